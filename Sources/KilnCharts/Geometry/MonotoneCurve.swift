/// A cubic through the points that is monotone in x between them (d3's monotoneX): Steffen,
/// "A simple method for monotonic interpolation in one dimension", A&A 239 (1990), with each
/// Hermite segment drawn as the Bézier curve p0, p0 + m0/3, p1 − m1/3, p1.
enum MonotoneCurve {
    static func append(_ input: [ChartPoint], into path: inout PathData) {
        // A repeated point would make a zero-length segment with no slope.
        var points = [input[0]]
        for point in input.dropFirst() where point != points[points.count - 1] { points.append(point) }
        guard points.count > 2 else {
            if points.count == 2 { path.line(to: points[1]) }
            return
        }
        let last = points.count - 1
        var tangents = [Double](repeating: 0, count: points.count)
        for index in 1..<last {
            tangents[index] = interiorSlope(points[index - 1], points[index], points[index + 1])
        }
        tangents[0] = endSlope(points[0], points[1], neighbour: tangents[1])
        tangents[last] = endSlope(points[last - 1], points[last], neighbour: tangents[last - 1])
        for index in 0..<last {
            let p0 = points[index], p1 = points[index + 1]
            let third = (p1.x - p0.x) / 3
            path.cubic(
                ChartPoint(x: p0.x + third, y: p0.y + third * tangents[index]),
                ChartPoint(x: p1.x - third, y: p1.y - third * tangents[index + 1]),
                to: p1)
        }
    }

    /// Steffen's slope at `p1`: the smaller of the neighbouring secants and half the parabola's
    /// slope, and zero where the data turns (secants of opposite sign).
    private static func interiorSlope(_ p0: ChartPoint, _ p1: ChartPoint, _ p2: ChartPoint) -> Double {
        let h0 = p1.x - p0.x, h1 = p2.x - p1.x
        // Where x does not advance the secant is infinite, signed as the other interval runs.
        let s0 = (p1.y - p0.y) / (h0 != 0 ? h0 : (h1 < 0 ? -0.0 : 0.0))
        let s1 = (p2.y - p1.y) / (h1 != 0 ? h1 : (h0 < 0 ? -0.0 : 0.0))
        let parabola = (s0 * h1 + s1 * h0) / (h0 + h1)
        let candidates = [abs(s0), abs(s1), 0.5 * abs(parabola)]
        let smallest = candidates.contains(where: \.isNaN) ? .nan : candidates.min()!
        let slope = (sign(s0) + sign(s1)) * smallest
        return slope.isNaN ? 0 : slope
    }

    /// The slope at an end: the one-sided estimate from the end segment and the slope next to it.
    private static func endSlope(_ p0: ChartPoint, _ p1: ChartPoint, neighbour: Double) -> Double {
        let h = p1.x - p0.x
        return h != 0 ? (3 * (p1.y - p0.y) / h - neighbour) / 2 : neighbour
    }

    private static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }
}
