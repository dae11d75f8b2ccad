/// What a `Table` shows besides views: its columns' widths and sort state, how its rows group
/// into sections and which rows are selected.
///
/// The table node's `children`, in order: one header label per column; then, for each body in
/// `bodies`, its section header if it has one, followed by the cells of each of its rows (one
/// per column, in column order). So a table of `c` columns has
/// `c + Σ (hasHeader ? 1 : 0) + rows.count × c` children.
package struct TableSpec: Hashable, Sendable {
    package var columns: [Column]
    package var bodies: [Body]
    package var selection: SelectionMode

    package init(columns: [Column], bodies: [Body], selection: SelectionMode) {
        self.columns = columns
        self.bodies = bodies
        self.selection = selection
    }

    package struct Column: Hashable, Sendable {
        package var width: ColumnWidth
        /// The direction of the sort order's first comparator, on the column it sorts by.
        package var sort: SortDirection?

        package init(width: ColumnWidth = .automatic, sort: SortDirection? = nil) {
            self.width = width
            self.sort = sort
        }
    }

    /// `TableColumn.width(_:)` and `width(min:ideal:max:)`.
    package enum ColumnWidth: Hashable, Sendable {
        /// Shares the width the fixed columns leave.
        case automatic
        case fixed(Double)
        /// Shares the width the fixed columns leave, within the bounds.
        case bounded(min: Double?, max: Double?)
    }

    package enum SortDirection: Hashable, Sendable { case ascending, descending }

    /// How many rows the table's selection binding can hold.
    package enum SelectionMode: Hashable, Sendable { case none, single, multiple }

    /// A run of rows: a `Section` (with a header row when it has a header), or rows outside sections.
    package struct Body: Hashable, Sendable {
        package var hasHeader: Bool
        /// Whether each row is selected, in order.
        package var selectedRows: [Bool]

        package init(hasHeader: Bool, selectedRows: [Bool]) {
            self.hasHeader = hasHeader
            self.selectedRows = selectedRows
        }
    }
}

extension Node {
    /// A `table`'s children by role, in the order `TableSpec` documents; nil for another kind.
    package var tableParts: TableParts? {
        guard case .table(let spec) = kind else { return nil }
        return TableParts(spec, children: children)
    }
}

/// A table's children by role: one header label per column, then per body its section header
/// (if it has one) and each row's cells, one per column.
package struct TableParts {
    package var columnHeaders: ArraySlice<Node>
    package var bodies: [Body]

    package struct Body {
        package var header: Node?
        package var rows: [ArraySlice<Node>]
    }

    /// Splits a table node's children as its spec says.
    package init(_ spec: TableSpec, children: [Node]) {
        let columns = spec.columns.count
        columnHeaders = children.prefix(columns)
        var rest = children.dropFirst(columns)
        bodies = spec.bodies.map { body in
            let header = body.hasHeader ? rest.popFirst() : nil
            let rows = body.selectedRows.map { _ in
                let cells = rest.prefix(columns)
                rest = rest.dropFirst(columns)
                return cells
            }
            return Body(header: header, rows: rows)
        }
    }
}
