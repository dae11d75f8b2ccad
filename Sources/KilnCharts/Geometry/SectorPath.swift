import Foundation

/// Pie and donut slices, drawn as d3-shape's `arc` draws them (its published geometry: padding
/// that keeps a donut slice's edges parallel, corner circles tangent to edge and ring).
package enum SectorPath {
    private static let epsilon = 1e-12

    /// Appends an annular sector centred at `center`: angles in radians, 0 at 12 o'clock, clockwise (as d3-shape's arc),
    /// `padAngle` the angular inset split between both sides (d3 padAngle semantics, keeping parallel edges where d3 does),
    /// `cornerRadius` rounding its corners (clamped as d3 does).
    ///
    /// A turn of 2π or more draws the whole disc or ring (two arcs per circle); an inner radius
    /// of 0 gives a pie wedge. The pad radius is d3's default, √(inner² + outer²).
    package static func sector(
        center: ChartPoint, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double,
        padAngle: Double, cornerRadius: Double, into path: inout PathData
    ) {
        let r0 = min(innerRadius, outerRadius), r1 = max(innerRadius, outerRadius)
        // Trigonometry measures from 3 o'clock; the chart's angles start at 12.
        let a0 = startAngle - .pi / 2, a1 = endAngle - .pi / 2
        let clockwise = a1 > a0
        if !(r1 > epsilon) {
            path.move(to: center)
        } else if abs(a1 - a0) > 2 * .pi - epsilon {
            path.move(to: point(center, r1, a0))
            path.circularArc(center: center, radius: r1, from: a0, to: a1, counterclockwise: !clockwise)
            if r0 > epsilon {
                path.move(to: point(center, r0, a1))
                path.circularArc(center: center, radius: r0, from: a1, to: a0, counterclockwise: clockwise)
            }
        } else {
            let slice = Slice(
                innerRadius: r0, outerRadius: r1, startAngle: a0, endAngle: a1, padAngle: padAngle,
                cornerRadius: cornerRadius)
            slice.draw(around: center, into: &path)
        }
        path.close()
    }

    static func point(_ center: ChartPoint, _ radius: Double, _ angle: Double) -> ChartPoint {
        ChartPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// A slice of less than a full turn, with its padded angles and clamped corner radii.
    /// Coordinates are relative to the centre until drawn.
    private struct Slice {
        let r0: Double, r1: Double
        let clockwise: Bool
        /// The full corner radius asked for, and what fits at the inner and outer ring.
        let corner: Double, innerCorner: Double, outerCorner: Double
        /// Outer ring from `outerStart` to `outerEnd`, inner ring from `innerStart` to `innerEnd`
        /// (both in the slice's direction), and the turns they span after padding.
        let outerStart: Double, outerEnd: Double, innerStart: Double, innerEnd: Double
        let outerTurn: Double, innerTurn: Double

        init(
            innerRadius r0: Double, outerRadius r1: Double, startAngle a0: Double, endAngle a1: Double,
            padAngle: Double, cornerRadius: Double
        ) {
            self.r0 = r0
            self.r1 = r1
            clockwise = a1 > a0
            let turn = abs(a1 - a0)
            var outerStart = a0, outerEnd = a1, innerStart = a0, innerEnd = a1
            var outerTurn = turn, innerTurn = turn
            let halfPad = padAngle / 2
            let padRadius = halfPad > epsilon ? (r0 * r0 + r1 * r1).squareRoot() : 0
            if padRadius > epsilon {
                // The same straight inset (padRadius · sin(halfPad)) at both radii keeps the
                // edges parallel; a ring too short for it collapses to its mid-angle.
                let direction: Double = clockwise ? 1 : -1
                let innerInset = clampedAsin(padRadius / r0 * sin(halfPad))
                let outerInset = clampedAsin(padRadius / r1 * sin(halfPad))
                innerTurn -= innerInset * 2
                if innerTurn > epsilon {
                    innerStart += innerInset * direction
                    innerEnd -= innerInset * direction
                } else {
                    innerTurn = 0
                    (innerStart, innerEnd) = ((a0 + a1) / 2, (a0 + a1) / 2)
                }
                outerTurn -= outerInset * 2
                if outerTurn > epsilon {
                    outerStart += outerInset * direction
                    outerEnd -= outerInset * direction
                } else {
                    outerTurn = 0
                    (outerStart, outerEnd) = ((a0 + a1) / 2, (a0 + a1) / 2)
                }
            }
            (self.outerStart, self.outerEnd, self.innerStart, self.innerEnd) = (outerStart, outerEnd, innerStart, innerEnd)
            (self.outerTurn, self.innerTurn) = (outerTurn, innerTurn)

            let corner = min(abs(r1 - r0) / 2, cornerRadius)
            var innerCorner = corner, outerCorner = corner
            // In a slice under a half turn the corner circles must also fit the angle between
            // its edges, measured where the edges (extended) meet.
            if corner > epsilon && turn < .pi {
                let outerFirst = SectorPath.point(.zero, r1, outerStart), outerLast = SectorPath.point(.zero, r1, outerEnd)
                let innerFirst = SectorPath.point(.zero, r0, innerStart), innerLast = SectorPath.point(.zero, r0, innerEnd)
                if let apex = intersection(outerFirst, innerFirst, outerLast, innerLast) {
                    let ax = outerFirst.x - apex.x, ay = outerFirst.y - apex.y
                    let bx = outerLast.x - apex.x, by = outerLast.y - apex.y
                    let cosine = (ax * bx + ay * by) / ((ax * ax + ay * ay).squareRoot() * (bx * bx + by * by).squareRoot())
                    let k = 1 / sin(clampedAcos(cosine) / 2)
                    let apexDistance = (apex.x * apex.x + apex.y * apex.y).squareRoot()
                    innerCorner = min(corner, (r0 - apexDistance) / (k - 1))
                    outerCorner = min(corner, (r1 - apexDistance) / (k + 1))
                } else {
                    innerCorner = 0
                    outerCorner = 0
                }
            }
            self.corner = corner
            self.innerCorner = innerCorner
            self.outerCorner = outerCorner
        }

        func draw(around center: ChartPoint, into path: inout PathData) {
            func absolute(_ point: ChartPoint) -> ChartPoint { ChartPoint(x: center.x + point.x, y: center.y + point.y) }
            let outerFirst = SectorPath.point(.zero, r1, outerStart), outerLast = SectorPath.point(.zero, r1, outerEnd)
            let innerFirst = SectorPath.point(.zero, r0, innerStart), innerLast = SectorPath.point(.zero, r0, innerEnd)

            // The outer ring, from the start edge to the end edge.
            if !(outerTurn > epsilon) {
                path.move(to: absolute(outerFirst))
            } else if outerCorner > epsilon {
                let first = CornerTangent(edgeFrom: innerFirst, to: outerFirst, ring: r1, corner: outerCorner, clockwise: clockwise)
                let last = CornerTangent(edgeFrom: outerLast, to: innerLast, ring: r1, corner: outerCorner, clockwise: clockwise)
                path.move(to: absolute(first.onEdge))
                drawCorners(first, last, radius: outerCorner, ring: r1, ringClockwise: clockwise, around: center, into: &path)
            } else {
                path.move(to: absolute(outerFirst))
                path.circularArc(center: center, radius: r1, from: outerStart, to: outerEnd, counterclockwise: !clockwise)
            }

            // The inner ring (or the centre), back from the end edge to the start edge.
            if !(r0 > epsilon) || !(innerTurn > epsilon) {
                path.line(to: absolute(innerLast))
            } else if innerCorner > epsilon {
                let first = CornerTangent(edgeFrom: innerLast, to: outerLast, ring: r0, corner: -innerCorner, clockwise: clockwise)
                let last = CornerTangent(edgeFrom: outerFirst, to: innerFirst, ring: r0, corner: -innerCorner, clockwise: clockwise)
                path.line(to: absolute(first.onEdge))
                drawCorners(first, last, radius: innerCorner, ring: r0, ringClockwise: !clockwise, around: center, into: &path)
            } else {
                path.circularArc(center: center, radius: r0, from: innerEnd, to: innerStart, counterclockwise: clockwise)
            }
        }

        /// Both corners of one ring and the ring between them; when the corners had to shrink
        /// to fit, they meet, and one arc joins the two edges.
        private func drawCorners(
            _ first: CornerTangent, _ last: CornerTangent, radius: Double, ring: Double, ringClockwise: Bool,
            around center: ChartPoint, into path: inout PathData
        ) {
            let firstCentre = ChartPoint(x: center.x + first.centre.x, y: center.y + first.centre.y)
            let lastCentre = ChartPoint(x: center.x + last.centre.x, y: center.y + last.centre.y)
            if radius < corner {
                path.circularArc(
                    center: firstCentre, radius: radius, from: first.edgeAngle, to: last.edgeAngle,
                    counterclockwise: !clockwise)
                return
            }
            path.circularArc(
                center: firstCentre, radius: radius, from: first.edgeAngle, to: first.ringAngle,
                counterclockwise: !clockwise)
            path.circularArc(
                center: center, radius: ring, from: first.ringPointAngle, to: last.ringPointAngle,
                counterclockwise: !ringClockwise)
            path.circularArc(
                center: lastCentre, radius: radius, from: last.ringAngle, to: last.edgeAngle,
                counterclockwise: !clockwise)
        }
    }

    /// Where a corner circle of radius |corner| touches a slice's straight edge (the line from
    /// `start` to `end`, whose direction says which side is inside) and the ring of radius `ring`.
    /// A negative corner rounds the inner ring, whose corner circles lie outside it.
    private struct CornerTangent {
        /// The corner circle's centre, relative to the slice's centre.
        let centre: ChartPoint
        /// From the corner circle's centre to where it touches the edge, and to where it touches the ring.
        let toEdge: ChartPoint, toRing: ChartPoint

        init(edgeFrom start: ChartPoint, to end: ChartPoint, ring: Double, corner: Double, clockwise: Bool) {
            // Offset the edge by the corner radius into the slice, then intersect it with the
            // circle of radius ring − corner: the circle of possible centres.
            let ex = start.x - end.x, ey = start.y - end.y
            let scale = (clockwise ? corner : -corner) / (ex * ex + ey * ey).squareRoot()
            let offsetX = scale * ey, offsetY = -scale * ex
            let x11 = start.x + offsetX, y11 = start.y + offsetY
            let x10 = end.x + offsetX, y10 = end.y + offsetY
            let midX = (x11 + x10) / 2, midY = (y11 + y10) / 2
            let dx = x10 - x11, dy = y10 - y11
            let lengthSquared = dx * dx + dy * dy
            let centreRadius = ring - corner
            let cross = x11 * y10 - x10 * y11
            let root = (dy < 0 ? -1 : 1) * max(0, centreRadius * centreRadius * lengthSquared - cross * cross).squareRoot()
            var centre = ChartPoint(x: (cross * dy - dx * root) / lengthSquared, y: (-cross * dx - dy * root) / lengthSquared)
            let other = ChartPoint(x: (cross * dy + dx * root) / lengthSquared, y: (-cross * dx + dy * root) / lengthSquared)
            // Of the two intersections, the one nearer the offset edge's middle.
            let distance = (centre.x - midX) * (centre.x - midX) + (centre.y - midY) * (centre.y - midY)
            let otherDistance = (other.x - midX) * (other.x - midX) + (other.y - midY) * (other.y - midY)
            if distance > otherDistance { centre = other }
            self.centre = centre
            toEdge = ChartPoint(x: -offsetX, y: -offsetY)
            toRing = ChartPoint(x: centre.x * (ring / centreRadius - 1), y: centre.y * (ring / centreRadius - 1))
        }

        var onEdge: ChartPoint { ChartPoint(x: centre.x + toEdge.x, y: centre.y + toEdge.y) }
        /// Angles around the corner circle's centre of its two tangent points.
        var edgeAngle: Double { atan2(toEdge.y, toEdge.x) }
        var ringAngle: Double { atan2(toRing.y, toRing.x) }
        /// The angle around the slice's centre of the point where the corner touches the ring.
        var ringPointAngle: Double { atan2(centre.y + toRing.y, centre.x + toRing.x) }
    }

    /// Where the line through `a` and `b` meets the line through `c` and `d`; nil when they are
    /// (nearly) parallel.
    private static func intersection(_ a: ChartPoint, _ b: ChartPoint, _ c: ChartPoint, _ d: ChartPoint) -> ChartPoint? {
        let abx = b.x - a.x, aby = b.y - a.y, cdx = d.x - c.x, cdy = d.y - c.y
        let denominator = cdy * abx - cdx * aby
        if denominator * denominator < epsilon { return nil }
        let t = (cdx * (a.y - c.y) - cdy * (a.x - c.x)) / denominator
        return ChartPoint(x: a.x + t * abx, y: a.y + t * aby)
    }

    private static func clampedAsin(_ x: Double) -> Double { x >= 1 ? .pi / 2 : x <= -1 ? -.pi / 2 : asin(x) }
    private static func clampedAcos(_ x: Double) -> Double { x > 1 ? 0 : x < -1 ? .pi : acos(x) }
}

extension ChartPoint {
    static let zero = ChartPoint(x: 0, y: 0)
}
