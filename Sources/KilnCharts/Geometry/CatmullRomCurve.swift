import Foundation

/// A Catmull–Rom spline parameterized by chord length to the power `alpha` (d3's
/// curveCatmullRom.alpha): Yuksel, Schaefer and Keyser, "Parameterization and applications of
/// Catmull–Rom curves", CAD 43 (2011), as Bézier segments. 0.5 (centripetal) avoids cusps and loops.
enum CatmullRomCurve {
    private static let epsilon = 1e-12

    static func append(_ points: [ChartPoint], alpha: Double, into path: inout PathData) {
        guard points.count > 2 else {
            path.line(to: points[1])
            return
        }
        let last = points.count - 1
        // Each segment's chord length to the power 2α, and its square root: the length to the power α.
        let powered = (0..<last).map { index in
            let dx = points[index + 1].x - points[index].x, dy = points[index + 1].y - points[index].y
            return pow(dx * dx + dy * dy, alpha)
        }
        let lengths = powered.map { $0.squareRoot() }
        for index in 0..<last {
            let p1 = points[index], p2 = points[index + 1]
            let l12 = lengths[index], l12Squared = powered[index]
            var c1 = p1, c2 = p2
            if index > 0, lengths[index - 1] > epsilon {
                let p0 = points[index - 1], l01 = lengths[index - 1], l01Squared = powered[index - 1]
                let a = 2 * l01Squared + 3 * l01 * l12 + l12Squared
                let n = 3 * l01 * (l01 + l12)
                c1 = ChartPoint(
                    x: (p1.x * a - p0.x * l12Squared + p2.x * l01Squared) / n,
                    y: (p1.y * a - p0.y * l12Squared + p2.y * l01Squared) / n)
            }
            if index + 1 < last, lengths[index + 1] > epsilon {
                let p3 = points[index + 2], l23 = lengths[index + 1], l23Squared = powered[index + 1]
                let b = 2 * l23Squared + 3 * l23 * l12 + l12Squared
                let m = 3 * l23 * (l23 + l12)
                c2 = ChartPoint(
                    x: (p2.x * b + p1.x * l23Squared - p3.x * l12Squared) / m,
                    y: (p2.y * b + p1.y * l23Squared - p3.y * l12Squared) / m)
            }
            path.cubic(c1, c2, to: p2)
        }
    }
}
