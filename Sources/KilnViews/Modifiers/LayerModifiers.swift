import Foundation
import KilnTree

nonisolated extension View {
    /// A style filling the view's bounds behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified(.background(.paint(style._paint.value, in: nil)))
    }

    /// The page's background style behind the view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background)
    }

    /// A style filling a shape behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        let paint = style._paint.value
        return ContainerShapeModifierView(content: self, shape: shape) { .background(.paint(paint, in: $0)) }
    }

    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(.background, in: shape)
    }

    /// Views behind this one, placed by `alignment` in its bounds; they never change its size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayerView(content: self, layer: content(), alignment: alignment, isOverlay: false)
    }

    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        LayerView(content: self, layer: background, alignment: alignment, isOverlay: false)
    }

    /// Views in front of this one, placed by `alignment` in its bounds; they never change its size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayerView(content: self, layer: content(), alignment: alignment, isOverlay: true)
    }

    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        LayerView(content: self, layer: overlay, alignment: alignment, isOverlay: true)
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified(.overlay(.paint(style._paint.value, in: nil)))
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modified(.overlay(.paint(style._paint.value, in: shape._kind.value)))
    }

    /// A border drawn inside the view's bounds, as SwiftUI's: it does not make the view larger.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        BorderView(content: self, style: content, width: width)
    }

    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ContainerShapeModifierView(content: self, shape: shape) { .clip($0) }
    }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        modified(.clip(.rectangle))
    }

    /// Clips the view to a rounded rectangle of its bounds.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modified(radius > 0 ? .clip(.roundedRectangle(cornerRadius: Double(radius))) : nil)
    }

    /// A shadow of the view's content (not of its box), as in SwiftUI.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modified(.shadow(color: color, radius: Double(max(0, radius)), x: Double(x), y: Double(y)))
    }

    /// The view drawn with an opacity from 0 to 1; values outside are clamped, NaN is reported.
    public func opacity(_ opacity: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        guard opacity.isFinite || opacity.isInfinite else {
            let problem = Diagnostic(.warning, "opacity is NaN; the view is drawn fully opaque", at: CallSite(fileID: fileID, line: line))
            return modified(nil, problems: [problem])
        }
        let clamped = min(1, max(0, opacity))
        return modified(clamped == 1 ? nil : .opacity(clamped))
    }
}

/// A view with another view layered behind or in front of it.
nonisolated struct LayerView<Content: View, Layer: View>: View {
    let content: Content
    let layer: Layer
    let alignment: Alignment
    let isOverlay: Bool

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let layers = lowered(view.layer, context: context)
        guard !layers.isEmpty else { return lower(view.content, into: &nodes, context: context) }
        // Several layer views stack as SwiftUI's implicit ZStack does.
        let layer = layers.count == 1 ? layers[0] : Node(.zstack(alignment: view.alignment), children: layers)
        let modifier: NodeModifier =
            view.isOverlay ? .overlay(.view(layer, view.alignment)) : .background(.view(layer, view.alignment))
        lower(view.content, into: &nodes, context: context, adding: modifier)
    }
}

/// `border(_:width:)`: an outline of the paint inside the view's edge; an image, which an outline
/// cannot draw, is the border of a rectangle over the view.
nonisolated struct BorderView<Content: View, Style: ShapeStyle>: View {
    let content: Content
    let style: Style
    let width: CGFloat
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let paint = view.style._paint.value
        guard view.width > 0 else { return lower(view.content, into: &nodes, context: context) }
        if case .image = paint {
            lower(view.content.overlay(Rectangle().strokeBorder(view.style, lineWidth: view.width)), into: &nodes, context: context)
        } else {
            lower(view.content, into: &nodes, context: context, adding: .border(paint, width: Double(view.width)))
        }
    }
}
