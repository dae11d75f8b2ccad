/// Steps between points (d3's step curves): horizontal runs joined by vertical steps.
enum StepCurve {
    /// `stepAt` is where the vertical step falls between two points: 0 at the first (d3's
    /// stepBefore), 0.5 halfway (d3's step), 1 at the second (d3's stepAfter).
    static func append(_ points: [ChartPoint], stepAt t: Double, into path: inout PathData) {
        var previous = points[0]
        for point in points.dropFirst() {
            if t <= 0 {
                path.line(to: ChartPoint(x: previous.x, y: point.y))
                path.line(to: point)
            } else {
                // With a step between points this stops short of `point`; the next horizontal
                // run passes through it.
                let stepX = previous.x * (1 - t) + point.x * t
                path.line(to: ChartPoint(x: stepX, y: previous.y))
                path.line(to: ChartPoint(x: stepX, y: point.y))
            }
            previous = point
        }
        if t > 0 && t < 1 { path.line(to: previous) }
    }
}
