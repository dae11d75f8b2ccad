/// A point in the chart's drawing space: SVG user units, y pointing down.
package struct ChartPoint: Hashable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
