import Foundation
import KilnTree

/// Columns of a table whose rows are `TableRowValue`s, as SwiftUI's `TableColumnContent`:
/// a `TableColumn`, or the columns a `TableColumnBuilder` block lists.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue> {
    associatedtype TableRowValue

    /// Not API: appends the columns this content stands for, in order.
    nonisolated func _appendColumns(to columns: inout [_TableColumnDefinition<TableRowValue>])
}

/// Not API: one column as the table lowers it — its title, its value key path if it has one,
/// how it draws a row's cell, its width, and where the user wrote it.
nonisolated public struct _TableColumnDefinition<RowValue> {
    let title: Text
    let valuePath: PartialKeyPath<RowValue>?
    /// The value type of a `value:` column, named when it cannot be sorted.
    let valueType: Any.Type?
    let cell: (RowValue, LoweringContext) -> [Node]
    var width: TableSpec.ColumnWidth = .automatic
    let site: CallSite
    /// Problems with the column's widths, reported when the table is lowered (the modifiers
    /// run before there is a lowering context).
    var problems: [String] = []

    /// A column can be sorted when its value is `Comparable`, as `KeyPathComparator` requires.
    var isSortable: Bool { valueType.map { $0 is any Comparable.Type } ?? false }
}

/// A column of a `Table`, as SwiftUI's `TableColumn`: a title, and for each row either its
/// `value:` as text or the view `content` makes of the row. A `value:` key path also says
/// which `sortOrder` comparator sorts by this column.
nonisolated public struct TableColumn<RowValue, Content: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    var definition: _TableColumnDefinition<RowValue>

    init<V>(title: Text, value: KeyPath<RowValue, V>?, site: CallSite, content: @escaping (RowValue) -> Content) {
        definition = _TableColumnDefinition(
            title: title, valuePath: value, valueType: value.map { _ in V.self },
            cell: { row, context in lowered(content(row), context: context) }, site: site)
    }

    public func _appendColumns(to columns: inout [_TableColumnDefinition<RowValue>]) {
        columns.append(definition)
    }

    /// A fixed width. A negative or non-finite width is ignored with a warning.
    public func width(_ width: CGFloat) -> TableColumn {
        var column = self
        if let width = column.checked(width, "width") { column.definition.width = .fixed(width) }
        return column
    }

    /// A width between `min` and `max`, sharing what fixed columns leave. A static page cannot
    /// be resized, so an `ideal` width is the column's width (kept within the bounds).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        let lower = min.flatMap { column.checked($0, "minimum width") }
        var upper = max.flatMap { column.checked($0, "maximum width") }
        if let lower, let bound = upper, bound < lower {
            column.report("maximum width \(bound) is smaller than the minimum width \(lower); the maximum is raised to it")
            upper = lower
        }
        if let ideal = ideal.flatMap({ column.checked($0, "ideal width") }) {
            column.definition.width = .fixed(Swift.min(Swift.max(ideal, lower ?? 0), upper ?? .infinity))
        } else if lower != nil || upper != nil {
            column.definition.width = .bounded(min: lower, max: upper)
        }
        return column
    }

    private mutating func report(_ problem: String) {
        definition.problems.append("TableColumn " + problem)
    }

    private mutating func checked(_ value: CGFloat, _ name: String) -> Double? {
        let value = Double(value)
        guard value.isFinite, value >= 0 else {
            report("\(name) \(value) is invalid (negative or not finite); it is ignored")
            return nil
        }
        return value
    }
}
