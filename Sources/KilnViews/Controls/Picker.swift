import KilnTree

/// A control for choosing one of its content's views by their tags, as SwiftUI's `Picker`: a
/// `<select>` (menu), a segmented control or a group of radio buttons, by the `pickerStyle`
/// in force. A selection that matches no tag is reported, as SwiftUI logs it at run time.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    let selection: () -> [SelectionValue]
    /// Selects a value in every binding the picker stands for.
    let select: (SelectionValue) -> Void
    let site: CallSite

    public init(selection: Binding<SelectionValue>, fileID: String = #fileID, line: Int = #line,
                @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.selection = { [selection.wrappedValue] }
        self.select = { selection.wrappedValue = $0 }
        self.site = CallSite(fileID: fileID, line: line)
    }

    /// SwiftUI 1's form, with the label a view rather than a closure.
    public init(selection: Binding<SelectionValue>, label: Label, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, fileID: fileID, line: line, content: content) { label }
    }

    /// A picker for every binding of `sources`: it shows each selected value, mixed when they differ.
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           fileID: String = #fileID, line: Int = #line,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.selection = { sources.map { $0[keyPath: selection].wrappedValue } }
        self.select = { value in for source in sources { source[keyPath: selection].wrappedValue = value } }
        self.site = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let label = labelNode(lowered(view.label, context: context))
        let options = context.loweredWithTags(view.content)
        var selected: [Int] = []
        for value in view.selection() {
            let tag = ViewTag(value)
            if let index = options.firstIndex(where: { $0.tag == tag }) {
                if !selected.contains(index) { selected.append(index) }
            } else {
                context.report(.warning, "Picker \"\(label.plainText)\": the selection \"\(value)\" matches no option's tag; no option is shown selected", at: view.site)
            }
        }
        let kind = Control.Kind.picker(selected: selected.sorted(), style: context.environment.pickerStyle)
        // Choosing an option selects its tag (an option without one does nothing).
        func choices() -> [StateJournal] {
            options.map { option in
                guard let value = option.tag?.value.base as? SelectionValue else { return StateJournal() }
                return context.runAction { view.select(value) }.changes
            }
        }
        let picker = context.control(kind, children: [label] + options, source: view.site)
        nodes.append(context.reactiveControl(picker, actions: choices(), showsOwnState: true))
    }
}

nonisolated extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, fileID: String = #fileID, line: Int = #line,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, fileID: fileID, line: line, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, fileID: String = #fileID, line: Int = #line,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, fileID: fileID, line: line, content: content) { Text(title) }
    }

    /// The seed's `Picker("Theme", selection: themes)` with `themes: [Binding<Theme>]`.
    public init(_ titleKey: LocalizedStringKey, selection: [Binding<SelectionValue>], fileID: String = #fileID, line: Int = #line,
                @ViewBuilder content: () -> Content) {
        self.init(sources: selection, selection: \.self, fileID: fileID, line: line, content: content) { Text(titleKey) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, fileID: fileID, line: line, content: content) { Text(titleKey) }
    }
}
