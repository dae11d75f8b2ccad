import Foundation
import Kiln

/// A topic's page: a way home, the title, and each example's rendering with its source.
struct TopicPage: View {
    let topic: Topic

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            HStack {
                HomeLink()
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

/// An example's title, its rendering, and its Swift source folded under it (highlighted at
/// build time), each the page's width: sample lines run to 190 characters, and half a desktop
/// window cut most of them.
struct ExampleTile: View {
    let example: Example

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(LocalizedStringKey(example.title)).font(.title2).bold().accessibilityHeading(.h2)
            example.view
                .padding()
                .frame(maxWidth: .infinity)
                .background(.background, in: RoundedRectangle(cornerRadius: 12))
                .overlay { RoundedRectangle(cornerRadius: 12).strokeBorder(.quaternary) }
            DisclosureGroup("Swift source") {
                CodeBlock((EmbeddedTemplates.files[example.file] ?? "").trimmingCharacters(in: .whitespacesAndNewlines), language: "swift")
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
