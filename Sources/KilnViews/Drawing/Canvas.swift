import Foundation
import KilnTree

/// A view its renderer draws into, as SwiftUI's `Canvas`. The renderer runs at build time
/// against a recording `GraphicsContext` for each size the canvas can have (the layout stage
/// decides them: once for a fixed frame, per band of widths where the canvas is flexible) and
/// the page shows the drawing as inline SVG. Symbols are views the renderer can draw by tag.
nonisolated public struct Canvas<Symbols: View>: View {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool
    let site: CallSite

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        fileID: String = #fileID, line: Int = #line,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        site = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let symbolNodes = lowered(view.symbols, context: context)
        let tags = symbolNodes.map { node in node.modifiers.lazy.compactMap { modifier -> ViewTag? in
            if case .tag(let tag) = modifier { return tag }
            return nil
        }.first }
        // The page's walk is over when the layout stage runs the renderer; it owns these then.
        let environment = UncheckedSendable(context.environment)
        let renderer = UncheckedSendable(view.renderer)
        let sendableTags = UncheckedSendable(tags)
        let site = view.site
        let content = CanvasContent { size, services in
            onMainActorExecutor {
                let recorder = CanvasRecorder(
                    size: CGSize(width: size.width, height: size.height), services: services, symbolTags: sendableTags.value, site: site)
                runAsMainActor((renderer.value, size, recorder, environment.value)) { renderer, size, recorder, environment in
                    var graphics = GraphicsContext(recorder: recorder, environment: environment)
                    renderer(&graphics, CGSize(width: size.width, height: size.height))
                }
                return CanvasContent.Drawn(
                    drawing: CanvasDrawing(width: size.width, height: size.height, commands: recorder.commands),
                    diagnostics: recorder.diagnostics)
            }
        }
        nodes.append(Node(.canvas(content), children: symbolNodes, source: view.site))
    }
}

nonisolated extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        fileID: String = #fileID, line: Int = #line,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, fileID: fileID, line: line, renderer: renderer) {
            EmptyView()
        }
    }
}

nonisolated extension View {
    /// Views that stand in for this one for assistive technology (a drawing's marks, say): the
    /// page reads them, visually hidden, in a group named as the view is, and leaves the view
    /// itself to the eye.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        AccessibilityChildrenView(content: self, children: children())
    }
}

nonisolated struct AccessibilityChildrenView<Content: View, Children: View>: View {
    let content: Content
    let children: Children

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let children = lowered(view.children, context: context)
        guard !children.isEmpty else { return lower(view.content, into: &nodes, context: context) }
        let group = children.count == 1 ? children[0] : Node(.vstack(alignment: .leading, spacing: nil), children: children)
        lower(view.content, into: &nodes, context: context, adding: .accessibilityChildren(group))
    }
}
