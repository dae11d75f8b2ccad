import Foundation
import KilnTree

/// Draws the marks of a plot, in the order the chart lists them. Rectangles, rules and symbols
/// are placed in SVG percentages; lines and areas are paths in a 100×100 view box stretched
/// over the plot, with strokes that keep their width.
struct PlotDrawer {
    /// More marks than this of one kind are merged into one path per style, without tooltips
    /// (the data table still lists them), to keep pages small.
    static let mergeThreshold = 1000

    let styles: SeriesStyles
    let idPrefix: String
    let describe: (ChartMark) -> String
    let text: ValueText

    private(set) var defs: [SVGElement] = []
    private(set) var items: [Item] = []
    private var symbolIDs: [String: String] = [:]
    /// What could not be drawn (a symbol shape with a coordinate that is not a number), once per shape.
    private(set) var diagnostics: [Diagnostic] = []
    private var unsampledShapes: Set<String> = []
    private var gradientCount = 0

    enum Item {
        case flat(SVGElement)
        case scaled(SVGElement)
    }

    init(styles: SeriesStyles, idPrefix: String, text: ValueText, describe: @escaping (ChartMark) -> String) {
        self.styles = styles
        self.idPrefix = idPrefix
        self.text = text
        self.describe = describe
    }

    // MARK: - Marks

    mutating func draw(_ marks: [PlotMark], boxes: [MarkBox?]) {
        let thick = marks.filter { !$0.isGap && ($0.mark.kind == .bar || $0.mark.kind == .rectangle) }.count
        let points = marks.filter { $0.mark.kind == .point }.count
        // Lines and areas: one path per series, drawn where the series first appears. Each mark's
        // series is found once (the key is a string; comparing every pair was quadratic).
        // `seriesStart[i]` is the series (its members) drawn at mark i; consecutive marks of one
        // series, the usual case, skip the look-up.
        var seriesNumbers: [SeriesID: Int] = [:]
        var seriesMembers: [[Int]] = []
        var seriesStart: [Int?] = Array(repeating: nil, count: marks.count)
        var previous: (id: SeriesID, number: Int)?
        for (index, plotted) in marks.enumerated() where plotted.mark.kind == .line || plotted.mark.kind == .area {
            let id = SeriesID(kind: plotted.mark.kind, key: seriesKey(plotted))
            let number: Int
            if let previous, previous.id == id {
                number = previous.number
            } else if let found = seriesNumbers[id] {
                number = found
            } else {
                number = seriesMembers.count
                seriesNumbers[id] = number
                seriesMembers.append([])
                seriesStart[index] = number
            }
            seriesMembers[number].append(index)
            previous = (id, number)
        }
        // Merged marks by style, appended to in place (a copy out of a dictionary would make
        // every append copy the whole path). A chart has a few styles: they are found by a scan,
        // where a string key described every mark's colour by reflection.
        var merged: [(color: ChartColor, path: PathData, kind: ChartMark.Kind, size: Double)] = []
        // The styles apart from the paths: looking one up copies no path.
        var mergedStyles: [(kind: ChartMark.Kind, color: ChartColor)] = []
        func mergedIndex(_ kind: ChartMark.Kind, _ color: ChartColor, size: Double) -> Int {
            for index in mergedStyles.indices where mergedStyles[index].kind == kind && mergedStyles[index].color == color { return index }
            merged.append((color, PathData(), kind, size))
            mergedStyles.append((kind, color))
            return merged.count - 1
        }
        for (index, plotted) in marks.enumerated() {
            switch plotted.mark.kind {
            case .line, .area:
                guard let number = seriesStart[index] else { continue }
                let members = seriesMembers[number]
                if plotted.mark.kind == .line { line(members.map { (marks[$0], boxes[$0]) }) } else { area(members.map { (marks[$0], boxes[$0]) }) }
            case .bar, .rectangle:
                guard !plotted.isGap, let box = boxes[index] else { continue }
                if thick > Self.mergeThreshold {
                    let color = styles.color(of: plotted.mark)
                    let index = mergedIndex(plotted.mark.kind, color, size: 0)
                    let (left, right) = (box.left * 100, box.right * 100)
                    merged[index].path.move(to: ChartPoint(x: left, y: box.top * 100))
                    merged[index].path.horizontalLine(toX: right)
                    merged[index].path.verticalLine(toY: box.bottom * 100)
                    merged[index].path.horizontalLine(toX: left)
                    merged[index].path.close()
                } else {
                    items.append(.flat(offset(rectangle(plotted.mark, box), plotted.mark)))
                }
            case .point:
                // A point marked by a view (`symbol { view }`) is drawn by its annotation.
                guard let box = boxes[index], !plotted.mark.symbolIsView else { continue }
                if points > Self.mergeThreshold && plotted.mark.symbolOutline == nil {
                    let color = styles.color(of: plotted.mark)
                    let index = mergedIndex(.point, color, size: plotted.mark.symbolSize ?? Symbols.pointArea)
                    let at = ChartPoint(x: box.x.centre * 100, y: (1 - box.y.centre) * 100)
                    merged[index].path.move(to: at)
                    merged[index].path.line(to: at)
                } else {
                    items.append(.flat(offset(symbol(plotted.mark, box, area: plotted.mark.symbolSize ?? Symbols.pointArea), plotted.mark)))
                }
            case .rule:
                guard let box = boxes[index] else { continue }
                items.append(.flat(offset(rule(plotted.mark, box), plotted.mark)))
            case .sector:
                continue
            }
        }
        for entry in merged {
            var element: SVGElement
            if entry.kind == .point {
                // Zero-length segments with round caps draw dots that stay round however the box stretches.
                element = SVGElement("path", [
                    ("d", entry.path.text), ("fill", "none"), ("stroke", "currentColor"),
                    ("stroke-width", SVGNumber.string((entry.size / .pi).squareRoot() * 2)), ("stroke-linecap", "round"),
                    ("vector-effect", "non-scaling-stroke"),
                ])
            } else {
                element = SVGElement("path", [("d", entry.path.text), ("fill", "currentColor")])
            }
            paint(&element, entry.color, "color")
            items.append(.scaled(element))
        }
    }

    /// `offset(x:y:)`: the mark moved by points, after placing.
    private func offset(_ element: SVGElement, _ mark: ChartMark) -> SVGElement {
        guard mark.offsetX != 0 || mark.offsetY != 0 else { return element }
        var moved = element
        let shift = "translate(\(SVGNumber.string(mark.offsetX)) \(SVGNumber.string(mark.offsetY)))"
        if let index = moved.attributes.firstIndex(where: { $0.name == "transform" }) {
            moved.attributes[index].value = shift + " " + moved.attributes[index].value
        } else {
            moved.attributes.append(("transform", shift))
        }
        return moved
    }

    /// A pie's sector, drawn in the pie's view box.
    mutating func sector(_ mark: ChartMark, path: PathData) {
        guard !path.isEmpty else { return }
        var element = SVGElement("path", [("d", path.text)])
        fill(&element, mark)
        element.addTitle(describe(mark))
        items.append(.flat(element))
    }

    /// A line or area series: its `series:` value, else the values of its style encodings.
    /// A line's or area's series: marks of one kind with the same series values.
    private static let unnamedSeries = "\u{1F}\u{1F}\u{1F}"

    private struct SeriesID: Hashable {
        let kind: ChartMark.Kind
        let key: String
    }

    private func seriesKey(_ plotted: PlotMark) -> String {
        // Most lines name no series: the key of four missing values, without joining them per mark.
        if plotted.mark.series == nil && plotted.mark.foregroundBy == nil && plotted.mark.lineStyleBy == nil && plotted.mark.symbolBy == nil {
            return Self.unnamedSeries
        }
        let mark = plotted.mark
        return [mark.series, mark.foregroundBy, mark.lineStyleBy, mark.symbolBy]
            .map { $0.map { $0.datum.scaleKey } ?? "" }.joined(separator: "\u{1F}")
    }

    private mutating func rectangle(_ mark: ChartMark, _ box: MarkBox) -> SVGElement {
        var attributes: [(name: String, value: String)] = []
        var transform: [String] = []
        switch box.x {
        case .centred(let centre, let points):
            attributes += [("x", SVGNumber.percent(centre)), ("width", SVGNumber.string(points))]
            transform.append("translate(\(SVGNumber.string(-points / 2)) 0)")
        default:
            attributes += [("x", SVGNumber.percent(box.left)), ("width", SVGNumber.percent(box.right - box.left))]
        }
        switch box.y {
        case .centred(let centre, let points):
            attributes += [("y", SVGNumber.percent(1 - centre)), ("height", SVGNumber.string(points))]
            transform.append("translate(0 \(SVGNumber.string(-points / 2)))")
        default:
            attributes += [("y", SVGNumber.percent(box.top)), ("height", SVGNumber.percent(box.bottom - box.top))]
        }
        if !transform.isEmpty { attributes.append(("transform", transform.joined(separator: " "))) }
        // Square bars snap to pixels, so stacked segments meet without a hairline seam.
        if let radius = mark.cornerRadius, radius > 0 { attributes.append(("rx", SVGNumber.string(radius))) } else { attributes.append(("shape-rendering", "crispEdges")) }
        var element = SVGElement("rect", attributes)
        fill(&element, mark)
        element.addTitle(describe(mark))
        return element
    }

    private mutating func rule(_ mark: ChartMark, _ box: MarkBox) -> SVGElement {
        let horizontal = box.y.bounds.low == box.y.bounds.high
        var attributes: [(name: String, value: String)] = horizontal
            ? [("x1", SVGNumber.percent(box.left)), ("x2", SVGNumber.percent(box.right)),
               ("y1", SVGNumber.percent(box.top)), ("y2", SVGNumber.percent(box.top))]
            : [("x1", SVGNumber.percent(box.left)), ("x2", SVGNumber.percent(box.left)),
               ("y1", SVGNumber.percent(box.top)), ("y2", SVGNumber.percent(box.bottom))]
        attributes += strokeAttributes(mark, defaultWidth: 1)
        var element = SVGElement("line", attributes)
        stroke(&element, mark)
        element.addTitle(describe(mark))
        return element
    }

    private mutating func symbol(_ mark: ChartMark, _ box: MarkBox, area: Double) -> SVGElement {
        let shape = styles.symbol(of: mark) ?? .circle
        let position = [("x", SVGNumber.percent(box.x.centre)), ("y", SVGNumber.percent(1 - box.y.centre))]
        var element: SVGElement
        if let outline = mark.symbolOutline {
            element = SVGElement("use", [("href", "#" + outlineID(outline, area: area, mark: mark))] + position)
            if let lineWidth = outline.lineWidth {
                element.attributes += [("fill", "none"), ("stroke-width", SVGNumber.string(lineWidth))]
                stroke(&element, mark)
            } else {
                fill(&element, mark)
            }
        } else if let lineWidth = mark.symbolLineWidth {
            // Stroked inside its edge: the outline's centre line runs half the width in from the filled symbol's edge.
            let side = max(area.squareRoot() - lineWidth, 0)
            element = SVGElement("use", [("href", "#" + symbolID(shape, area: side * side))] + position + [
                ("fill", "none"), ("stroke-width", SVGNumber.string(lineWidth)),
            ])
            stroke(&element, mark)
        } else {
            element = SVGElement("use", [("href", "#" + symbolID(shape, area: area))] + position)
            fill(&element, mark)
        }
        element.addTitle(describe(mark))
        return element
    }

    private mutating func line(_ members: [(PlotMark, MarkBox?)]) {
        guard let first = members.first?.0.mark else { return }
        var path = PathData()
        var run: [ChartPoint] = []
        let interpolation = first.interpolation ?? .linear
        for (plotted, box) in members {
            guard !plotted.isGap, let box else {
                CurvePath.line(run, interpolation, into: &path)
                run = []
                continue
            }
            run.append(ChartPoint(x: box.x.centre * 100, y: (1 - box.y.centre) * 100))
        }
        CurvePath.line(run, interpolation, into: &path)
        guard !path.isEmpty else { return }
        var element = SVGElement("path", [("d", path.text), ("fill", "none")] + strokeAttributes(first, defaultWidth: 2) + [
            ("stroke-linejoin", first.lineStyle?.join.rawValue ?? "round"), ("stroke-linecap", first.lineStyle?.cap.rawValue ?? "round"),
            ("vector-effect", "non-scaling-stroke"),
        ])
        stroke(&element, first)
        element.addTitle(seriesTitle(first))
        items.append(.scaled(element))
        // Symbols on a line: `symbol(by:)` or `symbol(_:)`.
        guard members.count <= Self.mergeThreshold else { return }
        for (plotted, box) in members where !plotted.isGap && (styles.symbol(of: plotted.mark) != nil || plotted.mark.symbolOutline != nil) {
            guard let box else { continue }
            items.append(.flat(symbol(plotted.mark, box, area: plotted.mark.symbolSize ?? Symbols.lineArea)))
        }
    }

    private mutating func area(_ members: [(PlotMark, MarkBox?)]) {
        guard let first = members.first?.0.mark else { return }
        var path = PathData()
        var top: [ChartPoint] = [], bottom: [ChartPoint] = []
        let interpolation = first.interpolation ?? .linear
        func flush() {
            if !top.isEmpty { CurvePath.area(top: top, bottom: bottom, interpolation, into: &path) }
            top = []
            bottom = []
        }
        for (plotted, box) in members {
            guard !plotted.isGap, let box else {
                flush()
                continue
            }
            let x = box.x.centre * 100
            top.append(ChartPoint(x: x, y: box.top * 100))
            bottom.append(ChartPoint(x: x, y: box.bottom * 100))
        }
        flush()
        guard !path.isEmpty else { return }
        var element = SVGElement("path", [("d", path.text)])
        fill(&element, first)
        element.addTitle(seriesTitle(first))
        items.append(.scaled(element))
    }

    private func seriesTitle(_ mark: ChartMark) -> String {
        if let label = mark.accessibilityLabel { return label }
        let named = [mark.series, mark.foregroundBy, mark.lineStyleBy, mark.symbolBy].compactMap { $0 }
        guard let value = named.first else { return MarkValidation.markName(mark.kind) }
        return "\(value.label): \(text.string(value.datum))"
    }

    // MARK: - Styles

    private func strokeAttributes(_ mark: ChartMark, defaultWidth: Double) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = [("stroke-width", SVGNumber.string(mark.lineStyle?.lineWidth ?? defaultWidth))]
        let dash = styles.dash(of: mark)
        if !dash.isEmpty { attributes.append(("stroke-dasharray", dash.map(SVGNumber.string).joined(separator: " "))) }
        if let phase = mark.lineStyle?.dashPhase, phase != 0 { attributes.append(("stroke-dashoffset", SVGNumber.string(phase))) }
        if let opacity = mark.opacity, opacity < 1 { attributes.append(("opacity", SVGNumber.string(opacity))) }
        return attributes
    }

    private mutating func fill(_ element: inout SVGElement, _ mark: ChartMark) {
        if let opacity = mark.opacity, opacity < 1 { element.attributes.append(("opacity", SVGNumber.string(opacity))) }
        paint(&element, styles.color(of: mark), "fill")
    }

    private mutating func stroke(_ element: inout SVGElement, _ mark: ChartMark) {
        paint(&element, styles.color(of: mark), "stroke")
    }

    /// Points `channel` (fill or stroke) at the colour: `currentColor` with the element's CSS
    /// colour set, so light and dark values apply; a gradient through a `<linearGradient>`.
    private mutating func paint(_ element: inout SVGElement, _ color: ChartColor, _ channel: String) {
        if case .paint(let paint) = color, let gradient = gradient(paint) {
            element.attributes.append((channel, "url(#\(gradient))"))
            return
        }
        if channel != "color" { element.attributes.append((channel, "currentColor")) }
        element.colors.append((.color, color))
    }

    private mutating func gradient(_ paint: Paint) -> String? {
        let stops: [(offset: Double, color: ChartColor)]
        var element: SVGElement
        gradientCount += 1
        let id = "\(idPrefix)-g\(gradientCount)"
        func linear(_ start: UnitPoint, _ end: UnitPoint) -> SVGElement {
            SVGElement("linearGradient", [
                ("id", id), ("x1", SVGNumber.string(start.x)), ("y1", SVGNumber.string(start.y)),
                ("x2", SVGNumber.string(end.x)), ("y2", SVGNumber.string(end.y)),
            ])
        }
        switch paint {
        case .linearGradient(let gradientStops, let start, let end):
            stops = gradientStops.map { ($0.location, .paint(.color($0.color))) }
            element = linear(start, end)
        case .radialGradient(let gradientStops, let center, _, _):
            stops = gradientStops.map { ($0.location, .paint(.color($0.color))) }
            element = SVGElement("radialGradient", [("id", id), ("cx", SVGNumber.string(center.x)), ("cy", SVGNumber.string(center.y))])
        case .colorGradient(let base):
            // Each mark's own top to bottom, as SwiftUI draws `Color.gradient` in what it fills.
            stops = [(0, .standardGradientTop(base)), (1, .paint(.color(base)))]
            element = linear(.top, .bottom)
        default:
            gradientCount -= 1
            return nil
        }
        element.children = stops.map { stop in
            var stopElement = SVGElement("stop", [("offset", SVGNumber.string(stop.offset))])
            stopElement.colors.append((.stopColor, stop.color))
            return stopElement
        }
        defs.append(element)
        return id
    }

    /// A shape of the app's own, in a box sized so that its perceptual rect is a square of
    /// `area` centred on the origin; outlines drawn alike share one definition.
    private mutating func outlineID(_ outline: ChartSymbolOutline, area: Double, mark: ChartMark) -> String {
        let side = area.squareRoot()
        let width = outline.unitWidth > 0 ? side / outline.unitWidth : side
        let height = outline.unitHeight > 0 ? side / outline.unitHeight : side
        let dx = -(outline.unitX + outline.unitWidth / 2) * width, dy = -(outline.unitY + outline.unitHeight / 2) * height
        var path = PathData()
        let elements = outline.sampler.outline(width, height)
        if elements == nil, unsampledShapes.insert(outline.sampler.name).inserted {
            diagnostics.append(Diagnostic(
                .error, "\(outline.sampler.name) has a coordinate that is not a finite number (NaN or infinity) at the symbol's size; the symbol is not drawn",
                at: mark.source))
        }
        for element in elements ?? [] {
            func point(_ x: Double, _ y: Double) -> ChartPoint { ChartPoint(x: x + dx, y: y + dy) }
            switch element {
            case .move(let x, let y): path.move(to: point(x, y))
            case .line(let x, let y): path.line(to: point(x, y))
            case .quadCurve(let cx, let cy, let x, let y): path.quadratic(point(cx, cy), to: point(x, y))
            case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y): path.cubic(point(c1x, c1y), point(c2x, c2y), to: point(x, y))
            case .close: path.close()
            }
        }
        let key = "outline:" + path.text
        if let id = symbolIDs[key] { return id }
        let id = "\(idPrefix)-shape\(symbolIDs.count + 1)"
        symbolIDs[key] = id
        defs.append(SVGElement("path", [("id", id), ("d", path.text)]))
        return id
    }

    private mutating func symbolID(_ symbol: ChartSymbol, area: Double) -> String {
        let key = "\(symbol.rawValue)-\(SVGNumber.string(area))"
        if let id = symbolIDs[key] { return id }
        let id = "\(idPrefix)-\(symbol.rawValue)\(symbolIDs.count + 1)"
        symbolIDs[key] = id
        defs.append(SVGElement("path", [("id", id), ("d", Symbols.path(symbol, area: area))]))
        return id
    }
}
