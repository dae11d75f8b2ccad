import Foundation
import Kiln

/// A post: a Markdown file of Content/posts/. The front matter between the `---` lines gives
/// the properties by name; `body` is the text after it; `id` is the file's name (without .md),
/// which is also the post's URL: post/<id>/.
struct Post: Decodable, Hashable, Identifiable {
    let id: String
    let title: String
    let date: Date
    let tags: [String]
    let summary: String?
    let body: MarkdownDocument
}

/// A tag's page lists the posts that have it, at tag/<name>/.
struct Tag: Hashable, Identifiable {
    let name: String
    var id: String { name }
}
