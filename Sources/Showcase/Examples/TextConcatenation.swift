import Kiln

struct TextConcatenation: View {
    var body: some View {
        Text("Hello, ").bold()
            + Text("static ").italic()
            + Text("web").foregroundColor(.purple)
    }
}
