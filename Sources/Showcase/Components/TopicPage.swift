import Foundation
import Kiln

/// A topic's page: a way home, the title, and each example's source beside its rendering.
struct TopicPage: View {
    let topic: Topic

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            HStack {
                Link("← Kiln", destination: URL(string: "../")!)
                Spacer()
                LanguageSwitcher()
            }
            VStack(alignment: .leading, spacing: 8) {
                Text(LocalizedStringKey(topic.title)).font(.largeTitle).bold().accessibilityHeading(.h1)
                Text(topic.summary).font(.title3).foregroundStyle(.secondary)
            }
            ForEach(topic.examples) { example in
                ExampleTile(example: example)
            }
        }
        .padding(24)
        .frame(maxWidth: 1200)
        .pageMetadata(description: topic.summary, date: topic.added)
    }
}

/// An example's title, its Swift source and its rendering below it, each the page's width:
/// sample lines run to 190 characters, and half a desktop window cut most of them.
struct ExampleTile: View {
    let example: Example

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(LocalizedStringKey(example.title)).font(.title2).bold().accessibilityHeading(.h2)
            CodeBlock(source: EmbeddedTemplates.files[example.file] ?? "")
            example.view
                .padding()
                .frame(maxWidth: .infinity)
                .background(.background, in: RoundedRectangle(cornerRadius: 12))
                .overlay { RoundedRectangle(cornerRadius: 12).strokeBorder(.quaternary) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Swift source in a monospaced, scrollable box.
struct CodeBlock: View {
    let source: String

    var body: some View {
        ScrollView(.horizontal) {
            Text(verbatim: source.trimmingCharacters(in: .whitespacesAndNewlines))
                .font(.system(.footnote, design: .monospaced))
                .fixedSize()
                .padding()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(white: 0.5, opacity: 0.08), in: RoundedRectangle(cornerRadius: 12))
        .accessibilityLabel("Swift source")
    }
}
