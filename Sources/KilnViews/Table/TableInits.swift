import Foundation
import KilnTree

// SwiftUI's ways to make a table: from a collection of `Identifiable` values (one row each),
// or of a row type with explicit `rows:`; each without selection or with a selection of a set
// of ids, an optional id or a required id; each with or without a `sortOrder` binding.

nonisolated extension Table {
    public init<Data: RandomAccessCollection>(
        _ data: Data, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Rows == ForEach<Data, Value.ID, TableRow<Value>> {
        self.init(columns: columns(), rows: ForEach(data, fileID: fileID, line: line) { TableRow($0) }, selection: .none, sortOrder: nil, site: CallSite(fileID: fileID, line: line))
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Rows == ForEach<Data, Value.ID, TableRow<Value>> {
        self.init(columns: columns(), rows: ForEach(data, fileID: fileID, line: line) { TableRow($0) }, selection: .many(selection), sortOrder: nil, site: CallSite(fileID: fileID, line: line))
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Rows == ForEach<Data, Value.ID, TableRow<Value>> {
        self.init(columns: columns(), rows: ForEach(data, fileID: fileID, line: line) { TableRow($0) }, selection: .one(selection), sortOrder: nil, site: CallSite(fileID: fileID, line: line))
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Rows == ForEach<Data, Value.ID, TableRow<Value>> {
        self.init(columns: columns(), rows: ForEach(data, fileID: fileID, line: line) { TableRow($0) }, selection: .required(selection), sortOrder: nil, site: CallSite(fileID: fileID, line: line))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Rows == ForEach<Data, Value.ID, TableRow<Value>>, Sort.Compared == Value {
        self.init(columns: columns(), rows: ForEach(data, fileID: fileID, line: line) { TableRow($0) }, selection: .none, sortOrder: .keys(sortOrder), site: CallSite(fileID: fileID, line: line))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Rows == ForEach<Data, Value.ID, TableRow<Value>>, Sort.Compared == Value {
        self.init(columns: columns(), rows: ForEach(data, fileID: fileID, line: line) { TableRow($0) }, selection: .many(selection), sortOrder: .keys(sortOrder), site: CallSite(fileID: fileID, line: line))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Rows == ForEach<Data, Value.ID, TableRow<Value>>, Sort.Compared == Value {
        self.init(columns: columns(), rows: ForEach(data, fileID: fileID, line: line) { TableRow($0) }, selection: .one(selection), sortOrder: .keys(sortOrder), site: CallSite(fileID: fileID, line: line))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID>, sortOrder: Binding<[Sort]>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Rows == ForEach<Data, Value.ID, TableRow<Value>>, Sort.Compared == Value {
        self.init(columns: columns(), rows: ForEach(data, fileID: fileID, line: line) { TableRow($0) }, selection: .required(selection), sortOrder: .keys(sortOrder), site: CallSite(fileID: fileID, line: line))
    }
}

nonisolated extension Table {
    public init(
        of valueType: Value.Type = Value.self, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: .none, sortOrder: nil, site: CallSite(fileID: fileID, line: line))
    }

    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: .many(selection), sortOrder: nil, site: CallSite(fileID: fileID, line: line))
    }

    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: .one(selection), sortOrder: nil, site: CallSite(fileID: fileID, line: line))
    }

    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: .required(selection), sortOrder: nil, site: CallSite(fileID: fileID, line: line))
    }

    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(columns: columns(), rows: rows(), selection: .none, sortOrder: .keys(sortOrder), site: CallSite(fileID: fileID, line: line))
    }

    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(columns: columns(), rows: rows(), selection: .many(selection), sortOrder: .keys(sortOrder), site: CallSite(fileID: fileID, line: line))
    }

    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(columns: columns(), rows: rows(), selection: .one(selection), sortOrder: .keys(sortOrder), site: CallSite(fileID: fileID, line: line))
    }

    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID>, sortOrder: Binding<[Sort]>,
        fileID: String = #fileID, line: Int = #line,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(columns: columns(), rows: rows(), selection: .required(selection), sortOrder: .keys(sortOrder), site: CallSite(fileID: fileID, line: line))
    }
}

nonisolated extension TableSelection {
    static func many<ID: Hashable>(_ binding: Binding<Set<ID>>) -> TableSelection {
        TableSelection(mode: .multiple) { Set(binding.wrappedValue.map { AnyHashable($0) }) }
    }

    static func one<ID: Hashable>(_ binding: Binding<ID?>) -> TableSelection {
        TableSelection(mode: .single) { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
    }

    static func required<ID: Hashable>(_ binding: Binding<ID>) -> TableSelection {
        TableSelection(mode: .single) { [AnyHashable(binding.wrappedValue)] }
    }
}

nonisolated extension Optional where Wrapped == () -> [TableSortKey] {
    static func keys<Sort: SortComparator>(_ binding: Binding<[Sort]>) -> Self {
        { binding.wrappedValue.map(TableSortKey.init) }
    }
}
