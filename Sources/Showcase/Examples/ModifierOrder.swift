import Kiln

struct ModifierOrder: View {
    var body: some View {
        HStack(spacing: 24) {
            Text("padding, then background")
                .padding()
                .background(.yellow)
            Text("background, then padding")
                .background(.yellow)
                .padding()
                .border(.gray)
        }
    }
}
