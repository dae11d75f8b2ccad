/// A point in the chart's drawing space: SVG user units, y pointing down.
public struct ChartPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
