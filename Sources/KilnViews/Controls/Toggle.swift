import KilnTree

/// A control that turns an option on or off, as SwiftUI's `Toggle`: a real checkbox inside its
/// label, drawn as iOS's switch, a checkbox or a button by the `toggleStyle` in force. Bound to
/// several values, it is on, off, or mixed when they differ.
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let state: () -> Bool?

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.state = { isOn.wrappedValue }
    }

    /// A toggle for every binding of `sources`: on when all are on, off when all are off, mixed otherwise.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.state = { Self.combined(sources.map { $0[keyPath: isOn].wrappedValue }) }
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [Node], context: LoweringContext) {
        let environment = context.environment
        let kind = Control.Kind.toggle(isOn: view.state(), style: environment.toggleStyle, buttonStyle: environment.buttonStyle)
        nodes.append(context.control(kind, children: [titleAndSubtitles(lowered(view.label, context: context))]))
    }

    /// SwiftUI stacks a label of several texts, the lines after the first as secondary subtitles.
    private static func titleAndSubtitles(_ lines: [Node]) -> Node {
        guard lines.count > 1 else { return labelNode(lines) }
        let subtitles = lines.dropFirst().map { line in
            var line = line
            line.modifiers += [.font(.subheadline), .foreground(.foreground(level: 1))]
            return line
        }
        return Node(.vstack(alignment: .leading, spacing: 2), children: [lines[0]] + subtitles)
    }

    static func combined(_ values: [Bool]) -> Bool? {
        if values.allSatisfy({ $0 }) { return true }
        if values.allSatisfy({ !$0 }) { return false }
        return nil
    }
}

nonisolated extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// The seed's `Toggle("All", isOn: [$a, $b, $c])`: one toggle for several bindings.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, isOn: [Binding<Bool>]) {
        self.init(sources: isOn, isOn: \.self) { Text(titleKey) }
    }
}

nonisolated extension Toggle where Label == KilnViews.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { KilnViews.Label(titleKey, systemImage: systemImage) }
    }
}
