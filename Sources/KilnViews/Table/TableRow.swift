import KilnTree

/// Views that stand for rows of a table, as SwiftUI's `TableRowContent`: `TableRow`, and
/// `ForEach`, `Section`, `if` and blocks made of them. They are views here so that `ForEach`
/// and `Section` can hold them; they show something only inside a `Table`'s rows.
public protocol TableRowContent: View {}

/// One row of a table, for `Table(of:columns:rows:)`, as SwiftUI's `TableRow`. In a table with a
/// selection, the row is tagged with its value's id, which the selection matches.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent {
    let value: Value
    let site: CallSite

    public init(_ value: Value, fileID: String = #fileID, line: Int = #line) {
        self.value = value
        self.site = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        guard let table = context.tableRowCells else {
            context.report(.error, "TableRow is shown only in the rows of a Table; it is left out", at: view.site)
            return
        }
        guard table.rowType == Value.self else {
            context.report(.error, "TableRow of \(Value.self) is in a table of \(table.rowType); it is left out", at: view.site)
            return
        }
        let cells = withUnsafePointer(to: view.value) { table.cells(UnsafeRawPointer($0), context) }
        nodes.append(TableRowCells.row(cells, tag: table.tagsRows ? ViewTag(view.value.id) : nil))
    }
}

nonisolated extension EmptyView: TableRowContent {}
nonisolated extension ForEach: TableRowContent where Content: TableRowContent {}
nonisolated extension Section: TableRowContent where Content: TableRowContent {}
nonisolated extension TupleView: TableRowContent where repeat each Content: TableRowContent {}
nonisolated extension Optional: TableRowContent where Wrapped: TableRowContent {}
nonisolated extension _ConditionalContent: TableRowContent where TrueContent: TableRowContent, FalseContent: TableRowContent {}

/// Builds a table's rows from a closure, as SwiftUI's `@TableRowBuilder`: rows, `ForEach`,
/// `Section`, `if`/`else`.
@resultBuilder
nonisolated public enum TableRowBuilder<Value> {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Row: TableRowContent>(_ row: Row) -> Row { row }

    public static func buildBlock<each Row: TableRowContent>(_ rows: repeat each Row) -> TupleView<repeat each Row> {
        TupleView((repeat each rows))
    }

    public static func buildIf<Row: TableRowContent>(_ row: Row?) -> Row? { row }

    public static func buildEither<First: TableRowContent, Second: TableRowContent>(first: First) -> _ConditionalContent<First, Second> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<First: TableRowContent, Second: TableRowContent>(second: Second) -> _ConditionalContent<First, Second> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// How the table being lowered makes a row's cells: the lowering context's while a table
/// lowers its rows, so that `TableRow` (inside `ForEach` or `Section`) can draw its row.
nonisolated struct TableRowCells {
    /// The table's row type: a row of another type is left out and named.
    let rowType: Any.Type
    /// Whether rows carry their value's id, which only a table with a selection matches.
    let tagsRows: Bool
    /// One node per column of the row a pointer to a `rowType` value holds: passed by pointer,
    /// not as `Any`, which boxed and cast each row.
    let cells: (UnsafeRawPointer, LoweringContext) -> [Node]

    /// A row while the table is lowered: a node of the row's cells, which the table takes
    /// apart (it never reaches the tree).
    static func row(_ cells: [Node], tag: ViewTag?) -> Node {
        Node(.hstack(alignment: .center, spacing: nil), children: cells, modifiers: tag.map { [.tag($0)] } ?? [])
    }
}

nonisolated extension _LoweringContext {
    /// Runs `body` with `rows` as the table whose `TableRow`s draw rows (nil: none), then
    /// restores the table around it.
    func lowering<Result>(tableRows rows: TableRowCells?, _ body: () -> Result) -> Result {
        let outer = tableRowCells
        tableRowCells = rows
        defer { tableRowCells = outer }
        return body()
    }
}
