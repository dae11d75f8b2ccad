import Kiln

struct EnvironmentFont: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Every text in this stack")
            Text("uses the title3 font")
            Text("except this one").font(.caption)
        }
        .font(.title3)
        .foregroundStyle(.indigo)
    }
}
