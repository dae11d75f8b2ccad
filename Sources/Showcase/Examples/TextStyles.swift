import Kiln

struct TextStyles: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Large Title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Headline").font(.headline)
            Text("Body")
            Text("Footnote").font(.footnote)
            Text("Monospaced").font(.system(size: 15, design: .monospaced))
        }
    }
}
