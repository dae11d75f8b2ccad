import KilnTree

/// Rows of content in a column, as SwiftUI's `List`: from data, from static views, or both, in
/// sections; `listStyle(_:)` picks the look. With `selection:` the selected rows (those whose
/// tag is in the selection; `ForEach` tags rows with their ids) are drawn selected.
nonisolated public struct List<Content: View>: View {
    let content: Content
    let selection: SelectionBinding?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }

    public init<Selection: ListSelection>(selection: Binding<Selection>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = SelectionBinding(selection)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let style = context.environment.listStyle
        var rows: [Node]
        if let selection = view.selection, let column = context.navigation.column, column != .detail {
            rows = context.lowerSelectingPages(view.content, selection: selection)
        } else {
            rows = view.selection == nil ? lowered(view.content, context: context) : context.loweredWithTags(view.content)
        }
        // SwiftUI's automatic style is the sidebar style in a split view's sidebar column.
        let look = style is DefaultListStyle && context.navigation.column == .sidebar ? .sidebar : style._style.value
        let spec = ListSpec(
            style: look, alternatesRowBackgrounds: style._alternatesRowBackgrounds, selection: view.selection?.tags(),
            rowSpacing: context.environment.listRowSpacing, sectionSpacing: context.environment.listSectionSpacing)
        nodes.append(Node(.list(spec), children: rows))
    }
}

/// A list's selection binding, read when the list is lowered (after a sidebar's page has set it).
nonisolated struct SelectionBinding {
    let tags: () -> Set<ViewTag>
    /// Selects the value a row's tag holds; false when the tag's type is not the selection's.
    let select: (ViewTag) -> Bool

    init?<Selection: ListSelection>(_ binding: Binding<Selection>?) {
        guard let binding else { return nil }
        tags = { Set(binding.wrappedValue._selectedTags) }
        select = { tag in
            guard let value = Selection._selecting(tag) else { return false }
            binding.wrappedValue = value
            return true
        }
    }
}

nonisolated extension List {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, fileID: fileID, line: line, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, fileID: String = #fileID, line: Int = #line, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, fileID: fileID, line: line, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, Selection: ListSelection, RowContent: View>(
        _ data: Data, selection: Binding<Selection>?, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, fileID: fileID, line: line, content: rowContent) }
    }

    /// A row for each number of a constant range (`List(0..<5) { Text("Row \($0)") }`).
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A hierarchical list: rows with children are disclosure rows, collapsed as SwiftUI starts them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, Selection: ListSelection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Selection>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}

/// What a list's selection binding may hold: one optional value, or a set (or array) of them.
public protocol ListSelection {
    /// Not API: the selected values as tags.
    var _selectedTags: [_ViewTag] { get }
    /// Not API: the selection of just the value `tag` holds; nil when it is of another type.
    static func _selecting(_ tag: _ViewTag) -> Self?
}

nonisolated extension Optional: ListSelection where Wrapped: Hashable {
    public var _selectedTags: [_ViewTag] { map { [ViewTag($0)] } ?? [] }
    public static func _selecting(_ tag: _ViewTag) -> Self? { (tag.value.base as? Wrapped).map { .some($0) } }
}

nonisolated extension Set: ListSelection {
    public var _selectedTags: [_ViewTag] { map { ViewTag($0) } }
    public static func _selecting(_ tag: _ViewTag) -> Self? { (tag.value.base as? Element).map { [$0] } }
}

nonisolated extension Array: ListSelection where Element: Hashable {
    public var _selectedTags: [_ViewTag] { map { ViewTag($0) } }
    public static func _selecting(_ tag: _ViewTag) -> Self? { (tag.value.base as? Element).map { [$0] } }
}

/// Rows of tree-shaped data, each with its children nested under it in a disclosure row.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, Content: View>: View where Data.Element: Identifiable {
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Content

    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.children = children
        self.content = content
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        for element in view.data {
            var row = lowered(view.content(element), context: context)
            if row.count != 1 { row = [Node(.hstack(alignment: .center, spacing: nil), children: row)] }
            row[0].modifiers.append(.tag(ViewTag(element.id)))
            guard let children = element[keyPath: view.children] else {
                nodes += row
                continue
            }
            let nested = OutlineGroup(children, children: view.children, content: view.content)
            nodes.append(.outlineRow(row[0], children: lowered(nested, context: context)))
        }
    }
}

/// Whether a list row's separator (or another element) shows.
nonisolated public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// The top and bottom edges.
nonisolated public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

nonisolated extension View {
    /// Shows or hides this list row's separators on the given edges.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modified(visibility == .automatic ? nil : .listRowSeparator(
            visible: visibility == .visible, top: edges.contains(.top), bottom: edges.contains(.bottom)))
    }

    /// The colour of this list row's separators on the given edges.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modified(color.map { .listRowSeparatorTint(.color($0), top: edges.contains(.top), bottom: edges.contains(.bottom)) })
    }

    /// What fills this list row behind its content: a colour or style fills the row; another
    /// view is left out, and the page says so once.
    public func listRowBackground<V: View>(_ view: V?, fileID: String = #fileID, line: Int = #line) -> some View {
        guard let view else { return modified(nil) }
        if let style = view as? any ShapeStyle { return modified(.listRowBackground(style._paint.value)) }
        return modified(nil, problems: [Diagnostic(.warning, "listRowBackground with a view other than a colour or style is left out", at: CallSite(fileID: fileID, line: line))])
    }

    /// The tint of this list row (or of every row of this section), as the list draws it.
    public func listItemTint(_ tint: Color?) -> some View {
        modified(tint.map { .listItemTint(.color($0)) })
    }

    /// The padding around this list row's content, instead of the list style's; nil keeps the style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modified(insets.map { .listRowInsets($0) })
    }

    /// A badge at the trailing end of this list row: a count (none for 0), as iOS draws it.
    public func badge(_ count: Int) -> some View {
        modified(count == 0 ? nil : .badge(String(count)))
    }

    /// A badge at the trailing end of this list row: a text (none for nil).
    public func badge(_ label: Text?) -> some View {
        modified(label.map { .badge($0.plainText) })
    }

    public func badge(_ key: LocalizedStringKey) -> some View {
        badge(Text(key))
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}
