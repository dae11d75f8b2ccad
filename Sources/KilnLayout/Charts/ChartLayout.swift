import KilnCharts
import KilnMeasure
import KilnTree

extension Resolver {
    /// A chart: the chart stage draws its SVG; here it is arranged as SwiftUI lays a chart out —
    /// filling the offered width, 300 points high unless framed — with the plot in a CSS grid
    /// between its axes, the legend below, annotation views over the plot, and the data as a
    /// table in a disclosure beside the legend (with no legend, over the chart's corner).
    func chart(_ node: Node, _ spec: ChartSpec, context: ResolveContext) -> ModifierBox {
        let plotFrameHeight = spec.plotModifiers.lazy.compactMap { modifier -> Double? in
            if case .frame(_, let height?, _) = modifier { return height }
            return nil
        }.first
        let framedHeight = Self.framedHeight(node.modifiers)
        let height = framedHeight ?? plotFrameHeight.map { $0 + 20 + 24 } ?? ChartRenderOptions.defaultHeight
        let options = ChartRenderOptions(
            idPrefix: chartNames.next(), height: height, accessibilityLabel: node.modifiers.accessibilityLabel, source: node.source)
        let drawing = ChartRenderer.draw(spec, options: options)
        problems.report(drawing.diagnostics)

        var box = Element("div", classHint: "ch")
        box[attribute: "class"] = "k-chart"
        // Framed, the chart fills its frame; otherwise it takes Kiln's default height.
        if framedHeight == nil && plotFrameHeight == nil { box.style[.height] = CSSValue.px(ChartRenderOptions.defaultHeight) }

        var plotArea = Element("div", classHint: "chp")
        plotArea.style[.gridArea] = "2/2"
        plotArea.style[.position] = "relative"
        plotArea.style[.minWidth] = "0"
        plotArea.children = [svgElement(drawing.plot)]
        plotArea.children += drawing.annotations.map { annotation($0, node: node, context: context) }
        var plotBox = ModifierBox(plotArea, level: .content, placement: BoxPlan(fillsWidth: true, fillsHeight: true))
        for modifier in spec.plotModifiers { plotBox.apply(modifier, resolver: self, context: context) }
        var plot = plotBox.element
        plot.style[.gridArea] = "2/2"

        var grid = Element("div", classHint: "chg")
        grid[attribute: "class"] = "k-chart-grid"
        let insets = drawing.insets
        grid.style[.gridTemplateColumns] = "\(CSSValue.px(insets.leading)) minmax(0,1fr) \(CSSValue.px(insets.trailing))"
        grid.style[.gridTemplateRows] = "\(CSSValue.px(insets.top)) \(plotFrameHeight.map(CSSValue.px) ?? "minmax(0,1fr)") \(CSSValue.px(insets.bottom))"
        grid.children = [plot]
        for axis in drawing.axes {
            var item = svgElement(axis.svg)
            if axis.edge == .leading || axis.edge == .trailing {
                // A y axis is as tall as the plot's row: WebKit resolves an svg grid item's
                // `height="100%"` against the whole grid, so the svg is in a box of the row's height.
                item = Element("div", classHint: "cha", children: [item])
                item.style[.display] = "flex"
            }
            // An axis keeps its own thickness against the plot when labels widen its side.
            switch axis.edge {
            case .leading:
                item.style[.gridArea] = "2/1"
                if axis.thickness < insets.leading { item.style[.justifySelf] = "end" }
            case .trailing: item.style[.gridArea] = "2/3"
            case .top:
                item.style[.gridArea] = "1/2"
                if axis.thickness < insets.top { item.style[.alignSelf] = "end" }
            case .bottom: item.style[.gridArea] = "3/2"
            }
            grid.children.append(item)
        }

        var footer = Element("div", classHint: "chf")
        footer[attribute: "class"] = "k-chart-foot"
        // Axis titles stand above and below the plot, in the legend's type.
        let title = { (drawing: ChartAxisTitleDrawing) -> Element in
            var line = Element("p", classHint: "chx")
            line[attribute: "class"] = "k-chart-title"
            switch drawing.alignment.guide {
            case .leading, .custom: line.style[.textAlign] = "start"
            case .center: line.style[.textAlign] = "center"
            case .trailing: line.style[.textAlign] = "end"
            }
            line.children = [.text(drawing.text)]
            return line
        }
        grid = Self.framed(grid, above: drawing.axisTitles.filter(\.isAbove).map(title), below: drawing.axisTitles.filter { !$0.isAbove }.map(title))
        // A legend above or below the plot shares its line with the data disclosure, at its end.
        let footerOnTop = drawing.legend?.placement == .top
        switch drawing.legend {
        case let legend? where legend.placement == .leading || legend.placement == .trailing:
            // A legend beside the plot: a column of entries, the plot taking the rest of the row.
            var list = self.legend(legend)
            list.style[.flex] = "none"
            list.style[.flexDirection] = "column"
            var row = Element("div", classHint: "chr")
            row.style[.display] = "flex"
            row.style[.gap] = "8px"
            row.style[.flex] = "1 1 0"
            row.style[.minHeight] = "0"
            row.children = legend.placement == .leading ? [list, grid] : [grid, list]
            box.children.append(row)
        case let legend?:
            box.children.append(grid)
            footer.children.append(self.legend(legend))
        case nil:
            box.children.append(grid)
        }
        // With nothing else below the chart, the data takes no room, as SwiftUI draws nothing there.
        if footer.children.isEmpty { footer[attribute: "class"] = "k-chart-foot k-chart-alone" }
        footer.children.append(dataTable(drawing))
        if footerOnTop { box.children.insert(footer, at: 0) } else { box.children.append(footer) }
        return ModifierBox(box, level: .content, placement: BoxPlan(fillsWidth: true, fillsHeight: framedHeight != nil))
    }

    /// The plot grid with axis titles above and below it, in a column taking the grid's place.
    private static func framed(_ grid: Element, above: [Element], below: [Element]) -> Element {
        guard !above.isEmpty || !below.isEmpty else { return grid }
        var column = Element("div", classHint: "chc")
        column.style[.display] = "flex"
        column.style[.flexDirection] = "column"
        column.style[.flex] = "1 1 0"
        column.style[.minWidth] = "0"
        column.style[.minHeight] = "0"
        column.children = above + [grid] + below
        return column
    }

    /// The chart's height from its own frame, which SwiftUI gives the whole chart.
    private static func framedHeight(_ modifiers: [NodeModifier]) -> Double? {
        for modifier in modifiers {
            switch modifier {
            case .frame(_, let height?, _): return height
            case .flexibleFrame(let frame):
                if let height = frame.idealHeight ?? frame.minHeight ?? frame.maxHeight.flatMap({ $0.isFinite ? $0 : nil }) { return height }
            default: continue
            }
        }
        return nil
    }

    /// SVG from the chart stage as elements, its colours mapped to CSS with light and dark values.
    func svgElement(_ svg: SVGElement) -> Element {
        var element = Element(ElementName(svg.name), classHint: "g")
        element.attributes = svg.attributes.map { Element.Attribute($0.name, $0.value, isURL: $0.name == "href") }
        for (property, color) in svg.colors {
            switch color {
            case .paint(let paint): element.style[property.cssProperty] = CSSValue.color(paint)
            case .css(let value): element.style[property.cssProperty] = value
            case .standardGradientTop(let base): element.style[property.cssProperty] = CSSValue.standardGradientTop(CSSValue.color(base))
            case .mix(let first, let second, let weight):
                element.style[property.cssProperty] = "color-mix(in srgb,\(CSSValue.color(first)) \(CSSValue.number(weight * 100))%,\(CSSValue.color(second)))"
            }
        }
        if let text = svg.text { element.children.append(.text(text)) }
        element.children += svg.children.map { svgElement($0) }
        return element
    }

    private func legend(_ legend: ChartLegendDrawing) -> Element {
        var list = Element("ul", classHint: "chl")
        list[attribute: "class"] = "k-chart-legend"
        list.children = legend.entries.map { entry in
            var item = Element("li", classHint: "chl")
            item.children = [svgElement(entry.swatch), .text(entry.label)]
            return item
        }
        return list
    }

    /// The data as a table: the chart's text alternative, one disclosure away.
    private func dataTable(_ drawing: ChartDrawing) -> Element {
        var table = Element("table", classHint: "cht")
        var caption = Element("caption", classHint: "cht")
        caption.children = [.text(drawing.title)]
        var headerRow = Element("tr", classHint: "cht")
        headerRow.children = drawing.table.headers.map { header in
            var cell = Element("th", classHint: "cht", attributes: [.init("scope", "col")])
            cell.children = [.text(header)]
            return cell
        }
        var head = Element("thead", classHint: "cht")
        head.children = [headerRow]
        var body = Element("tbody", classHint: "cht")
        body.children = drawing.table.rows.map { row in
            var line = Element("tr", classHint: "cht")
            line.children = row.enumerated().map { index, value in
                var cell = index == 0 ? Element("th", classHint: "cht", attributes: [.init("scope", "row")]) : Element("td", classHint: "cht")
                cell.children = [.text(value)]
                return cell
            }
            return line
        }
        table.children = [caption, head, body]
        var panel = Element("div", classHint: "cht")
        panel.children = [table]
        if drawing.table.omittedRows > 0 {
            var note = Element("p", classHint: "cht")
            note.children = [.text("The first \(drawing.table.rows.count) rows of \(drawing.table.rows.count + drawing.table.omittedRows).")]
            panel.children.append(note)
        }
        var summary = Element("summary", classHint: "cht")
        summary.children = [.text("Data")]
        var details = Element("details", classHint: "cht")
        details[attribute: "class"] = "k-chart-data"
        details.children = [summary, panel]
        return details
    }

    /// An annotation's view, over the plot: its anchor point at the mark's point, and kept
    /// inside the plot by the view's ideal size, as the size engine measures it (where it cannot,
    /// the anchor point alone is kept inside).
    private func annotation(_ placed: PlacedAnnotation, node: Node, context: ResolveContext) -> Element {
        var holder = Element("div", classHint: "cha")
        holder.style[.position] = "absolute"
        guard let view = node.chartAnnotationView(placed.child) else { return holder }
        let size = (try? sizeEngine.sizeThatFits(view, proposal: .unspecified, context: textScope.current)) ?? LayoutSize(width: 0, height: 0)
        // calc() needs units on every length, zero included.
        func px(_ value: Double) -> String { CSSValue.number(value) + "px" }
        func position(_ fraction: Double, _ offset: Double, _ anchor: Double, _ length: Double) -> String {
            let point = "calc(\(CSSValue.number(fraction * 100))% \(offset < 0 ? "-" : "+") \(px(abs(offset))))"
            guard placed.fitsPlot else { return point }
            return "clamp(\(px(anchor * length)),\(point),calc(100% - \(px((1 - anchor) * length))))"
        }
        holder.style[.left] = position(placed.x, placed.offsetX, placed.anchorX, size.width)
        holder.style[.top] = position(placed.y, placed.offsetY, placed.anchorY, size.height)
        holder.style[.transform] = "translate(\(CSSValue.number(-placed.anchorX * 100))%,\(CSSValue.number(-placed.anchorY * 100))%)"
        holder.style[.width] = "max-content"
        holder.children = [resolve(view, in: .cell, context: context).element]
        return holder
    }
}

extension SVGColorProperty {
    /// The CSS property the chart stage's colour is set with.
    var cssProperty: CSSProperty {
        switch self {
        case .color: .color
        case .stopColor: .stopColor
        }
    }
}
