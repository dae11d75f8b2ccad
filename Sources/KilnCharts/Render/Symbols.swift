import Foundation
import KilnTree

/// Point symbols as paths centred on the origin, sized by area in square points (d3-shape's
/// formulas), so that every symbol looks equally heavy.
enum Symbols {
    /// Swift Charts' default symbol areas: a point mark's, and the smaller symbols on a line.
    static let pointArea = 50.0
    static let lineArea = 30.0

    static func path(_ symbol: ChartSymbol, area: Double) -> String {
        var path = PathData()
        switch symbol {
        case .circle:
            let r = (area / .pi).squareRoot()
            path.move(to: ChartPoint(x: r, y: 0))
            path.arc(radius: r, ry: r, largeArc: true, sweep: true, to: ChartPoint(x: -r, y: 0))
            path.arc(radius: r, ry: r, largeArc: true, sweep: true, to: ChartPoint(x: r, y: 0))
            path.close()
        case .square:
            let h = area.squareRoot() / 2
            polygon([(-h, -h), (h, -h), (h, h), (-h, h)], into: &path)
        case .triangle:
            let y = -(area / (3.squareRoot() * 3)).squareRoot()
            polygon([(0, y * 2), (-3.squareRoot() * y, -y), (3.squareRoot() * y, -y)], into: &path)
        case .diamond:
            let tan30 = (1.0 / 3).squareRoot()
            let y = (area / (tan30 * 2)).squareRoot(), x = y * tan30
            polygon([(0, -y), (x, 0), (0, y), (-x, 0)], into: &path)
        case .pentagon:
            let radius = (2 * area / (5 * sin(72 * Double.pi / 180))).squareRoot()
            polygon((0..<5).map { index in
                let angle = (-90 + 72 * Double(index)) * Double.pi / 180
                return (radius * cos(angle), radius * sin(angle))
            }, into: &path)
        case .plus, .cross:
            let r = (area / 5).squareRoot() / 2
            let plus: [(Double, Double)] = [
                (-3 * r, -r), (-r, -r), (-r, -3 * r), (r, -3 * r), (r, -r), (3 * r, -r),
                (3 * r, r), (r, r), (r, 3 * r), (-r, 3 * r), (-r, r), (-3 * r, r),
            ]
            let turn = symbol == .cross ? Double.pi / 4 : 0
            polygon(plus.map { ($0.0 * cos(turn) - $0.1 * sin(turn), $0.0 * sin(turn) + $0.1 * cos(turn)) }, into: &path)
        case .asterisk:
            // Three thin bars through the centre, filled so the symbol takes the mark's colour as the others do.
            let r = (area / 5).squareRoot() * 1.2, w = max(0.75, r / 5)
            for step in 0..<3 {
                let angle = Double(step) * Double.pi / 3
                let (c, s) = (cos(angle), sin(angle))
                polygon([(-r, -w), (r, -w), (r, w), (-r, w)].map { ($0.0 * c - $0.1 * s, $0.0 * s + $0.1 * c) }, into: &path)
            }
        }
        return path.text
    }

    private static func polygon(_ points: [(Double, Double)], into path: inout PathData) {
        guard let first = points.first else { return }
        path.move(to: ChartPoint(x: first.0, y: first.1))
        for point in points.dropFirst() { path.line(to: ChartPoint(x: point.0, y: point.1)) }
        path.close()
    }
}
