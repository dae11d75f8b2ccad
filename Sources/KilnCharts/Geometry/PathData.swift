/// SVG path data (the `d` attribute), built command by command.
///
/// Numbers are rounded to 2 decimals with trailing zeros and "-0" dropped; a comma separates
/// numbers only where the next one does not start with "-" ("M10-5L3,4"). Coordinates must be
/// finite: callers split lines at missing values (NaN) before building paths.
package struct PathData: Sendable {
    package private(set) var text = ""
    /// Where the pen is, unrounded, so arcs can tell whether they start there.
    private(set) var currentPoint: ChartPoint?
    private var subpathStart: ChartPoint?

    package init() {}

    package var isEmpty: Bool { text.isEmpty }

    /// Starts a new subpath at `point`.
    package mutating func move(to point: ChartPoint) {
        command("M", point.x, point.y)
        subpathStart = point
        currentPoint = point
    }

    /// A straight line to `point`.
    package mutating func line(to point: ChartPoint) {
        command("L", point.x, point.y)
        currentPoint = point
    }

    /// A horizontal line to `x` (`H`), shorter to write than a line where y stays.
    package mutating func horizontalLine(toX x: Double) {
        command("H", x)
        currentPoint = ChartPoint(x: x, y: currentPoint?.y ?? 0)
    }

    /// A vertical line to `y` (`V`).
    package mutating func verticalLine(toY y: Double) {
        command("V", y)
        currentPoint = ChartPoint(x: currentPoint?.x ?? 0, y: y)
    }

    /// A cubic Bézier curve to `point` with control points `c1` and `c2`.
    package mutating func cubic(_ c1: ChartPoint, _ c2: ChartPoint, to point: ChartPoint) {
        command("C", c1.x, c1.y, c2.x, c2.y, point.x, point.y)
        currentPoint = point
    }

    /// An elliptical arc (no rotation) to `point`; `sweep` true draws it clockwise on screen.
    package mutating func arc(radius rx: Double, ry: Double, largeArc: Bool, sweep: Bool, to point: ChartPoint) {
        command("A", rx, ry, 0, largeArc ? 1 : 0, sweep ? 1 : 0, point.x, point.y)
        currentPoint = point
    }

    /// Closes the current subpath with a line back to its start.
    package mutating func close() {
        text += "Z"
        currentPoint = subpathStart
    }

    private mutating func command(_ letter: Character, _ numbers: Double...) {
        text.append(letter)
        for (index, number) in numbers.enumerated() {
            let formatted = Self.format(number)
            if index > 0 && !formatted.hasPrefix("-") { text += "," }
            text += formatted
        }
    }

    /// `value` as SVG writes it (`SVGNumber`), for finite drawing coordinates only.
    static func format(_ value: Double) -> String {
        precondition(value.isFinite && abs(value) < 1e15, "path coordinate \(value) is not a finite drawing coordinate")
        return SVGNumber.string(value)
    }
}
