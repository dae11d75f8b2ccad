import Foundation
import KilnTree

/// A control that adds or subtracts a step, as SwiftUI's `Stepper`: on a page, an
/// `<input type=number>` with its bounds and step in the label's row, which the keyboard's
/// arrow keys and the browser's spin buttons step without JavaScript. In a view that owns the
/// value (a state island) and shows it besides the stepper, a stepper with bounds is drawn as
/// SwiftUI draws it, a minus and a plus button, whose steps change the view on the page.
/// `onEditingChanged` is the app's: nothing is edited while a page is built.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    /// The number field, or nil for a stepper that runs actions (`onIncrement:onDecrement:`).
    let field: NumberField?
    /// What the minus and plus buttons do: a value stepper's set its value a step down or up.
    let decrement: (() -> Void)?
    let increment: (() -> Void)?
    /// The value as a `format` writes it, shown beside the buttons.
    var formattedValue: (() -> String)?

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.field = NumberField(value: numericValue(value.wrappedValue), step: numericValue(step))
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    }

    /// A stepper whose buttons run actions instead of changing a value: on a page, its label
    /// beside a minus and a plus button, each disabled where its action is nil. In a view that
    /// owns the state they change, the buttons change it on the page, as a `Button`'s action does.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.field = nil
        (increment, decrement) = (onIncrement, onDecrement)
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.field = NumberField(value: numericValue(value.wrappedValue), minimum: numericValue(bounds.lowerBound),
                                 maximum: numericValue(bounds.upperBound), step: numericValue(step))
        decrement = { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) }
        increment = { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) }
    }

    /// SwiftUI 1's form, with the label last.
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        guard let field = view.field else {
            lower(view.buttons(canDecrement: view.decrement != nil, canIncrement: view.increment != nil), into: &nodes, context: context)
            return
        }
        func stepper() -> Node { context.control(.stepper(field), children: [labelNode(lowered(view.label, context: context))]) }
        guard context.isInStateIsland, let minimum = field.minimum, let maximum = field.maximum,
            (maximum - minimum) / (field.step ?? 1) < Double(context.islands.statesPerIsland)
        else {
            nodes.append(stepper())
            return
        }
        // In a view that owns the value, a stepper with bounds whose value the view shows besides
        // it is drawn as SwiftUI draws it, with a minus and a plus button whose steps change the
        // view on the page; otherwise its field steps itself.
        let key = context.identity.next()
        if context.islands.stack.last?.steppedByButtons.contains(key) == true {
            let scope = context.identity
            context.identity = .scope(at: key)
            lower(view.buttons(canDecrement: field.value > minimum, canIncrement: field.value < maximum), into: &nodes, context: context)
            context.identity = scope
            return
        }
        let step = field.value < maximum ? view.increment : view.decrement
        nodes.append(context.browserControl(stepper(), key: key, named: "Stepper", steps: true, probe: step ?? {}))
    }

    /// The label, and the minus and plus buttons named as VoiceOver names SwiftUI's.
    private func buttons(canDecrement: Bool, canIncrement: Bool) -> some View {
        LabeledContent {
            if let formattedValue {
                HStack(spacing: 8) {
                    Text(formattedValue())
                    stepButtons(canDecrement: canDecrement, canIncrement: canIncrement)
                }
            } else {
                stepButtons(canDecrement: canDecrement, canIncrement: canIncrement)
            }
        } label: {
            label
        }
    }

    private func stepButtons(canDecrement: Bool, canIncrement: Bool) -> some View {
        HStack(spacing: 0) {
            Button(action: decrement ?? {}) { Image(systemName: "minus").accessibilityLabel("Decrement") }
                .disabled(!canDecrement)
            Button(action: increment ?? {}) { Image(systemName: "plus").accessibilityLabel("Increment") }
                .disabled(!canIncrement)
        }
        .buttonStyle(.bordered)
    }
}

nonisolated extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// The field shows the number itself; drawn with buttons, the stepper shows it as `format` writes it.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F)
    where F.FormatOutput == String, F.FormatInput: Strideable {
        self.init(value: value, step: step) { Text(titleKey) }
        formattedValue = { format.format(value.wrappedValue) }
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F)
    where F.FormatOutput == String, F.FormatInput: Strideable {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
        formattedValue = { format.format(value.wrappedValue) }
    }
}
