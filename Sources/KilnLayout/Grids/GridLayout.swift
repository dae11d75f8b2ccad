import KilnMeasure
import KilnTree

extension Resolver {
    /// A `Grid` as a CSS grid whose rows are subgrids, so every row shares the grid's columns:
    /// a column is `auto` (as wide as its widest cell) unless one of its single-column cells is
    /// flexible, which makes it `minmax(0,1fr)` (taking the space left), as in SwiftUI. Each row
    /// starts a new line, so rows with fewer cells leave empty cells; a view outside any row
    /// spans all columns.
    func grid(_ node: Node, alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, context: ResolveContext) -> ModifierBox {
        var lines: [GridLine] = node.children.map { child in
            if case .gridRow(let rowAlignment) = child.kind {
                return .row(gridRow(child, alignment: rowAlignment ?? alignment.vertical, context: context))
            }
            var resolved = resolve(child, in: .cell, context: context)
            resolved.element.style[.gridColumn] = "1/-1"
            if !resolved.placement.fillsWidth { resolved.element.style[.justifySelf] = CSSValue.horizontal(alignment.horizontal) }
            var cell = GridCell(element: resolved.element, placement: resolved.placement, column: 0)
            cell.read(child.modifiers)
            cell.span = 1  // already spans every column
            cell.align(under: nil)
            // An unsized axis does not make the grid take the space offered.
            if cell.isUnsizedHorizontally { cell.placement.fillsWidth = false }
            if cell.isUnsizedVertically { cell.placement.fillsHeight = false }
            return .spanning(cell.element, cell.placement)
        }
        let columnCount = max(1, lines.map(\.columnCount).max() ?? 1)
        var columns = Array(repeating: GridColumn(), count: columnCount)
        for case .row(let row) in lines {
            for cell in row.cells {
                if cell.span == 1 && cell.placement.fillsWidth && !cell.isUnsizedHorizontally { columns[cell.column].isFlexible = true }
                if let guide = cell.columnAlignment, columns[cell.column].alignment == nil { columns[cell.column].alignment = guide }
            }
        }

        var element = container(context, hint: "g", [
            (.display, "grid"),
            (.gridTemplateColumns, columns.map { $0.isFlexible ? "minmax(0,1fr)" : "auto" }.joined(separator: " ")),
            (.gap, CSSValue.px(verticalSpacing ?? 8) + " " + CSSValue.px(horizontalSpacing ?? 8)),
        ])
        let fillsWidth = lines.contains { $0.fillsWidth }
        let fillsHeight = lines.contains { $0.fillsHeight }
        // Columns keep their widths in a grid wider than they need; the grid's alignment places them.
        if fillsWidth && !columns.contains(where: \.isFlexible) {
            element.style[.justifyContent] = CSSValue.horizontal(alignment.horizontal)
        }
        if fillsHeight {
            element.style[.gridTemplateRows] = lines.map { $0.fillsHeight ? "minmax(0,1fr)" : "auto" }.joined(separator: " ")
        }
        for index in lines.indices {
            guard case .row(var row) = lines[index] else { continue }
            for cellIndex in row.cells.indices {
                row.cells[cellIndex].align(under: columns[row.cells[cellIndex].column].alignment)
            }
            lines[index] = .row(row)
        }
        element.children = lines.map { $0.element(context: self, horizontal: alignment.horizontal, isPhrasing: context.isPhrasing) }
        return ModifierBox(element, level: .content, placement: BoxPlan(fillsWidth: fillsWidth, fillsHeight: fillsHeight))
    }

    /// The cells of one row, each resolved and numbered by the column it starts in.
    private func gridRow(_ row: Node, alignment: VerticalAlignment, context: ResolveContext) -> GridRowCells {
        var cells: [GridCell] = []
        var column = 0
        for var child in row.children {
            // A GridRow is no box of its own: its modifiers apply to each cell, as a Group's do.
            child.modifiers += row.modifiers
            let resolved = resolve(child, in: .cell, context: context)
            var cell = GridCell(element: resolved.element, placement: resolved.placement, column: column)
            cell.read(child.modifiers)
            column += cell.span
            cells.append(cell)
        }
        return GridRowCells(cells: cells, alignment: alignment)
    }
}

/// One line of a grid: a row of cells, or a view spanning all columns.
private enum GridLine {
    case row(GridRowCells)
    case spanning(Element, BoxPlan)

    var columnCount: Int {
        switch self {
        case .row(let row): row.cells.last.map { $0.column + $0.span } ?? 0
        case .spanning: 0
        }
    }

    var fillsWidth: Bool {
        switch self {
        case .row(let row): row.cells.contains { $0.placement.fillsWidth && !$0.isUnsizedHorizontally }
        case .spanning(_, let placement): placement.fillsWidth
        }
    }

    var fillsHeight: Bool {
        switch self {
        case .row(let row): row.cells.contains { $0.placement.fillsHeight && !$0.isUnsizedVertically }
        case .spanning(_, let placement): placement.fillsHeight
        }
    }

    func element(context: Resolver, horizontal: HorizontalAlignment, isPhrasing: Bool) -> Element {
        switch self {
        case .spanning(let element, _):
            return element
        case .row(let row):
            var element = Element(isPhrasing ? "span" : "div", classHint: "gr")
            element.style[.display] = "grid"
            element.style[.gridColumn] = "1/-1"
            element.style[.gridTemplateColumns] = "subgrid"
            element.style[.justifyItems] = CSSValue.horizontal(horizontal)
            element.style[.alignItems] = CSSValue.vertical(row.alignment)
            element.children = row.cells.map { $0.element }
            return element
        }
    }
}

private struct GridRowCells {
    var cells: [GridCell]
    var alignment: VerticalAlignment
}

private struct GridColumn {
    var isFlexible = false
    /// Set by the first cell of the column with `gridColumnAlignment`.
    var alignment: HorizontalAlignment?
}

private struct GridCell {
    var element: Element
    var placement: BoxPlan
    var column: Int
    var span = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var isUnsizedHorizontally = false
    var isUnsizedVertically = false

    /// Takes the grid modifiers of the cell's view; the innermost of each kind wins.
    mutating func read(_ modifiers: [NodeModifier]) {
        for modifier in modifiers.reversed() {
            switch modifier {
            case .gridCellColumns(let count): span = count
            case .gridColumnAlignment(let guide): columnAlignment = guide
            case .gridCellAnchor(let point): anchor = point
            case .gridCellUnsizedAxes(let horizontal, let vertical):
                isUnsizedHorizontally = isUnsizedHorizontally || horizontal
                isUnsizedVertically = isUnsizedVertically || vertical
            default: break
            }
        }
    }

    /// Adds the declarations that place the cell: its span, its column's alignment, its anchor,
    /// and the axes on which it takes the size the other cells give.
    mutating func align(under columnAlignment: HorizontalAlignment?) {
        if span > 1 { element.style[.gridColumn] = "span \(span)" }
        if let columnAlignment, !placement.fillsWidth {
            element.style[.justifySelf] = CSSValue.horizontal(columnAlignment)
        }
        if isUnsizedHorizontally {
            element.style[.width] = "0"
            element.style[.minWidth] = "100%"
        }
        if isUnsizedVertically {
            element.style[.height] = "0"
            element.style[.minHeight] = "100%"
        }
        if let anchor { place(at: anchor) }
    }

    /// An anchor at an edge or the centre is a self-alignment; any other point puts the cell in a
    /// 3×3 grid whose outer tracks share the free space in the anchor's proportions.
    private mutating func place(at anchor: UnitPoint) {
        if let horizontal = Self.selfAlignment(anchor.x), let vertical = Self.selfAlignment(anchor.y) {
            if !placement.fillsWidth { element.style[.justifySelf] = horizontal }
            if !placement.fillsHeight { element.style[.alignSelf] = vertical }
            return
        }
        var inner = element
        inner.style[.gridArea] = "2/2"
        var wrapper = Element(element.tag == "span" ? "span" : "div", classHint: "ga")
        wrapper.style[.display] = "grid"
        wrapper.style[.gridTemplateColumns] = Self.tracks(anchor.x)
        wrapper.style[.gridTemplateRows] = Self.tracks(anchor.y)
        wrapper.style[.justifySelf] = "stretch"
        wrapper.style[.alignSelf] = "stretch"
        if span > 1 { wrapper.style[.gridColumn] = "span \(span)" }
        wrapper.children = [inner]
        element = wrapper
    }

    private static func selfAlignment(_ fraction: Double) -> String? {
        switch fraction {
        case 0: "start"
        case 0.5: "center"
        case 1: "end"
        default: nil
        }
    }

    private static func tracks(_ fraction: Double) -> String {
        let before = min(1, max(0, fraction))
        return "\(CSSValue.number(before))fr auto \(CSSValue.number(1 - before))fr"
    }
}
