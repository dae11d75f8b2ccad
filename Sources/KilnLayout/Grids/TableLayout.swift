import KilnMeasure
import KilnTree

extension Resolver {
    /// A `Table` as an HTML table: a header row of `th scope=col`, a `tbody` per section (its
    /// header a row-group heading across all columns) and one `tr` per row. A table with a
    /// selection binding is an ARIA grid, where rows can carry `aria-selected`; otherwise a
    /// plain table. In a narrow window the base stylesheet shows only the first column, as
    /// SwiftUI does in a compact size class (decided by the window, as size classes are, not by
    /// the box the table sits in).
    func table(_ node: Node, _ spec: TableSpec, context: ResolveContext) -> ModifierBox {
        var inner = context
        inner.isPhrasing = false
        let parts = TableParts(spec, children: node.children)
        let count = spec.columns.count

        var table = Element("table", classHint: "tb")
        table.style[.width] = "100%"
        table.style[.tableLayout] = "fixed"
        table.style[.borderCollapse] = "collapse"
        if spec.selection != .none {
            table[attribute: "role"] = "grid"
            table[attribute: "aria-readonly"] = "true"
            if spec.selection == .multiple { table[attribute: "aria-multiselectable"] = "true" }
        }
        let columns = columnGroup(spec.columns, table: &table)
        table.children.append(columns)

        var headerRow = Element("tr", classHint: "tr")
        for (column, label) in zip(spec.columns, parts.columnHeaders) {
            headerRow.children.append(columnHeader(label, sort: column.sort, context: inner))
        }
        table.children.append(Element("thead", classHint: "th", children: [headerRow]))

        for (body, children) in zip(spec.bodies, parts.bodies) {
            var group = Element("tbody", classHint: "tg")
            // Hundreds of rows: room made once, and each row and cell moved in, not copied.
            group.children.reserveCapacity(children.rows.count + 1)
            if let header = children.header {
                var heading = cell("th", header, context: inner)
                heading[attribute: "scope"] = "rowgroup"
                heading[attribute: "colspan"] = String(count)
                heading.style[.fontWeight] = "600"
                heading.style[.background] = CSSValue.systemColor(.fill, alpha: 0.5)
                group.children.append(Element("tr", classHint: "tr", children: [heading]))
            }
            for (isSelected, cells) in zip(body.selectedRows, children.rows) {
                var row = Element("tr", classHint: "tr")
                row.children.reserveCapacity(cells.count)
                if spec.selection != .none {
                    row[attribute: "aria-selected"] = isSelected ? "true" : "false"
                    if isSelected { row.style[.background] = CSSValue.systemColor(.accent, alpha: 0.2) }
                }
                for cellView in cells {
                    let cell = cell("td", cellView, context: inner)
                    row.children.append(consume cell)
                }
                group.children.append(consume row)
            }
            table.children.append(consume group)
        }

        var wrapper = Element("div", classHint: "tw", children: [table])
        wrapper[attribute: "class"] = "k-table"
        // A table takes the width it is offered, as SwiftUI's does.
        return ModifierBox(wrapper, level: .content, placement: BoxPlan(fillsWidth: true))
    }

    /// The columns' widths. (Every table has them: in narrow widths the base stylesheet gives
    /// the first column all the width, even under a section header spanning every column.) A table
    /// with a fixed layout keeps them exactly. Bounded columns (class `k-share`) take an equal
    /// share of what fixed columns leave, within their bounds: the base stylesheet computes it
    /// in container units from the custom properties set here, as a fixed table layout ignores
    /// percentages inside `calc`.
    private func columnGroup(_ columns: [TableSpec.Column], table: inout Element) -> Element {
        var fixed = 0.0, sharing = 0
        for column in columns {
            if case .fixed(let width) = column.width { fixed += width } else { sharing += 1 }
        }
        var group = Element("colgroup", classHint: "cg")
        for column in columns {
            var col = Element("col", classHint: "c")
            switch column.width {
            case .automatic: break
            case .fixed(let width): col.style[.width] = CSSValue.px(width)
            case .bounded(let minimum, let maximum):
                col[attribute: "class"] = "k-share"
                if let minimum { col.style[.kMin] = length(minimum) }
                if let maximum { col.style[.kMax] = length(maximum) }
                table.style[.kFixed] = length(fixed)
                table.style[.kSharing] = String(sharing)
            }
            group.children.append(col)
        }
        return group
    }

    /// A length for `calc()`, which needs the unit even on zero.
    private func length(_ pixels: Double) -> String {
        CSSValue.number(pixels) + "px"
    }

    /// A column's header; the sorted one says its direction and shows a chevron, as SwiftUI does.
    private func columnHeader(_ label: Node, sort: TableSpec.SortDirection?, context: ResolveContext) -> Element {
        var header = cell("th", label, context: context)
        header[attribute: "scope"] = "col"
        header.style[.fontSize] = CSSValue.rem(13)
        header.style[.fontWeight] = "600"
        header.style[.color] = CSSValue.systemColor(.secondary, alpha: 1)
        guard let sort else { return header }
        header[attribute: "aria-sort"] = sort == .ascending ? "ascending" : "descending"
        var chevron = Element("span", classHint: "so")
        chevron[attribute: "aria-hidden"] = "true"
        chevron.style[.width] = "7px"
        chevron.style[.height] = "7px"
        chevron.style[.flexShrink] = "0"
        chevron.style[.border] = "solid currentColor"
        chevron.style[.borderWidth] = "0 1.5px 1.5px 0"
        // Pointing up when ascending, down when descending.
        chevron.style[.transform] = sort == .ascending ? "translateY(2px) rotate(-135deg)" : "translateY(-2px) rotate(45deg)"
        var row = Element("div", classHint: "sh", children: header.children + [chevron])
        row.style[.display] = "flex"
        row.style[.alignItems] = "center"
        row.style[.gap] = "6px"
        header.children = [row]
        return header
    }

    /// A header or data cell holding one view, separated from the next row by a hairline.
    /// The declarations every cell shares (insets, hairline, a view at the leading edge as wide
    /// as its content) are the base stylesheet's (`.k-table`): a table has hundreds of cells.
    private func cell(_ tag: ElementName, _ node: Node, context: ResolveContext) -> Element {
        var cell = Element(tag, classHint: tag == "td" ? "td" : "hc")
        var (content, placement) = resolve(node, in: .column, context: context)
        // A view that fills the cell is as wide as it, not as its content (the base rule).
        if placement.fillsWidth && !content.style.declares(.width) { content.style[.width] = "auto" }
        cell.children = [consume content]
        return cell
    }
}
