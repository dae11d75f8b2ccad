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
        if reference.elements.isEmpty {
            reportOnce(.warning, "\(S.self) is empty: it draws nothing", at: reference.site)
        }
        let elements = reference.elements.map(\.treeElement)
        let wider = shape.path(in: CGRect(x: 0, y: 0, width: 2 * referenceSize.width, height: referenceSize.height))
        let taller = shape.path(in: CGRect(x: 0, y: 0, width: referenceSize.width, height: 3 * referenceSize.height))
        if wider == reference && taller == reference { return .path(ShapePath(elements: elements)) }
        var stretched = ShapePath(elements: elements, referenceWidth: Double(referenceSize.width), referenceHeight: Double(referenceSize.height))
        if !(isScaled(reference, wider, x: 2, y: 1) && isScaled(reference, taller, x: 1, y: 3)) {
            // Not proportional: the layout pass draws it at its size where it knows it (a fixed
            // frame), for every size at once where its points keep fixed distances from the
            // edges, and stretched from the reference size (with a warning) otherwise.
            stretched.sampler = sampler(of: shape, source: reference.site)
            stretched.anchored = anchored(shape, reference, wider, taller)
        }
        return .path(stretched)
    }

    /// The outline as points at fixed distances from the bounds' edges (x a fraction of the width
    /// plus a length, y of the height), when three sizes and a fourth to check agree on it.
    private static func anchored<S: Shape>(_ shape: S, _ reference: Path, _ wider: Path, _ taller: Path) -> [AnchoredElement]? {
        let probe = CGSize(width: 160, height: 260)
        let checked = shape.path(in: CGRect(origin: .zero, size: probe))
        let paths = [reference, wider, taller, checked]
        guard paths.allSatisfy({ $0.elements.count == reference.elements.count }) else { return nil }
        func point(_ index: Int, _ pick: (Path.Element) -> CGPoint?) -> AnchoredPoint? {
            guard let r = pick(reference.elements[index]), let w = pick(wider.elements[index]), let t = pick(taller.elements[index]),
                  let c = pick(checked.elements[index]), near(r.x, t.x), near(r.y, w.y) else { return nil }
            let fx = (w.x - r.x) / referenceSize.width, fy = (t.y - r.y) / (2 * referenceSize.height)
            let x = r.x - fx * referenceSize.width, y = r.y - fy * referenceSize.height
            guard near(x + fx * probe.width, c.x), near(y + fy * probe.height, c.y) else { return nil }
            return AnchoredPoint(fx: Double(fx), x: Double(x), ax: 0, fy: Double(fy), y: Double(y), ay: 0, radius: 0, inset: 0, reach: 1)
        }
        var result: [AnchoredElement] = []
        for (index, element) in reference.elements.enumerated() {
            switch element {
            case .move: guard let p = point(index, { $0.points.last }) else { return nil }; result.append(.move(p))
            case .line: guard let p = point(index, { $0.points.last }) else { return nil }; result.append(.line(p))
            case .quadCurve:
                // Raised to a cubic: each control a third of the way from an end to the quad's control.
                guard let p0 = index > 0 ? point(index - 1, { $0.points.last }) : nil, let c = point(index, { $0.points.first }),
                      let p = point(index, { $0.points.last }) else { return nil }
                func towards(_ a: AnchoredPoint, _ b: AnchoredPoint) -> AnchoredPoint {
                    AnchoredPoint(fx: a.fx + 2 * (b.fx - a.fx) / 3, x: a.x + 2 * (b.x - a.x) / 3, ax: 0,
                                  fy: a.fy + 2 * (b.fy - a.fy) / 3, y: a.y + 2 * (b.y - a.y) / 3, ay: 0, radius: 0, inset: 0, reach: 1)
                }
                result.append(.curve(towards(p0, c), towards(p, c), p))
            case .curve:
                guard let c1 = point(index, { $0.points[0] }), let c2 = point(index, { $0.points[1] }), let p = point(index, { $0.points[2] }) else { return nil }
                result.append(.curve(c1, c2, p))
            case .closeSubpath: result.append(.close)
            }
        }
        return result
    }

    /// A custom shape's `sizeThatFits` as a frame where it gives a width or height whatever it
    /// is offered: the size engine and the layout pass honour the frame. Built-in shapes take
    /// what they are offered.
    static func frame<S: Shape>(of shape: S, kind: ShapeKind) -> NodeModifier? {
        guard case .path = kind else { return nil }
        let proposals: [ProposedViewSize] = [.unspecified, .zero, .infinity, ProposedViewSize(width: 100, height: 100), ProposedViewSize(width: 37, height: 411)]
        let sizes = proposals.map { shape.sizeThatFits($0) }
        func fixed(_ values: [CGFloat]) -> Double? {
            values.allSatisfy({ $0 == values[0] }) && values[0].isFinite && values[0] >= 0 ? Double(values[0]) : nil
        }
        let width = fixed(sizes.map(\.width)), height = fixed(sizes.map(\.height))
        guard width != nil || height != nil else { return nil }
        return .frame(width: width, height: height, alignment: .center)
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

    /// The shape's `path(in:)` for a later stage to draw at a size it knows; nil where a
    /// coordinate is not a finite number.
    static func sampler<S: Shape>(of shape: S, source: CallSite?) -> PathSampler {
        let box = ShapeBox(shape)
        return PathSampler(name: "\(S.self)", source: source) { width, height in
            let path = box.shape.path(in: CGRect(x: 0, y: 0, width: width, height: height))
            return path.elements.allSatisfy(\.isFinite) ? path.elements.map(\.treeElement) : nil
        }
    }

    /// A user's shape carried to the layout pass, which calls its nonisolated `path(in:)`.
    private struct ShapeBox<S: Shape>: @unchecked Sendable {
        let shape: S
        init(_ shape: S) { self.shape = shape }
    }

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
        case .roundedCorners(let corners): Path(ShapePath(elements: corners.outline(width: Double(rect.width), height: Double(rect.height))), in: rect).offsetBy(dx: rect.minX, dy: rect.minY)
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
