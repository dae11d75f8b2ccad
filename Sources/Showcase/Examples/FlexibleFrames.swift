import Kiln

struct FlexibleFrames: View {
    var body: some View {
        VStack {
            Text("maxWidth: .infinity, leading")
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.mint.opacity(0.3))
            Text("maxWidth: 200")
                .frame(maxWidth: 200)
                .background(.mint.opacity(0.3))
        }
    }
}
