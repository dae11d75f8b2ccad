/// SVG path data (the `d` attribute), built command by command.
///
/// Numbers are rounded to 2 decimals with trailing zeros and "-0" dropped; a comma separates
/// numbers only where the next one does not start with "-" ("M10-5L3,4"). Coordinates must be
/// finite: callers split lines at missing values (NaN) before building paths.
public struct PathData: Sendable {
    public private(set) var text = ""
    /// Where the pen is, unrounded, so arcs can tell whether they start there.
    private(set) var currentPoint: ChartPoint?
    private var subpathStart: ChartPoint?

    public init() {}

    public var isEmpty: Bool { text.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: ChartPoint) {
        command("M", point.x, point.y)
        subpathStart = point
        currentPoint = point
    }

    /// A straight line to `point`.
    public mutating func line(to point: ChartPoint) {
        command("L", point.x, point.y)
        currentPoint = point
    }

    /// A cubic Bézier curve to `point` with control points `c1` and `c2`.
    public mutating func cubic(_ c1: ChartPoint, _ c2: ChartPoint, to point: ChartPoint) {
        command("C", c1.x, c1.y, c2.x, c2.y, point.x, point.y)
        currentPoint = point
    }

    /// An elliptical arc (no rotation) to `point`; `sweep` true draws it clockwise on screen.
    public mutating func arc(radius rx: Double, ry: Double, largeArc: Bool, sweep: Bool, to point: ChartPoint) {
        command("A", rx, ry, 0, largeArc ? 1 : 0, sweep ? 1 : 0, point.x, point.y)
        currentPoint = point
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func close() {
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

    /// `value` to 2 decimals without trailing zeros: 1.5, -0.25, 3 (never "3.00" or "-0").
    static func format(_ value: Double) -> String {
        precondition(value.isFinite && abs(value) < 1e15, "path coordinate \(value) is not a finite drawing coordinate")
        let hundredths = Int64((value * 100).rounded())
        let magnitude = hundredths.magnitude
        var result = hundredths < 0 ? "-" : ""
        result += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            result += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return result
    }
}
