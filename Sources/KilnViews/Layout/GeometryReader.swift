import Foundation
import KilnTree

/// A view that fills the space it is offered and builds its content from that space's size, as
/// SwiftUI's `GeometryReader`. The size is only known where the page is drawn, so Kiln builds
/// the content at build time for every width the reader can have and the page switches between
/// the results by the reader's width (see the layout stage's `geometryReader`).
nonisolated public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    let source: CallSite

    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
        source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        // The page's walk is over when the layout stage builds the content; it owns both values then.
        let environment = UncheckedSendable(context.environment)
        let content = UncheckedSendable(view.content)
        // The content is lowered again for each size, in a walk of its own with the reader's environment.
        let builder = GeometryContent { size in
            onMainActorExecutor {
                let inner = LoweringContext(environment: environment.value)
                let nodes = LoweringContext.$current.withValue(inner) {
                    runAsMainActor((content.value, inner)) { content, inner in
                        lowered(content(GeometryProxy(size: CGSize(width: size.width, height: size.height))), context: inner)
                    }
                }
                return GeometryContent.Lowered(nodes: nodes, diagnostics: inner.diagnostics)
            }
        }
        nodes.append(Node(.geometryReader(builder), source: view.source))
    }
}

/// The size and coordinates of a `GeometryReader`'s space.
nonisolated public struct GeometryProxy: Sendable {
    /// The size of the reader's space: its width on the page, and the height it is offered.
    public let size: CGSize

    init(size: CGSize) { self.size = size }

    /// Pages have no safe area: a browser keeps its own chrome outside the page.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: its own space starts at zero; where it sits on the
    /// page (global or named spaces) is known only in the browser, so it starts at zero too.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}
