import Foundation
import KilnTree

/// A control that adds or subtracts a step, as SwiftUI's `Stepper`: on a page, an
/// `<input type=number>` with its bounds and step in the label's row, which the keyboard's
/// arrow keys and the browser's spin buttons step without JavaScript. `onEditingChanged` is the
/// app's: nothing is edited while a page is built.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    /// The number field, or nil for a stepper that runs actions (`onIncrement:onDecrement:`).
    let field: NumberField?
    let canIncrement: Bool
    let canDecrement: Bool

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.field = NumberField(value: numericValue(value.wrappedValue), step: numericValue(step))
        (canIncrement, canDecrement) = (true, true)
    }

    /// A stepper whose buttons run actions instead of changing a value: on a page, its label
    /// beside a minus and a plus button, each disabled where its action is nil. The actions
    /// are the app's; a page built ahead of time does not run them.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.field = nil
        (canIncrement, canDecrement) = (onIncrement != nil, onDecrement != nil)
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.field = NumberField(value: numericValue(value.wrappedValue), minimum: numericValue(bounds.lowerBound),
                                 maximum: numericValue(bounds.upperBound), step: numericValue(step))
        (canIncrement, canDecrement) = (true, true)
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
            lower(view.actionButtons, into: &nodes, context: context)
            return
        }
        nodes.append(context.control(.stepper(field), children: [labelNode(lowered(view.label, context: context))]))
    }

    /// The label, and the minus and plus buttons named as VoiceOver names SwiftUI's.
    private var actionButtons: some View {
        LabeledContent {
            HStack(spacing: 0) {
                Button {} label: { Image(systemName: "minus").accessibilityLabel("Decrement") }
                    .disabled(!canDecrement)
                Button {} label: { Image(systemName: "plus").accessibilityLabel("Increment") }
                    .disabled(!canIncrement)
            }
            .buttonStyle(.bordered)
        } label: {
            label
        }
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

    /// The field shows the number itself; `format` is accepted for SwiftUI source compatibility.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F)
    where F.FormatOutput == String, F.FormatInput: Strideable {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F)
    where F.FormatOutput == String, F.FormatInput: Strideable {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
}
