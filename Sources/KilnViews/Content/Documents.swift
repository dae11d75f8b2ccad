import Foundation
import KilnTree

/// The Markdown documents of a folder of the site's `Content/`, each decoded as the
/// property's element type, as SwiftData's `@Query` reads a model's values:
///
/// ```swift
/// struct Post: Decodable, Hashable, Identifiable {
///     let id: String              // the file's path in posts/, without .md, unless set
///     let title: String
///     let date: Date
///     let tags: [String]
///     let body: MarkdownDocument  // the text after the front matter
/// }
///
/// struct Blog: View {
///     @Documents("posts", sort: \.date, order: .reverse) var posts: [Post]
///     var body: some View {
///         NavigationStack {
///             List(posts) { post in NavigationLink(post.title, value: post) }
///                 .navigationDestination(for: Post.self) { post in Markdown(post.body) }
///         }
///     }
/// }
/// ```
///
/// Every `.md` file under the folder, at any depth, is one document. The front matter (YAML
/// between `---` lines) gives the type's properties by name; `body` is the text after it, and
/// `slug` and `id` are the file's path in the folder unless the front matter sets them. A
/// document that does not decode, a missing folder, or two documents with one slug fails the
/// build naming the file and line; the previous site stays.
@propertyWrapper
nonisolated public struct Documents<Document: Decodable> {
    private let folder: String
    private let order: DocumentOrder<Document>?
    private let site: CallSite

    public init(_ folder: String, fileID: String = #fileID, line: Int = #line) {
        self.folder = folder
        order = nil
        site = CallSite(fileID: fileID, line: line)
    }

    /// The documents ordered by one of their properties: `sort: \.date, order: .reverse` for
    /// the newest first. Documents that compare equal keep their files' order.
    public init<Key: Comparable>(
        _ folder: String, sort key: KeyPath<Document, Key>, order: SortOrder = .forward,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.folder = folder
        let forward = order == .forward
        self.order = DocumentOrder(key: AnyHashable([AnyHashable(key), AnyHashable(forward)])) { a, b in
            forward ? a[keyPath: key] < b[keyPath: key] : b[keyPath: key] < a[keyPath: key]
        }
        site = CallSite(fileID: fileID, line: line)
    }

    public var wrappedValue: [Document] {
        let context = LoweringContext.current
        let library = DocumentLibrary.forReading
        let (documents, errors) = library.documents(in: folder, as: Document.self, order: order, declaredAt: site)
        guard let context else {
            // Read outside a page (an App's body, a test): nowhere to report but the console.
            for error in errors { print(error) }
            return documents
        }
        for error in errors where !context.diagnostics.contains(error) { context.report(error.severity, error.message, at: error.source) }
        return documents
    }
}

nonisolated private struct DocumentLibraryKey: EnvironmentKey {
    static let defaultValue: DocumentLibrary? = nil
}

nonisolated extension EnvironmentValues {
    /// Where `@Documents` reads: the site build's own library (made anew each build), else `Content/`
    /// in the folder the process runs in.
    package var documentLibrary: DocumentLibrary? {
        get { self[DocumentLibraryKey.self] }
        set { self[DocumentLibraryKey.self] = newValue }
    }
}
