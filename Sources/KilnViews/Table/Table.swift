import Foundation
import KilnTree

/// Rows of `Value`s in columns, as SwiftUI's `Table`: a real HTML table with a header row.
/// A `sortOrder` binding marks the column its first comparator sorts by (SwiftUI's table sorts
/// nothing itself; the app sorts its data when the order changes, which a static page never
/// does); a `selection` binding marks the selected rows.
nonisolated public struct Table<Value: Identifiable, Rows: TableRowContent>: View {
    let columns: [_TableColumnDefinition<Value>]
    let rows: Rows
    let selection: TableSelection
    /// The sort order's comparators now, or nil without a `sortOrder` binding.
    let sortOrder: (() -> [TableSortKey])?
    let site: CallSite

    init(
        columns: TableColumnList<Value>, rows: Rows, selection: TableSelection,
        sortOrder: (() -> [TableSortKey])?, site: CallSite
    ) {
        self.columns = columns.columns
        self.rows = rows
        self.selection = selection
        self.sortOrder = sortOrder
        self.site = site
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        for column in view.columns {
            for problem in column.problems { context.report(.warning, problem, at: column.site) }
        }
        // A cell, or a header, lowers as any view: a `TableRow` in it belongs to no row here.
        let headers = context.lowering(tableRows: nil) { view.columns.map { cell(lowered($0.title, context: context)) } }
        // Each column's cell maker, taken out of its definition once: mapping the definitions
        // for every row copied each and looked up their generic types.
        let makers = view.columns.map(\.cell)
        let rows = TableRowCells(rowType: Value.self, tagsRows: view.selection.mode != .none) { row, context in
            // `TableRow` passes a `Value`, having checked its type against `rowType`.
            let value = row.assumingMemoryBound(to: Value.self)
            return context.lowering(tableRows: nil) {
                var cells: [Node] = []
                cells.reserveCapacity(makers.count)
                for make in makers { cells.append(cell(make(value.pointee, context))) }
                return cells
            }
        }
        let rowNodes = context.lowering(tableRows: rows) { lowered(view.rows, context: context) }

        let selected = view.selection.selected()
        var bodies: [TableSpec.Body] = []
        var children = headers
        var looseRows: [Bool] = []
        func endLooseRows() {
            if !looseRows.isEmpty { bodies.append(TableSpec.Body(hasHeader: false, selectedRows: looseRows)) }
            looseRows = []
        }
        for node in rowNodes {
            if let section = node.sectionParts {
                endLooseRows()
                if section.footer != nil { context.report(.warning, "a table's Section shows no footer; it is left out", at: view.site) }
                if let header = section.header { children.append(header) }
                children += section.content.flatMap(\.children)
                bodies.append(TableSpec.Body(hasHeader: section.header != nil, selectedRows: section.content.map { isSelected($0, in: selected) }))
            } else {
                children += node.children
                looseRows.append(isSelected(node, in: selected))
            }
        }
        endLooseRows()

        let spec = TableSpec(columns: view.columnSpecs(context: context), bodies: bodies, selection: view.selection.mode)
        nodes.append(Node(.table(spec), children: children, source: view.site))
    }

    /// A cell is one view; several views share it as an `HStack`'s children do.
    private static func cell(_ nodes: [Node]) -> Node {
        nodes.count == 1 ? nodes[0] : Node(.hstack(alignment: .center, spacing: nil), children: nodes)
    }

    private static func isSelected(_ row: Node, in selected: Set<AnyHashable>) -> Bool {
        row.tag.map { selected.contains($0.value) } ?? false
    }

    /// The columns' widths, and the sort order's first comparator on the column it sorts by.
    private func columnSpecs(context: LoweringContext) -> [TableSpec.Column] {
        var specs = columns.map { TableSpec.Column(width: $0.width) }
        guard let sortOrder else { return specs }
        for column in columns where column.valuePath != nil && !column.isSortable {
            context.report(
                .error,
                "TableColumn's value of type \(column.valueType.map { "\($0)" } ?? "?") isn't Comparable, so the table's sortOrder can't sort by it; use a Comparable value",
                at: column.site)
        }
        guard let first = sortOrder().first else { return specs }
        guard let path = first.keyPath, let index = columns.firstIndex(where: { $0.valuePath == path }) else {
            context.report(
                .warning,
                "the table's first sort comparator matches no column's value: key path; no column is shown as sorted",
                at: site)
            return specs
        }
        // A column whose value isn't Comparable was reported above.
        if columns[index].isSortable { specs[index].sort = first.order == .forward ? .ascending : .descending }
        return specs
    }
}

/// A `selection` binding as the table reads it: which ids are selected now, and how many can be.
nonisolated struct TableSelection {
    let mode: TableSpec.SelectionMode
    let selected: () -> Set<AnyHashable>

    static var none: TableSelection { TableSelection(mode: .none) { [] } }
}

/// A sort comparator as the table reads it: the key path it compares by (nil for other
/// comparators) and its direction.
nonisolated struct TableSortKey {
    let keyPath: AnyKeyPath?
    let order: SortOrder

    init<Comparator: SortComparator>(_ comparator: Comparator) {
        keyPath = (comparator as? KeyPathComparator<Comparator.Compared>)?.keyPath
        order = comparator.order
    }
}
