import Foundation

extension PathData {
    /// A circular arc around `center` from angle `a0` to `a1` (radians, 0 at 3 o'clock, growing
    /// clockwise on screen), as d3-path's `arc`: a line to the arc's start unless the pen is
    /// there, two half-circle arcs for a full turn (one SVG arc cannot end where it starts).
    mutating func circularArc(
        center: ChartPoint, radius: Double, from a0: Double, to a1: Double, counterclockwise: Bool
    ) {
        let dx = radius * cos(a0), dy = radius * sin(a0)
        let start = ChartPoint(x: center.x + dx, y: center.y + dy)
        if let current = currentPoint {
            if abs(current.x - start.x) > Self.arcEpsilon || abs(current.y - start.y) > Self.arcEpsilon {
                line(to: start)
            }
        } else {
            move(to: start)
        }
        guard radius != 0 else { return }
        var turn = counterclockwise ? a0 - a1 : a1 - a0
        if turn < 0 { turn = turn.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
        if turn > 2 * .pi - Self.arcEpsilon {
            let opposite = ChartPoint(x: center.x - dx, y: center.y - dy)
            arc(radius: radius, ry: radius, largeArc: true, sweep: !counterclockwise, to: opposite)
            arc(radius: radius, ry: radius, largeArc: true, sweep: !counterclockwise, to: start)
        } else if turn > Self.arcEpsilon {
            let end = ChartPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            arc(radius: radius, ry: radius, largeArc: turn >= .pi, sweep: !counterclockwise, to: end)
        }
    }

    /// d3-path's tolerance for coincident points and empty arcs.
    private static let arcEpsilon = 1e-6
}
