import Foundation
import KilnTree

nonisolated extension View {
    /// Says what the page showing this view is, for search engines, social cards and feeds: its
    /// description (a localized key whose Markdown is read as plain text), its social image (an image in `Assets/`; the site's by default), the date it
    /// was published (for feeds), its canonical URL (its own address by default), whether search
    /// engines should leave it out of their index (`noindex`, also left out of the sitemap), and
    /// extra `<head>` elements. It draws nothing. Where views nest, the innermost value of each
    /// wins; a page pushed by navigation keeps what the views around its destination say unless
    /// the destination says otherwise.
    public func pageMetadata(
        description: LocalizedStringKey? = nil, image: String? = nil, date: Date? = nil, canonicalURL: URL? = nil, noindex: Bool = false,
        head: [HeadElement] = [], fileID: String = #fileID, line: Int = #line
    ) -> some View {
        PageMetadataView(
            content: self, description: description.map { Text($0) },
            metadata: PageMetadata(
                description: nil, image: image, date: date, canonicalURL: canonicalURL, noindex: noindex, head: head,
                source: CallSite(fileID: fileID, line: line)))
    }

    /// The same, with a description that is text as it is (a document's summary), not a key to translate.
    @_disfavoredOverload
    public func pageMetadata(
        description: String?, image: String? = nil, date: Date? = nil, canonicalURL: URL? = nil, noindex: Bool = false,
        head: [HeadElement] = [], fileID: String = #fileID, line: Int = #line
    ) -> some View {
        PageMetadataView(
            content: self, description: description.map { Text(verbatim: $0) },
            metadata: PageMetadata(
                description: nil, image: image, date: date, canonicalURL: canonicalURL, noindex: noindex, head: head,
                source: CallSite(fileID: fileID, line: line)))
    }
}

/// An element for a page's `<head>` beyond what Kiln writes, given by its parts so that nothing
/// raw reaches the page: names must be plain tokens, values are escaped, and a URL that would run
/// script is refused (each an error at the line that adds it).
nonisolated public struct HeadElement: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case meta(name: String, content: String)
        case metaProperty(property: String, content: String)
        case link(rel: String, href: URL, type: String?)
    }

    package let kind: Kind

    /// `<meta name="…" content="…">`, such as `.meta(name: "author", content: "Ada")`.
    public static func meta(name: String, content: String) -> HeadElement { HeadElement(kind: .meta(name: name, content: content)) }

    /// `<meta property="…" content="…">`, as Open Graph names its properties (`og:locale`).
    public static func meta(property: String, content: String) -> HeadElement {
        HeadElement(kind: .metaProperty(property: property, content: content))
    }

    /// `<link rel="…" href="…">`, such as `.link(rel: "me", href: URL(string: "https://mastodon.social/@ada")!)`.
    public static func link(rel: String, href: URL, type: String? = nil) -> HeadElement {
        HeadElement(kind: .link(rel: rel, href: href, type: type))
    }
}

/// Not API: what a page's `pageMetadata` modifiers said, merged innermost-last.
nonisolated package struct PageMetadata: Sendable {
    package var description: String?
    package var image: String?
    package var date: Date?
    package var canonicalURL: URL?
    package var noindex = false
    package var head: [HeadElement] = []
    /// The line of the modifier that gave each value, for errors about it.
    package var source: CallSite?
    package var imageSource: CallSite?
    package var dateSource: CallSite?
    package var canonicalSource: CallSite?

    package init(
        description: String? = nil, image: String? = nil, date: Date? = nil, canonicalURL: URL? = nil, noindex: Bool = false,
        head: [HeadElement] = [], source: CallSite? = nil
    ) {
        self.description = description
        self.image = image
        self.date = date
        self.canonicalURL = canonicalURL
        self.noindex = noindex
        self.head = head
        self.source = source
        imageSource = image == nil ? nil : source
        dateSource = date == nil ? nil : source
        canonicalSource = canonicalURL == nil ? nil : source
    }

    /// These values with `inner`'s laid over them.
    package func merging(_ inner: PageMetadata) -> PageMetadata {
        var merged = self
        merged.description = inner.description ?? description
        if inner.image != nil { merged.image = inner.image; merged.imageSource = inner.imageSource }
        if inner.date != nil { merged.date = inner.date; merged.dateSource = inner.dateSource }
        if inner.canonicalURL != nil { merged.canonicalURL = inner.canonicalURL; merged.canonicalSource = inner.canonicalSource }
        merged.noindex = noindex || inner.noindex
        merged.head += inner.head
        merged.source = inner.source ?? source
        return merged
    }
}

nonisolated struct PageMetadataView<Content: View>: View {
    let content: Content
    let description: Text?
    let metadata: PageMetadata
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        var metadata = view.metadata
        // As a navigation title is read: the text the page would show, without its styling.
        metadata.description = view.description.map { lowered($0, context: context).map(\.plainText).joined() }
        context.pageMetadata = context.pageMetadata.merging(metadata)
        lower(view.content, into: &nodes, context: context)
    }
}
