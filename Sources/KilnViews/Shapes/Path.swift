import Foundation
import KilnTree

/// The outline of a 2D shape, as in SwiftUI: built with moves, lines, curves and arcs in the
/// view's coordinates (y grows downwards), drawn as a view at its coordinates. Arcs and ellipses
/// are stored as cubic Bézier curves, as Core Graphics stores them.
nonisolated public struct Path: Equatable, Sendable {
    /// One element of a path, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []
    /// Where the path was created: the line a bad coordinate is reported at.
    let site: CallSite?
    /// The start of the current subpath, where `closeSubpath()` returns to.
    private var subpathStart: CGPoint?

    public init(fileID: String = #fileID, line: Int = #line) {
        site = CallSite(fileID: fileID, line: line)
    }

    public init(_ rect: CGRect, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line)
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line)
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line)
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line)
        addEllipse(in: rect)
    }

    public init(_ build: (inout Path) -> Void, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line)
        build(&self)
    }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, nil when it is empty (or just closed with nothing to return to).
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: subpathStart
        case nil: nil
        }
    }

    /// Calls `body` with each element of the path in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    public mutating func addLine(to point: CGPoint) {
        startIfNeeded(at: point)
        elements.append(.line(to: point))
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startIfNeeded(at: control)
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded(at: control1)
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var sub = Path(fileID: site?.fileID ?? "", line: site?.line ?? 0)
        sub.addLines([
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ])
        sub.closeSubpath()
        append(sub.applying(transform))
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A rounded rectangle: continuous corners as Apple draws them (`RoundedCorners`, with the
    /// smaller of the two radii), circular ones as quarter ellipses.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        if style == .continuous {
            return addCorners(RoundedCorners(radius: Double(min(cornerSize.width, cornerSize.height)), isContinuous: true), in: r, transform: transform)
        }
        let k = Path.kappa
        var sub = Path(fileID: site?.fileID ?? "", line: site?.line ?? 0)
        sub.move(to: CGPoint(x: r.minX + rx, y: r.minY))
        sub.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        sub.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        sub.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        sub.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k), control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        sub.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        sub.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        sub.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        sub.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k), control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        sub.closeSubpath()
        append(sub.applying(transform))
    }

    /// An ellipse inscribed in `rect`, starting at its right end and going clockwise on screen
    /// (as Core Graphics draws it, so a trimmed circle starts at three o'clock).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var sub = Path(fileID: site?.fileID ?? "", line: site?.line ?? 0)
        sub.move(to: CGPoint(x: r.maxX, y: r.midY))
        sub.appendArc(center: CGPoint(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2, start: 0, sweep: 2 * .pi)
        sub.closeSubpath()
        append(sub.applying(transform))
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`. Angles grow from the
    /// x axis towards the y axis, which points down: as in SwiftUI, `clockwise: false` draws
    /// towards growing angles, which is clockwise on screen, and `clockwise: true` the other way.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, end = endAngle.radians
        var sweep = (end - start).truncatingRemainder(dividingBy: 2 * .pi)
        if clockwise { if sweep > 0 { sweep -= 2 * .pi } } else if sweep < 0 { sweep += 2 * .pi }
        if sweep == 0 && end != start { sweep = clockwise ? -2 * .pi : 2 * .pi }
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        var sub = Path(fileID: site?.fileID ?? "", line: site?.line ?? 0)
        sub.move(to: first)
        sub.appendArc(center: center, radiusX: radius, radiusY: radius, start: start, sweep: sweep)
        let arc = sub.applying(transform)
        if currentPoint == nil { append(arc) } else { appendContinuing(arc) }
    }

    /// An arc of the circle around `center` from `startAngle`, turning by `delta` (towards growing
    /// angles where it is positive), as Core Graphics' `addRelativeArc`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        let start = startAngle.radians
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        var sub = Path(fileID: site?.fileID ?? "", line: site?.line ?? 0)
        sub.move(to: first)
        sub.appendArc(center: center, radiusX: radius, radiusY: radius, start: start, sweep: delta.radians)
        let arc = sub.applying(transform)
        if currentPoint == nil { append(arc) } else { appendContinuing(arc) }
    }

    /// A corner rounded with `radius` between the lines from the current point to
    /// `tangent1End` and on to `tangent2End`, as Core Graphics' `addArc(tangent1End:…)`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { return move(to: tangent1End) }
        let v1 = Path.unit(p0.x - tangent1End.x, p0.y - tangent1End.y), v2 = Path.unit(tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
        let cosine = v1.x * v2.x + v1.y * v2.y
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, abs(cross) > 1e-12, abs(cosine) < 1 else { return addLine(to: tangent1End.applying(transform)) }
        let theta = acos(cosine)
        let distance = radius / tan(theta / 2)
        let a = CGPoint(x: tangent1End.x + v1.x * distance, y: tangent1End.y + v1.y * distance)
        let bisector = Path.unit(v1.x + v2.x, v1.y + v2.y)
        let centerDistance = radius / sin(theta / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x * centerDistance, y: tangent1End.y + bisector.y * centerDistance)
        let startAngle = atan2(a.y - center.y, a.x - center.x)
        // The corner turns the short way round: towards growing angles when the turn from the
        // first line to the second is clockwise on screen (a negative cross product of v1, v2).
        let sweep = (cross < 0 ? 1.0 : -1.0) * (.pi - theta)
        var sub = Path(fileID: site?.fileID ?? "", line: site?.line ?? 0)
        sub.move(to: a)
        sub.appendArc(center: center, radiusX: radius, radiusY: radius, start: startAngle, sweep: sweep)
        appendContinuing(sub.applying(transform))
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        append(path.applying(transform))
    }

    // MARK: Reading and transforming

    /// The smallest rectangle holding every point the path passes through (control points
    /// outside the curve do not count), as `CGPath.boundingBoxOfPath`… with curve extrema.
    public var boundingRect: CGRect {
        var bounds = PathBounds()
        var last = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): bounds.add(p); last = p; start = p
            case .line(let p): bounds.add(p); last = p
            case .quadCurve(let p, let c):
                bounds.addQuad(from: last, control: c, to: p); last = p
            case .curve(let p, let c1, let c2):
                bounds.addCubic(from: last, c1, c2, to: p); last = p
            case .closeSubpath: last = start
            }
        }
        return bounds.rect
    }

    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var copy = self
        copy.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        copy.subpathStart = subpathStart?.applying(transform)
        return copy
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    // MARK: Helpers

    /// How far along a quarter circle's tangent its Bézier control points lie: 4/3·tan(π/8).
    static let kappa: CGFloat = 4.0 / 3.0 * tan(.pi / 8)

    private mutating func startIfNeeded(at point: CGPoint) {
        if currentPoint == nil { move(to: point) }
    }

    private mutating func append(_ other: Path) {
        for element in other.elements {
            if case .move(let p) = element { subpathStart = p }
            elements.append(element)
        }
    }

    /// Appends `other` joined to the current point by a line to its first point.
    private mutating func appendContinuing(_ other: Path) {
        for element in other.elements {
            if case .move(let p) = element { addLine(to: p) } else { elements.append(element) }
        }
    }

    /// Cubic curves for an elliptical arc from angle `start` turning by `sweep`, in pieces of at most a quarter turn.
    private mutating func appendArc(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, start: CGFloat, sweep: CGFloat) {
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            elements.append(.curve(
                to: CGPoint(x: center.x + radiusX * c1, y: center.y + radiusY * s1),
                control1: CGPoint(x: center.x + radiusX * (c0 - k * s0), y: center.y + radiusY * (s0 + k * c0)),
                control2: CGPoint(x: center.x + radiusX * (c1 + k * s1), y: center.y + radiusY * (s1 - k * c1))))
            angle = next
        }
    }

    private static func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let length = (x * x + y * y).squareRoot()
        return length == 0 ? .zero : CGPoint(x: x / length, y: y / length)
    }
}

/// The bounds of the points a path passes through, curve extrema included.
nonisolated private struct PathBounds {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    mutating func addQuad(from p0: CGPoint, control c: CGPoint, to p1: CGPoint) {
        add(p1)
        // The derivative 2(1-t)(c-p0) + 2t(p1-c) is zero at t = (p0-c)/(p0-2c+p1) per axis.
        for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let denominator = a - 2 * b + d
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            if t > 0, t < 1 { add(Self.quad(p0, c, p1, t)) }
        }
    }

    mutating func addCubic(from p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, to p3: CGPoint) {
        add(p3)
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p3.x), (p0.y, c1.y, c2.y, p3.y)] {
            // The derivative is the quadratic At² + Bt + C.
            let qa = 3 * (-a + 3 * b - 3 * c + d), qb = 6 * (a - 2 * b + c), qc = 3 * (b - a)
            var roots: [CGFloat] = []
            if abs(qa) < 1e-12 {
                if qb != 0 { roots = [-qc / qb] }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots = [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
                }
            }
            for t in roots where t > 0 && t < 1 { add(Self.cubic(p0, c1, c2, p3, t)) }
        }
    }

    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }
}
