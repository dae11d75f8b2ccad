import Foundation
import KilnTree

/// A link that shares an item, as SwiftUI's `ShareLink`: the share icon and label in a link
/// that writes an email with the item (`mailto:`), which works with no script; the page then
/// carries a script of about 200 bytes that opens the platform's share sheet instead where the
/// browser has one (`navigator.share`), and the build says so. URLs and text are shared as they
/// are; another `Transferable` as its proxy representation's URL or text, else by its preview's title.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let previewTitle: Text?
    let label: Label
    let source: CallSite

    init(items: Data, subject: Text?, message: Text?, previewTitle: Text?, label: Label, fileID: String, line: Int) {
        self.items = items
        self.subject = subject
        self.message = message
        self.previewTitle = previewTitle
        self.label = label
        self.source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        func text(_ text: Text?) -> String? {
            text.map { lowered($0, context: context).map(\.plainText).joined() }
        }
        var item = ShareItem(subject: text(view.subject), message: text(view.message))
        // The share sheet takes one URL and one text: the first item's, and the others' as text.
        var texts: [String] = []
        for element in view.items {
            switch SharedValue.of(element) {
            case .url(let url)? where item.url == nil: item.url = url.absoluteString
            case .url(let url)?: texts.append(url.absoluteString)
            case .text(let shared)?: texts.append(shared)
            case nil: if let title = text(view.previewTitle) { texts.append(title) }
            }
        }
        if !texts.isEmpty { item.text = texts.joined(separator: "\n") }
        nodes.append(Node(.shareLink(item), children: lowered(view.label, context: context), source: view.source))
    }
}

/// The label of a share link without one: "Share" with the share icon.
nonisolated public struct DefaultShareLinkLabel: View {
    public var body: some View {
        Label("Share", systemImage: "square.and.arrow.up")
    }
}

/// What a share sheet shows of the item, as SwiftUI's `SharePreview`: its title names the item
/// when it is shared as neither a URL nor a text; images and icons are not shown on a page.
nonisolated public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text

    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never { self.title = Text(title) }
    public init(_ title: Text) where Image == Never, Icon == Never { self.title = title }
    public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never { title = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never { title = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never { self.title = Text(title) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(title) }
}

nonisolated extension ShareLink {
    /// Shares `item`, shown in the share sheet with `preview`.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                                 fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title, label: label(), fileID: fileID, line: line)
    }

    /// Shares each of `items`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, previewTitle: items.first.map { preview($0).title }, label: label(), fileID: fileID, line: line)
    }
}

nonisolated extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: label(), fileID: fileID, line: line)
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: label(), fileID: fileID, line: line)
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, previewTitle: nil, label: label(), fileID: fileID, line: line)
    }
}

nonisolated extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: DefaultShareLinkLabel(), fileID: fileID, line: line)
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: DefaultShareLinkLabel(), fileID: fileID, line: line)
    }
}

nonisolated extension ShareLink where Label == DefaultShareLinkLabel {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                                 fileID: String = #fileID, line: Int = #line) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title, label: DefaultShareLinkLabel(), fileID: fileID, line: line)
    }
}

nonisolated extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: Text(titleKey), fileID: fileID, line: line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: Text(title), fileID: fileID, line: line)
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: Text(titleKey), fileID: fileID, line: line)
    }
}

nonisolated extension ShareLink where Label == Text {
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                                 fileID: String = #fileID, line: Int = #line) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title, label: Text(titleKey), fileID: fileID, line: line)
    }
}
