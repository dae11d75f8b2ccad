import Foundation
import KilnTree

/// How values map to positions along one axis: a fraction from the axis's start (the leading
/// edge for x, the bottom for y).
enum AxisScale {
    case continuous(ContinuousScale)
    case band(BandScale)

    var isBand: Bool {
        if case .band = self { return true }
        return false
    }

    /// The fraction of a datum's position, for a datum of the scale's kind; nil otherwise.
    func fraction(_ datum: ChartDatum) -> Double? {
        switch (self, datum) {
        case (.continuous(let scale), _):
            return scale.number(datum).map(scale.fraction)
        case (.band(let scale), .category(let name)):
            return scale.band(of: name).map { $0.start + $0.width / 2 }
        default:
            return nil
        }
    }
}

/// Numbers or dates on a continuous scale (linear, log, square root, power or symmetric log).
struct ContinuousScale {
    enum Transform: Equatable {
        case identity, log, power(Double), symmetricLog(Double)

        func apply(_ value: Double) -> Double {
            switch self {
            case .identity: return value
            case .log: return Foundation.log10(value)
            case .power(let exponent): return value < 0 ? -Foundation.pow(-value, exponent) : Foundation.pow(value, exponent)
            // Swift Charts' symlog: sign(x)·log(1 + |x·c|).
            case .symmetricLog(let slope): return (value < 0 ? -1 : 1) * Foundation.log1p(abs(value * slope))
            }
        }
    }

    var lower: Double
    var upper: Double
    var transform: Transform
    var isTime: Bool
    var reversed: Bool

    func fraction(_ value: Double) -> Double {
        let start = transform.apply(lower), end = transform.apply(upper)
        guard end != start else { return 0.5 }
        let fraction = (transform.apply(value) - start) / (end - start)
        return reversed ? 1 - fraction : fraction
    }

    /// The number a datum stands for on this scale: seconds since 1970 for dates.
    func number(_ datum: ChartDatum) -> Double? {
        switch datum {
        case .number(let value): return isTime ? nil : value
        case .date(let date): return isTime ? date.timeIntervalSince1970 : nil
        case .dateBin(let start, let end, _): return isTime ? (start.timeIntervalSince1970 + end.timeIntervalSince1970) / 2 : nil
        case .category: return nil
        }
    }
}

/// Categories in bands, as d3's band scale: `paddingInner` of a step between bands, `paddingOuter` at both ends.
struct BandScale {
    var categories: [String]
    private var indexes: [String: Int]
    var paddingInner: Double
    var paddingOuter: Double
    var reversed: Bool

    init(categories: [String], paddingInner: Double, paddingOuter: Double, reversed: Bool) {
        self.categories = categories
        self.paddingInner = paddingInner
        self.paddingOuter = paddingOuter
        self.reversed = reversed
        var indexes: [String: Int] = [:]
        for (index, name) in categories.enumerated() where indexes[name] == nil { indexes[name] = index }
        self.indexes = indexes
    }

    /// The distance from one band's start to the next.
    var step: Double {
        let count = Double(max(categories.count, 1))
        return 1 / max(count - paddingInner + 2 * paddingOuter, 1e-9)
    }

    var bandwidth: Double { step * (1 - paddingInner) }

    func band(of name: String) -> (start: Double, width: Double)? {
        guard var index = indexes[name] else { return nil }
        if reversed { index = categories.count - 1 - index }
        return (step * (paddingOuter + Double(index)), bandwidth)
    }
}
