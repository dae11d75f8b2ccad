import KilnTree

// The ways to make a column, as in SwiftUI: a title and a view for each row; a title, a
// `value:` key path and a view; or a title and a `String` value shown as text.
nonisolated extension TableColumn {
    public init(
        _ titleKey: LocalizedStringKey, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(titleKey), value: nil as KeyPath<RowValue, Never>?, site: CallSite(fileID: fileID, line: line), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(title), value: nil as KeyPath<RowValue, Never>?, site: CallSite(fileID: fileID, line: line), content: content)
    }

    public init<V>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(titleKey), value: value, site: CallSite(fileID: fileID, line: line), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: KeyPath<RowValue, V>, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(title), value: value, site: CallSite(fileID: fileID, line: line), content: content)
    }
}

nonisolated extension TableColumn where Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, fileID: String = #fileID, line: Int = #line) {
        self.init(title: Text(titleKey), value: value, site: CallSite(fileID: fileID, line: line)) { Text(verbatim: $0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, fileID: String = #fileID, line: Int = #line) {
        self.init(title: Text(title), value: value, site: CallSite(fileID: fileID, line: line)) { Text(verbatim: $0[keyPath: value]) }
    }
}
