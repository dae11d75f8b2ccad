import KilnTree

/// The scales of the style encodings — `foregroundStyle(by:)`, `symbol(by:)`, `lineStyle(by:)` —
/// each value taking the next style in first-appearance order (or the order a style scale gives).
struct SeriesStyles {
    /// Swift Charts' palette order (blue, green, orange, purple, red, cyan, yellow) as CSS
    /// variables with light and dark values that meet 3:1 against the page (base stylesheet).
    static let paletteSize = 7
    static func palette(_ index: Int) -> ChartColor { paletteColors[index % paletteSize] }
    /// Made once: merged charts ask for a colour per mark.
    private static let paletteColors: [ChartColor] = (1...paletteSize).map { .css("var(--k-chart-\($0))") }
    static let symbolCycle: [ChartSymbol] = [.circle, .square, .triangle, .diamond, .pentagon]
    static let dashCycle: [[Double]] = [[], [6, 3], [2, 2], [8, 3, 2, 3], [1, 3]]

    private(set) var colorDomain: [String] = []
    private(set) var symbolDomain: [String] = []
    private(set) var dashDomain: [String] = []
    private var mappedPaints: [String: Paint] = [:]
    /// The colours of the values no mapping names, in turn; the palette where there are none.
    private let rangePaints: [Paint]
    /// A gradient the values' colours are spread along, where the range is one.
    private let rangeGradient: [GradientStop]
    private var mappedSymbols: [String: ChartSymbol] = [:]
    /// The label of the encodings, for the legend's title.
    private(set) var colorLabel: String?
    private(set) var symbolLabel: String?

    init(marks: [PlotMark], spec: ChartSpec) {
        rangePaints = spec.foregroundStyleRange
        rangeGradient = spec.foregroundStyleGradient.sorted { $0.location < $1.location }
        for mapping in spec.foregroundStyleScale {
            colorDomain.append(mapping.value)
            if let paint = mapping.paint { mappedPaints[mapping.value] = paint }
        }
        for mapping in spec.symbolScale {
            symbolDomain.append(mapping.value)
            mappedSymbols[mapping.value] = mapping.symbol
        }
        var seenColors = Set(colorDomain), seenSymbols = Set(symbolDomain), seenDashes = Set<String>()
        for plotted in marks {
            if let value = plotted.mark.foregroundBy {
                colorLabel = colorLabel ?? value.label
                let key = value.datum.scaleKey
                if seenColors.insert(key).inserted { colorDomain.append(key) }
            }
            if let value = plotted.mark.symbolBy {
                symbolLabel = symbolLabel ?? value.label
                let key = value.datum.scaleKey
                if seenSymbols.insert(key).inserted { symbolDomain.append(key) }
            }
            if let value = plotted.mark.lineStyleBy, seenDashes.insert(value.datum.scaleKey).inserted {
                dashDomain.append(value.datum.scaleKey)
            }
        }
    }

    func color(of mark: ChartMark) -> ChartColor {
        if let paint = mark.foreground { return .paint(paint) }
        guard let value = mark.foregroundBy else { return Self.palette(0) }
        return color(forKey: value.datum.scaleKey)
    }

    func color(forKey key: String) -> ChartColor {
        if let paint = mappedPaints[key] { return .paint(paint) }
        let index = colorDomain.firstIndex(of: key) ?? 0
        if !rangeGradient.isEmpty {
            return Self.color(along: rangeGradient, at: colorDomain.count > 1 ? Double(index) / Double(colorDomain.count - 1) : 0)
        }
        return rangePaints.isEmpty ? Self.palette(index) : .paint(rangePaints[index % rangePaints.count])
    }

    /// The mark's symbol: its own, its `symbol(by:)` value's, or nil when it has none.
    func symbol(of mark: ChartMark) -> ChartSymbol? {
        if let symbol = mark.symbol { return symbol }
        guard let value = mark.symbolBy else { return nil }
        return symbol(forKey: value.datum.scaleKey)
    }

    func symbol(forKey key: String) -> ChartSymbol {
        if let symbol = mappedSymbols[key] { return symbol }
        return Self.symbolCycle[(symbolDomain.firstIndex(of: key) ?? 0) % Self.symbolCycle.count]
    }

    func dash(of mark: ChartMark) -> [Double] {
        if let stroke = mark.lineStyle, !stroke.dash.isEmpty { return stroke.dash }
        guard let value = mark.lineStyleBy else { return [] }
        return Self.dashCycle[(dashDomain.firstIndex(of: value.datum.scaleKey) ?? 0) % Self.dashCycle.count]
    }

    /// The colour at `fraction` (0…1) along sorted `stops`: a stop's own, or a mix of the two around it.
    static func color(along stops: [GradientStop], at fraction: Double) -> ChartColor {
        guard let first = stops.first, let last = stops.last else { return palette(0) }
        if fraction <= first.location { return .paint(.color(first.color)) }
        if fraction >= last.location { return .paint(.color(last.color)) }
        let after = stops.firstIndex { $0.location >= fraction }!
        let (lower, upper) = (stops[after - 1], stops[after])
        if upper.location == fraction { return .paint(.color(upper.color)) }
        let along = (fraction - lower.location) / (upper.location - lower.location)
        return .mix(lower.color, upper.color, firstWeight: 1 - along)
    }
}
