import KilnTree

/// A control that turns an option on or off, as SwiftUI's `Toggle`: a real checkbox inside its
/// label, drawn as iOS's switch, a checkbox or a button by the `toggleStyle` in force, or by a
/// custom `ToggleStyle`'s body. Bound to several values, it is on, off, or mixed when they differ.
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let state: () -> Bool?
    /// Sets every binding the toggle stands for.
    let set: (Bool) -> Void

    init(label: Label, state: @escaping () -> Bool?, set: @escaping (Bool) -> Void) {
        self.label = label
        self.state = state
        self.set = set
    }

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), state: { isOn.wrappedValue }, set: { isOn.wrappedValue = $0 })
    }

    /// A toggle for every binding of `sources`: on when all are on, off when all are off, mixed otherwise.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.init(
            label: label(), state: { Self.combined(sources.map { $0[keyPath: isOn].wrappedValue }) },
            set: { value in for source in sources { source[keyPath: isOn].wrappedValue = value } })
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let isOn = view.state()
        let style = context.environment.toggleStyle
        let label = _StylePart(TitleAndSubtitles(label: view.label))
        if style.body != nil {
            lowerCustom(style, label: label, isOn: isOn, into: &nodes, context: context)
            return
        }
        // A `.button` toggle is drawn by the button style in force, a custom one's body included.
        let (buttonLook, title) = style.look == .button
            ? context.styledButton(label, role: nil) : (context.environment.buttonStyle.look, lowered(label, context: context))
        let kind = Control.Kind.toggle(isOn: isOn, style: style.look, buttonStyle: buttonLook)
        // A tap turns a mixed toggle on, as SwiftUI's does.
        let toggle = context.control(kind, children: [labelNode(title)])
        nodes.append(context.reactiveControl(toggle, actions: [context.runAction { view.set(isOn != true) }.changes], showsOwnState: true))
    }

    /// A toggle drawn by a custom style: its label (which names the checkbox), then the style's
    /// body off and on. A body holding a toggle of its own is that toggle, drawn as it is.
    private static func lowerCustom(_ style: AnyToggleStyle, label: _StylePart, isOn: Bool?, into nodes: inout [_Node], context: _LoweringContext) {
        func body(_ on: Bool) -> [Node] {
            let configuration = ToggleStyleConfiguration(label: label, isOn: .constant(on), isMixed: !on && isOn == nil)
            return (style.lowerBody(configuration, context: context, path: \.toggleStyle) ?? []).map { $0.unwrappingButtons() }
        }
        let off = body(false), on = body(true)
        let shown = isOn == true ? on : off
        if shown.contains(where: { $0.contains(control: \.isToggle) }) {
            nodes += shown
            return
        }
        let kind = Control.Kind.toggle(isOn: isOn, style: .custom, buttonStyle: context.environment.buttonStyle.look)
        nodes.append(context.control(kind, children: [labelNode(lowered(label, context: context)), labelNode(off), labelNode(on)]))
    }

    static func combined(_ values: [Bool]) -> Bool? {
        if values.allSatisfy({ $0 }) { return true }
        if values.allSatisfy({ !$0 }) { return false }
        return nil
    }
}

/// A toggle's label: SwiftUI stacks a label of several texts, the lines after the first as
/// secondary subtitles.
nonisolated private struct TitleAndSubtitles<Label: View>: View {
    let label: Label
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let lines = lowered(view.label, context: context)
        guard lines.count > 1 else {
            nodes += lines
            return
        }
        let subtitles = lines.dropFirst().map { line in
            var line = line
            line.modifiers += [.font(.subheadline), .foreground(.foreground(level: 1))]
            return line
        }
        nodes.append(Node(.vstack(alignment: .leading, spacing: 2), children: [lines[0]] + subtitles))
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
