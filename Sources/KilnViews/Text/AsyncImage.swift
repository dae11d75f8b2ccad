import Foundation
import KilnTree

/// An image loaded from a URL by the reader's browser, as SwiftUI's `AsyncImage`: an `<img>` that
/// loads lazily over its placeholder (or the `.empty` phase's views), which stays visible if the
/// image never loads. Without a script a page cannot tell loading from failure, so the `.failure`
/// phase's views are not shown; the placeholder stands for both.
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let site: CallSite
    /// The views of the loaded image, built around it.
    let loaded: (Image, LoweringContext) -> [Node]
    /// The views shown until (and unless) the image loads.
    let placeholder: (LoweringContext) -> [Node]

    /// The loaded image at its own size over a gray placeholder, as SwiftUI's default.
    public init(url: URL?, scale: CGFloat = 1, fileID: String = #fileID, line: Int = #line) where Content == Image {
        self.url = url
        self.site = CallSite(fileID: fileID, line: line)
        loaded = { image, context in lowered(image, context: context) }
        placeholder = { context in lowered(Color(storage: .system(.fill)), context: context) }
    }

    /// The loaded image in the views `content` builds around it, over the views of `placeholder`.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.site = CallSite(fileID: fileID, line: line)
        loaded = { image, context in lowered(content(image), context: context) }
        self.placeholder = { context in lowered(placeholder(), context: context) }
    }

    /// The views `content` builds for each phase: `.success` over `.empty`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.site = CallSite(fileID: fileID, line: line)
        loaded = { image, context in lowered(content(.success(image)), context: context) }
        placeholder = { context in lowered(content(.empty), context: context) }
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let placeholder = view.placeholder(context)
        var image: [Node] = []
        if let address = view.url?.absoluteString {
            if ScriptURL.isScript(address) {
                context.report(.error, "AsyncImage URL \"\(address)\" is a script URL; an image must load from a web or relative address", at: view.site)
            } else {
                image = view.loaded(Image(url: address, site: view.site), context)
            }
        }
        nodes.append(Node.asyncImage(placeholder: placeholder, image: image, source: view.site))
    }
}

/// Where an `AsyncImage`'s loading stands, as SwiftUI's.
nonisolated public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, in the `.success` phase.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why loading failed, in the `.failure` phase.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

nonisolated extension Image {
    /// The image an `AsyncImage` loads; its label is the `AsyncImage`'s.
    init(url: String, site: CallSite) {
        content = ImageContent(source: .url(url), label: nil)
        self.site = site
    }
}
