import KilnTree

/// The part of an outline between two fractions of its length, for filling: SwiftUI fills a
/// trimmed shape's kept part closed by a straight line (a quarter of a circle is a segment, not
/// a pie slice). SVG trims only strokes (by dashes), so the fill's outline is cut here, in the
/// outline's own units, as `pathLength` trims the stroke.
enum PathTrimming {
    /// A piece of the outline as a cubic from `p0` (lines and quadratics raised to cubics).
    private struct Cubic {
        var p0: (Double, Double), c1: (Double, Double), c2: (Double, Double), p3: (Double, Double)
        /// Starts a subpath (after a move).
        var startsSubpath: Bool

        func at(_ t: Double) -> (Double, Double) {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return (a * p0.0 + b * c1.0 + c * c2.0 + d * p3.0, a * p0.1 + b * c1.1 + c * c2.1 + d * p3.1)
        }

        /// Chord lengths at `steps` even parameter steps: the running length at each step.
        func lengths(steps: Int) -> [Double] {
            var result = [0.0], last = p0
            for i in 1...steps {
                let p = at(Double(i) / Double(steps))
                result.append(result[result.count - 1] + ((p.0 - last.0) * (p.0 - last.0) + (p.1 - last.1) * (p.1 - last.1)).squareRoot())
                last = p
            }
            return result
        }

        /// The curve between parameters `t0` and `t1` (de Casteljau, twice).
        func part(_ t0: Double, _ t1: Double) -> Cubic {
            func lerp(_ a: (Double, Double), _ b: (Double, Double), _ t: Double) -> (Double, Double) { (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t) }
            func head(_ c: Cubic, _ t: Double) -> Cubic {
                let ab = lerp(c.p0, c.c1, t), bc = lerp(c.c1, c.c2, t), cd = lerp(c.c2, c.p3, t)
                let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
                return Cubic(p0: c.p0, c1: ab, c2: abc, p3: lerp(abc, bcd, t), startsSubpath: false)
            }
            func tail(_ c: Cubic, _ t: Double) -> Cubic {
                let ab = lerp(c.p0, c.c1, t), bc = lerp(c.c1, c.c2, t), cd = lerp(c.c2, c.p3, t)
                let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
                return Cubic(p0: lerp(abc, bcd, t), c1: bcd, c2: cd, p3: c.p3, startsSubpath: false)
            }
            let first = head(self, t1)
            return t1 > 0 ? tail(first, t0 / t1) : first
        }
    }

    private static let steps = 64

    static func trimmed(_ elements: [PathElement], from: Double, to: Double) -> [PathElement] {
        let cubics = self.cubics(elements)
        let tables = cubics.map { $0.lengths(steps: steps) }
        let total = tables.reduce(0) { $0 + $1[steps] }
        guard total > 0, to > from else { return [] }
        let start = from * total, end = to * total
        var result: [PathElement] = []
        var offset = 0.0
        var previous: Int?
        for (index, (cubic, table)) in zip(cubics, tables).enumerated() {
            let length = table[steps]
            defer { offset += length }
            let lower = max(start, offset), upper = min(end, offset + length)
            guard upper > lower else { continue }
            let piece = cubic.part(parameter(lower - offset, in: table), parameter(upper - offset, in: table))
            // Each subpath kept is filled closed by a straight line.
            if previous != index - 1 || cubic.startsSubpath {
                if !result.isEmpty { result.append(.close) }
                result.append(.move(x: piece.p0.0, y: piece.p0.1))
            }
            previous = index
            result.append(.curve(c1x: piece.c1.0, c1y: piece.c1.1, c2x: piece.c2.0, c2y: piece.c2.1, x: piece.p3.0, y: piece.p3.1))
        }
        if !result.isEmpty { result.append(.close) }
        return result
    }

    /// The parameter at which the running length reaches `length`, between table steps by proportion.
    private static func parameter(_ length: Double, in table: [Double]) -> Double {
        guard length > 0 else { return 0 }
        guard length < table[steps] else { return 1 }
        var i = 1
        while i < steps, table[i] < length { i += 1 }
        let span = table[i] - table[i - 1]
        let within = span > 0 ? (length - table[i - 1]) / span : 0
        return (Double(i - 1) + within) / Double(steps)
    }

    private static func cubics(_ elements: [PathElement]) -> [Cubic] {
        var result: [Cubic] = []
        var current = (0.0, 0.0), subpathStart = (0.0, 0.0), startsNext = true
        func line(to p: (Double, Double)) {
            result.append(Cubic(
                p0: current, c1: (current.0 + (p.0 - current.0) / 3, current.1 + (p.1 - current.1) / 3),
                c2: (current.0 + 2 * (p.0 - current.0) / 3, current.1 + 2 * (p.1 - current.1) / 3), p3: p, startsSubpath: startsNext))
            startsNext = false
            current = p
        }
        for element in elements {
            switch element {
            case .move(let x, let y):
                current = (x, y)
                subpathStart = current
                startsNext = true
            case .line(let x, let y): line(to: (x, y))
            case .quadCurve(let cx, let cy, let x, let y):
                let c1 = (current.0 + 2 * (cx - current.0) / 3, current.1 + 2 * (cy - current.1) / 3)
                let c2 = (x + 2 * (cx - x) / 3, y + 2 * (cy - y) / 3)
                result.append(Cubic(p0: current, c1: c1, c2: c2, p3: (x, y), startsSubpath: startsNext))
                startsNext = false
                current = (x, y)
            case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
                result.append(Cubic(p0: current, c1: (c1x, c1y), c2: (c2x, c2y), p3: (x, y), startsSubpath: startsNext))
                startsNext = false
                current = (x, y)
            case .close:
                if current != subpathStart { line(to: subpathStart) }
                current = subpathStart
                startsNext = true
            }
        }
        return result
    }
}
