/// Builds a table's columns from a closure, as SwiftUI's `@TableColumnBuilder`: any number of
/// columns, `if`/`else` and availability checks. Every block becomes one flat list of columns.
@resultBuilder
nonisolated public enum TableColumnBuilder<RowValue> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TableColumnList<RowValue>
    where Column.TableRowValue == RowValue {
        var list = TableColumnList<RowValue>()
        column._appendColumns(to: &list.columns)
        return list
    }

    public static func buildBlock(_ parts: TableColumnList<RowValue>...) -> TableColumnList<RowValue> {
        TableColumnList(columns: parts.flatMap{ $0.columns })
    }

    public static func buildOptional(_ part: TableColumnList<RowValue>?) -> TableColumnList<RowValue> {
        part ?? TableColumnList()
    }

    public static func buildEither(first: TableColumnList<RowValue>) -> TableColumnList<RowValue> { first }

    public static func buildEither(second: TableColumnList<RowValue>) -> TableColumnList<RowValue> { second }

    public static func buildLimitedAvailability(_ part: TableColumnList<RowValue>) -> TableColumnList<RowValue> { part }
}

/// The columns a `TableColumnBuilder` block lists, in order.
nonisolated public struct TableColumnList<RowValue>: TableColumnContent {
    public typealias TableRowValue = RowValue
    var columns: [_TableColumnDefinition<RowValue>] = []

    public func _appendColumns(to columns: inout [_TableColumnDefinition<RowValue>]) {
        columns += self.columns
    }
}
