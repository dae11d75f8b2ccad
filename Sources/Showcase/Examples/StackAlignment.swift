import Kiln

struct StackAlignment: View {
    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading) {
                Text("Leading")
                Text("aligned")
            }
            VStack {
                Text("Centred")
                Text("by default")
            }
            VStack(alignment: .trailing, spacing: 2) {
                Text("Trailing,")
                Text("spacing 2")
            }
        }
    }
}
