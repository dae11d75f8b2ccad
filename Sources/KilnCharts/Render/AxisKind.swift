import KilnTree

/// The kind of scale an axis needs, from the scale set-up or the first plotted value.
enum AxisKind: Equatable {
    case number, time, category

    init?(_ datum: ChartDatum) {
        switch datum {
        case .number: self = .number
        case .category: self = .category
        case .date, .dateBin: self = .time
        }
    }

    var noun: String {
        switch self {
        case .number: return "numbers"
        case .time: return "dates"
        case .category: return "categories"
        }
    }

    /// The axis's kind: what the user set, else the first value plotted on it.
    static func resolve(_ setup: ChartAxisSetup, first: ChartDatum?) -> AxisKind? {
        switch setup.scaleType {
        case .category?: return .category
        case .date?: return .time
        case .linear?, .log?, .squareRoot?, .power?, .symmetricLog?: return .number
        case nil: break
        }
        switch setup.domain {
        case .numbers: return .number
        case .dates: return .time
        case .categories: return .category
        case .automatic: return first.flatMap(AxisKind.init)
        }
    }
}

/// One axis as the chart plans it: x or y, and which marks' channel feeds it.
enum PlotAxis {
    case x, y

    func channel(_ mark: ChartMark) -> ChartChannel? { self == .x ? mark.x : mark.y }

    func setup(_ spec: ChartSpec) -> ChartAxisSetup { self == .x ? spec.x : spec.y }

    var name: String { self == .x ? "x" : "y" }
}
