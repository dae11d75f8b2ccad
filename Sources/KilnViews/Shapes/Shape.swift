import Foundation
import KilnTree

#if canImport(CoreGraphics)
import CoreGraphics
#else
/// How the ends of a stroked line are drawn (CoreGraphics' type, for platforms without it).
nonisolated public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How the joins of a stroked line are drawn (CoreGraphics' type, for platforms without it).
nonisolated public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
#endif

/// A 2D outline drawn as a view that fills what it is offered, as in SwiftUI. Built-in shapes
/// are drawn with CSS; a custom shape's `path(in:)` is evaluated at build time (see `PathSampling`).
public protocol Shape: View where Body == Never {
    /// The outline of the shape drawn in `rect`.
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal; the proposal itself by default (10 points where
    /// it leaves a dimension open), as in SwiftUI.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Not API: which built-in outline this is; a custom shape's outline by default.
    nonisolated var _kind: _ShapeKind { get }
}

nonisolated extension Shape {
    public var _kind: _ShapeKind { _ShapeKind(PathSampling.kind(of: self)) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// The shape drawn, in a frame of the size its `sizeThatFits` gives whatever it is offered.
    /// Its outline is resolved when it is lowered, in the environment there (`ContainerRelativeShape`).
    func drawn(kind: @autoclosure @escaping () -> ShapeKind, drawing: ShapeDrawing) -> ShapeView {
        ShapeView(drawing: drawing) {
            let resolved = kind()
            return (resolved, PathSampling.frame(of: self, kind: resolved))
        }
    }
}

nonisolated extension Shape {
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        view.drawn(kind: view._kind.value, drawing: .fill(nil)).lowered(into: &nodes)
    }

    /// Fills the shape with a style (the foreground style by default); `stroke` or `strokeBorder`
    /// after it outlines the filled shape too, as in SwiftUI.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, filled: drawn(kind: _kind.value.filled(evenOdd: style.isEOFilled), drawing: .fill(content._paint.value)))
    }

    /// Strokes the shape's outline, centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        drawn(kind: _kind.value, drawing: style.drawing(content._paint.value, inside: false))
    }

    public func stroke(lineWidth: CGFloat = 1) -> some View {
        drawn(kind: _kind.value, drawing: StrokeStyle(lineWidth: lineWidth).drawing(nil, inside: false))
    }

    /// Strokes the shape's outline inside its bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> some View {
        // A custom insettable shape's border is its outline inset by half the line, stroked, as
        // SwiftUI draws it; built-in outlines are stroked inside by the layout.
        if case .path = _kind.value, let insettable = self as? any InsettableShape {
            return drawn(kind: insettable.inset(by: style.lineWidth / 2)._kind.value, drawing: style.drawing(content._paint.value, inside: false))
        }
        return drawn(kind: _kind.value, drawing: style.drawing(content._paint.value, inside: true))
    }
}

/// A filled shape, as SwiftUI's `_ShapeView`: drawn as the fill, with the stroke modifiers a
/// filled shape has (the outline drawn over the fill, the view's layout the shape's).
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let filled: ShapeView
    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        view.filled.lowered(into: &nodes)
    }

    /// The fill with the outline stroked over it, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }

    /// The fill with its border stroked over it, inside the outline.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, style: style))
    }
}

/// A shape drawn with a given fill or stroke.
nonisolated struct ShapeView: View {
    let drawing: ShapeDrawing
    /// The outline, and a fixed frame from the shape's `sizeThatFits`.
    let resolve: () -> (ShapeKind, NodeModifier?)
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        view.lowered(into: &nodes)
    }

    func lowered(into nodes: inout [Node]) {
        let (kind, frame) = resolve()
        var node = Node(.shape(kind, drawing))
        if let frame { node.modifiers.append(frame) }
        nodes.append(node)
    }
}

/// The corner curve of rounded rectangles: continuous (Apple's smooth corner) or circular arcs.
nonisolated public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// How shapes fill overlapping areas; kept for source compatibility.
nonisolated public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a stroke is drawn, as in SwiftUI.
nonisolated public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    func drawing(_ paint: Paint?, inside: Bool) -> ShapeDrawing {
        let cap: StrokeLine.Cap = switch lineCap { case .butt: .butt; case .round: .round; case .square: .square }
        let join: StrokeLine.Join = switch lineJoin { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        let line = StrokeLine(cap: cap, join: join, miterLimit: Double(miterLimit), dashPhase: Double(dashPhase))
        return .stroke(paint, lineWidth: Double(max(lineWidth, 0)), dash: dash.map(Double.init), inside: inside, line: line)
    }
}

nonisolated public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var _kind: _ShapeKind { _ShapeKind(.rectangle) }
}

nonisolated public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public var _kind: _ShapeKind {
        let radius = Double(max(0, min(cornerSize.width, cornerSize.height)))
        return _ShapeKind(style == .continuous && radius > 0 ? .roundedCorners(RoundedCorners(radius: radius, isContinuous: true)) : .roundedRectangle(cornerRadius: radius))
    }
}

nonisolated public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: PathSampling.centeredSquare(in: rect)) }
    public var _kind: _ShapeKind { _ShapeKind(.circle) }
}

nonisolated public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style) }
    public var _kind: _ShapeKind { _ShapeKind(.capsule) }
}

nonisolated public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public var _kind: _ShapeKind { _ShapeKind(.ellipse) }
}
