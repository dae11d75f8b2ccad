import Kiln

struct PaddingEdges: View {
    var body: some View {
        HStack {
            Text("padding()")
                .padding()
                .background(.teal.opacity(0.25))
            Text("horizontal 24")
                .padding(.horizontal, 24)
                .background(.teal.opacity(0.25))
        }
    }
}
