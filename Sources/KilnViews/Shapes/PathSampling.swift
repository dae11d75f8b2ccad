import Foundation
import KilnTree

/// Turns a shape's `path(in:)` into the tree's outline at build time. A custom shape's outline
/// depends on the size it is drawn at, which lowering does not know; so the path is evaluated
/// at three sizes. When every x is proportional to the width and every y to the height (shapes
/// built from `rect.minX`, `midX`, `maxX`, `width`… of a rect at the origin), one outline drawn
/// in a box of the reference size, stretched to the view, is exact at every size. When the
/// path does not change with the size (a `Path` used as a shape) it is drawn at its coordinates.
/// Otherwise the outline at the reference size is stretched, and a warning says so.
nonisolated enum PathSampling {
    static let referenceSize = CGSize(width: 100, height: 100)

    static func kind<S: Shape>(of shape: S) -> ShapeKind {
        let reference = shape.path(in: CGRect(origin: .zero, size: referenceSize))
        guard reference.elements.allSatisfy(\.isFinite) else {
            reportOnce(.error, "\(S.self) has a coordinate that is not a finite number (NaN or infinity); the shape is not drawn", at: reference.site)
            return .path(ShapePath(elements: []))
        }
        let elements = reference.elements.map(\.treeElement)
        let wider = shape.path(in: CGRect(x: 0, y: 0, width: 2 * referenceSize.width, height: referenceSize.height))
        let taller = shape.path(in: CGRect(x: 0, y: 0, width: referenceSize.width, height: 3 * referenceSize.height))
        if wider == reference && taller == reference { return .path(ShapePath(elements: elements)) }
        let stretched = ShapePath(elements: elements, referenceWidth: Double(referenceSize.width), referenceHeight: Double(referenceSize.height))
        if !(isScaled(reference, wider, x: 2, y: 1) && isScaled(reference, taller, x: 1, y: 3)) {
            reportOnce(
                .warning,
                "\(S.self).path(in:) is not proportional to the rect it is given; it is drawn as at \(Int(referenceSize.width))×\(Int(referenceSize.height)) points, stretched to the view's size",
                at: reference.site)
        }
        return .path(stretched)
    }

    /// A shape drawn in every row of a list is reported once per page.
    private static func reportOnce(_ severity: Diagnostic.Severity, _ message: String, at site: CallSite?) {
        guard let context = LoweringContext.current,
              !context.diagnostics.contains(where: { $0.message == message && $0.source == site }) else { return }
        context.report(severity, message, at: site)
    }

    /// True when `scaled` is `path` with every x multiplied by `x` and every y by `y`.
    private static func isScaled(_ path: Path, _ scaled: Path, x: CGFloat, y: CGFloat) -> Bool {
        path.elements.count == scaled.elements.count
            && zip(path.elements, scaled.elements).allSatisfy { $0.points.count == $1.points.count && zip($0.points, $1.points).allSatisfy { near($0.x * x, $1.x) && near($0.y * y, $1.y) } }
    }

    private static func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    /// The square a circle is inscribed in: as wide as the rect's shorter side, centred.
    static func centeredSquare(in rect: CGRect) -> CGRect {
        let side = min(rect.width, rect.height)
        return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }

    /// A tree outline as a `Path` in `rect`.
    static func path(of kind: ShapeKind, in rect: CGRect) -> Path {
        switch kind {
        case .rectangle: Path(rect)
        case .roundedRectangle(let radius): Path(roundedRect: rect, cornerRadius: radius)
        case .circle: Path(ellipseIn: centeredSquare(in: rect))
        case .capsule: Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        case .ellipse: Path(ellipseIn: rect)
        case .inset(let base, let amount): path(of: base.insetOutline(by: amount), in: rect.insetBy(dx: amount, dy: amount))
        case .path(let outline): Path(outline, in: rect)
        }
    }
}

nonisolated extension Path {
    /// A tree outline drawn in `rect`: stretched from its reference box when it scales with the bounds.
    init(_ outline: ShapePath, in rect: CGRect) {
        self.init()
        let sx = outline.referenceWidth.map { rect.width / $0 } ?? 1, sy = outline.referenceHeight.map { rect.height / $0 } ?? 1
        let dx = outline.scalesWithBounds ? rect.minX : 0, dy = outline.scalesWithBounds ? rect.minY : 0
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: dx + x * sx, y: dy + y * sy) }
        for element in outline.elements {
            switch element {
            case .move(let x, let y): move(to: point(x, y))
            case .line(let x, let y): addLine(to: point(x, y))
            case .quadCurve(let cx, let cy, let x, let y): addQuadCurve(to: point(x, y), control: point(cx, cy))
            case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y): addCurve(to: point(x, y), control1: point(c1x, c1y), control2: point(c2x, c2y))
            case .close: closeSubpath()
            }
        }
    }
}

nonisolated extension Path.Element {
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .closeSubpath: []
        }
    }

    var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    var treeElement: PathElement {
        switch self {
        case .move(let p): .move(x: Double(p.x), y: Double(p.y))
        case .line(let p): .line(x: Double(p.x), y: Double(p.y))
        case .quadCurve(let p, let c): .quadCurve(cx: Double(c.x), cy: Double(c.y), x: Double(p.x), y: Double(p.y))
        case .curve(let p, let c1, let c2): .curve(c1x: Double(c1.x), c1y: Double(c1.y), c2x: Double(c2.x), c2y: Double(c2.y), x: Double(p.x), y: Double(p.y))
        case .closeSubpath: .close
        }
    }
}

extension ShapeKind {
    /// The outline filled with the even-odd rule when asked; built-in outlines do not overlap themselves.
    func filled(evenOdd: Bool) -> ShapeKind {
        guard evenOdd, case .path(var outline) = self else { return self }
        outline.isEvenOdd = true
        return .path(outline)
    }
}
