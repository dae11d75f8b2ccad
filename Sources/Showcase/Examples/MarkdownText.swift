import Kiln

struct MarkdownText: View {
    let name = "**not bold**"

    var body: some View {
        VStack(alignment: .leading) {
            Text("**Bold**, *italic*, `code`, ~~struck~~ and [a link](https://swift.org).")
            Text(verbatim: "Text(verbatim:) keeps **asterisks**.")
            Text(name)
            Text("Interpolated \(name) stays as written.")
        }
    }
}
