/// SVG path data (the `d` attribute), built command by command.
///
/// Numbers are rounded to 2 decimals with trailing zeros and "-0" dropped; a comma separates
/// numbers only where the next one does not start with "-" ("M10-5L3,4"). Coordinates must be
/// finite: callers split lines at missing values (NaN) before building paths.
package struct PathData: Sendable {
    /// The data as UTF-8, appended to number by number (no string per number).
    package private(set) var bytes: [UInt8] = []
    /// Where the pen is, unrounded, so arcs can tell whether they start there.
    private(set) var currentPoint: ChartPoint?
    private var subpathStart: ChartPoint?

    package init() {}

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package var isEmpty: Bool { bytes.isEmpty }

    /// Starts a new subpath at `point`.
    package mutating func move(to point: ChartPoint) {
        command("M")
        number(point.x, first: true)
        number(point.y)
        subpathStart = point
        currentPoint = point
    }

    /// A straight line to `point`.
    package mutating func line(to point: ChartPoint) {
        command("L")
        number(point.x, first: true)
        number(point.y)
        currentPoint = point
    }

    /// A horizontal line to `x` (`H`), shorter to write than a line where y stays.
    package mutating func horizontalLine(toX x: Double) {
        command("H")
        number(x, first: true)
        currentPoint = ChartPoint(x: x, y: currentPoint?.y ?? 0)
    }

    /// A vertical line to `y` (`V`).
    package mutating func verticalLine(toY y: Double) {
        command("V")
        number(y, first: true)
        currentPoint = ChartPoint(x: currentPoint?.x ?? 0, y: y)
    }

    /// A cubic Bézier curve to `point` with control points `c1` and `c2`.
    package mutating func cubic(_ c1: ChartPoint, _ c2: ChartPoint, to point: ChartPoint) {
        command("C")
        number(c1.x, first: true)
        number(c1.y)
        number(c2.x)
        number(c2.y)
        number(point.x)
        number(point.y)
        currentPoint = point
    }

    /// A quadratic Bézier curve to `point` with control point `c`.
    package mutating func quadratic(_ c: ChartPoint, to point: ChartPoint) {
        command("Q")
        number(c.x, first: true)
        number(c.y)
        number(point.x)
        number(point.y)
        currentPoint = point
    }

    /// An elliptical arc (no rotation) to `point`; `sweep` true draws it clockwise on screen.
    package mutating func arc(radius rx: Double, ry: Double, largeArc: Bool, sweep: Bool, to point: ChartPoint) {
        command("A")
        number(rx, first: true)
        number(ry)
        number(0)
        number(largeArc ? 1 : 0)
        number(sweep ? 1 : 0)
        number(point.x)
        number(point.y)
        currentPoint = point
    }

    /// Closes the current subpath with a line back to its start.
    package mutating func close() {
        command("Z")
        currentPoint = subpathStart
    }

    /// Writes a command letter; its numbers follow with `number(_:)`.
    private mutating func command(_ letter: Unicode.Scalar) {
        bytes.append(UInt8(ascii: letter))
    }

    /// Writes the command's next number, after a comma unless it is the first or starts with "-".
    private mutating func number(_ value: Double, first: Bool = false) {
        precondition(value.isFinite && abs(value) < 1e15, "path coordinate \(value) is not a finite drawing coordinate")
        let hundredths = SVGNumber.hundredths(value)
        if !first && hundredths >= 0 { bytes.append(UInt8(ascii: ",")) }
        SVGNumber.write(hundredths: hundredths, into: &bytes)
    }

    /// `value` as SVG writes it (`SVGNumber`), for finite drawing coordinates only.
    static func format(_ value: Double) -> String {
        precondition(value.isFinite && abs(value) < 1e15, "path coordinate \(value) is not a finite drawing coordinate")
        return SVGNumber.string(value)
    }
}
