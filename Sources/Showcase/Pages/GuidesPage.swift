import Foundation
import Kiln

/// A guide: a Markdown file of `Content/guides/`, read with `@Documents`, a page at `guides/<file>/`.
struct Guide: Decodable, Hashable, Identifiable, PagePathConvertible {
    let id: String
    let title: String
    let summary: String
    let order: Int
    let body: MarkdownDocument

    var pagePath: String { id }
}

/// The guides, in their order, each a page drawn from its Markdown.
struct GuidesPage: View {
    @Documents("guides", sort: \.order) var guides: [Guide]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    HomeLink()
                    ForEach(guides) { guide in
                        VStack(alignment: .leading, spacing: 4) {
                            NavigationLink(value: guide) {
                                Text(guide.title).font(.title3).bold()
                            }
                            Text(guide.summary).foregroundStyle(.secondary)
                        }
                    }
                }
                .padding(24)
                .frame(maxWidth: 760, alignment: .leading)
            }
            .navigationTitle("Guides")
            .navigationDestination(for: Guide.self) { guide in
                ScrollView {
                    Markdown(guide.body)
                        .padding(24)
                        .frame(maxWidth: 760)
                }
                .navigationTitle(guide.title)
                .pageMetadata(description: guide.summary)
            }
        }
    }
}
