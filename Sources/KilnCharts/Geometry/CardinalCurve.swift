/// A cardinal spline through the points (d3's curveCardinal): each tangent is parallel to the
/// chord between the neighbouring points, scaled by 1 − tension; the ends have no tangent.
enum CardinalCurve {
    static func append(_ points: [ChartPoint], tension: Double, into path: inout PathData) {
        guard points.count > 2 else {
            path.line(to: points[1])
            return
        }
        let k = (1 - tension) / 6
        let last = points.count - 1
        for index in 0..<last {
            let p1 = points[index], p2 = points[index + 1]
            var c1 = p1, c2 = p2
            if index > 0 {
                let p0 = points[index - 1]
                c1 = ChartPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y))
            }
            if index + 1 < last {
                let p3 = points[index + 2]
                c2 = ChartPoint(x: p2.x + k * (p1.x - p3.x), y: p2.y + k * (p1.y - p3.y))
            }
            path.cubic(c1, c2, to: p2)
        }
    }
}
