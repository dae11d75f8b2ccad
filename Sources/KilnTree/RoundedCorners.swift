/// A rectangle with a radius for each corner (`UnevenRoundedRectangle`, and `RoundedRectangle`
/// with `.continuous` corners), circular or continuous. Its outline moves with the bounds by
/// constant offsets from the edges, so it is written once for every size: each point is a
/// fraction of the bounds plus an offset (`AnchoredPoint`), which CSS draws as `calc()` in a
/// `shape()`, and `outline(width:height:)` resolves for a known size.
package struct RoundedCorners: Hashable, Sendable {
    package var topLeading: Double
    package var bottomLeading: Double
    package var bottomTrailing: Double
    package var topTrailing: Double
    package var isContinuous: Bool

    package init(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double, isContinuous: Bool) {
        self.topLeading = max(0, topLeading)
        self.bottomLeading = max(0, bottomLeading)
        self.bottomTrailing = max(0, bottomTrailing)
        self.topTrailing = max(0, topTrailing)
        self.isContinuous = isContinuous
    }

    package init(radius: Double, isContinuous: Bool) {
        self.init(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius, isContinuous: isContinuous)
    }

    /// How far a corner of radius 1 reaches along each edge: a continuous corner leaves the edge
    /// about 1.53 radii from the corner (its curvature grows from zero), a circular one at 1.
    package var reach: Double { isContinuous ? Self.continuousCorner[0].a : 1 }

    /// Every corner's radius less `amount`: the corners of the outline inset by `amount`.
    package func inset(by amount: Double) -> RoundedCorners {
        RoundedCorners(
            topLeading: topLeading - amount, bottomLeading: bottomLeading - amount,
            bottomTrailing: bottomTrailing - amount, topTrailing: topTrailing - amount, isContinuous: isContinuous)
    }

    /// One corner of radius 1 from the edge it arrives along to the edge it leaves along, as
    /// (distance from the corner along the arriving edge, distance from that edge) for the
    /// start and each cubic's two controls and end. The continuous corner is Apple's shape as
    /// measured from its drawings: a straight run into a curve whose curvature rises smoothly,
    /// symmetric about the diagonal, leaving the edges 1.52866 radii from the corner.
    private static let continuousCorner: [(a: Double, b: Double)] = [
        (1.52866483, 0),
        (1.08849323, 0), (0.86840689, 0), (0.63149399, 0.07491100),
        (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
        (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
    ]
    /// A quarter circle as one cubic (its control points 0.5523 radii from the ends).
    private static let circularCorner: [(a: Double, b: Double)] = [(1, 0), (1 - 0.5522847498, 0), (0, 1 - 0.5522847498), (0, 1)]

    /// The outline clockwise on screen (y down) from the top edge, inset by `inset` on every edge
    /// with each radius reduced by it; a negative amount draws it beyond the bounds.
    package func anchoredOutline(inset: Double = 0) -> [AnchoredElement] {
        outline(radii: self.inset(by: inset), inset: inset)
    }

    /// The outline drawn in a box of a known size.
    package func outline(width: Double, height: Double, inset: Double = 0) -> [PathElement] {
        anchoredOutline(inset: inset).map { $0.resolved(width: width, height: height) }
    }

    private func outline(radii: RoundedCorners, inset: Double) -> [AnchoredElement] {
        let table = isContinuous ? Self.continuousCorner : Self.circularCorner
        // Each corner: its point (fractions of the bounds, moved in by the inset), the direction
        // from it along the edge the outline arrives on, and along the edge it leaves on.
        let corners: [(fx: Double, fy: Double, ux: Double, uy: Double, vx: Double, vy: Double, r: Double)] = [
            (1, 0, -1, 0, 0, 1, radii.topTrailing),
            (1, 1, 0, -1, -1, 0, radii.bottomTrailing),
            (0, 1, 1, 0, 0, -1, radii.bottomLeading),
            (0, 0, 0, 1, 1, 0, radii.topLeading),
        ]
        func point(_ c: (fx: Double, fy: Double, ux: Double, uy: Double, vx: Double, vy: Double, r: Double), _ a: Double, _ b: Double) -> AnchoredPoint {
            AnchoredPoint(
                fx: c.fx, x: c.fx == 0 ? inset : -inset, ax: a * c.ux + b * c.vx,
                fy: c.fy, y: c.fy == 0 ? inset : -inset, ay: a * c.uy + b * c.vy,
                radius: c.r, inset: inset, reach: reach)
        }
        let last = corners[3]
        var elements: [AnchoredElement] = [.move(last.r > 0 ? point(last, table[table.count - 1].a, table[table.count - 1].b) : point(last, 0, 0))]
        for corner in corners {
            guard corner.r > 0 else {
                elements.append(.line(point(corner, 0, 0)))
                continue
            }
            elements.append(.line(point(corner, table[0].a, table[0].b)))
            var index = 1
            while index + 2 < table.count {
                elements.append(.curve(
                    point(corner, table[index].a, table[index].b), point(corner, table[index + 1].a, table[index + 1].b),
                    point(corner, table[index + 2].a, table[index + 2].b)))
                index += 3
            }
        }
        elements.append(.close)
        return elements
    }
}

/// A point of a rounded outline that moves with its bounds: `fx` of the width plus `x` points
/// plus `ax` corner radii across, `fy` of the height plus `y` points plus `ay` radii down. The
/// radius is limited so that a corner reaches at most half the shorter side (less the inset),
/// as SwiftUI shrinks corners that would overlap.
package struct AnchoredPoint: Hashable, Sendable {
    package var fx: Double, x: Double, ax: Double
    package var fy: Double, y: Double, ay: Double
    package var radius: Double
    package var inset: Double
    /// How many radii a corner reaches along its edges (1 circular, about 1.53 continuous).
    package var reach: Double

    package init(fx: Double, x: Double, ax: Double, fy: Double, y: Double, ay: Double, radius: Double, inset: Double, reach: Double) {
        (self.fx, self.x, self.ax, self.fy, self.y, self.ay) = (fx, x, ax, fy, y, ay)
        (self.radius, self.inset, self.reach) = (radius, inset, reach)
    }

    /// The point in a box of a known size.
    package func resolved(width: Double, height: Double) -> (x: Double, y: Double) {
        let r = min(radius, max(0, min(width, height) / 2 - inset) / reach)
        return (fx * width + x + ax * r, fy * height + y + ay * r)
    }
}

/// One command of an outline whose points move with its bounds.
package enum AnchoredElement: Hashable, Sendable {
    case move(AnchoredPoint)
    case line(AnchoredPoint)
    case curve(AnchoredPoint, AnchoredPoint, AnchoredPoint)
    case close

    /// The command in a box of a known size.
    package func resolved(width: Double, height: Double) -> PathElement {
        func xy(_ p: AnchoredPoint) -> (Double, Double) { p.resolved(width: width, height: height) }
        switch self {
        case .move(let p): let (x, y) = xy(p); return .move(x: x, y: y)
        case .line(let p): let (x, y) = xy(p); return .line(x: x, y: y)
        case .curve(let c1, let c2, let p):
            let (c1x, c1y) = xy(c1), (c2x, c2y) = xy(c2), (x, y) = xy(p)
            return .curve(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y)
        case .close: return .close
        }
    }
}
