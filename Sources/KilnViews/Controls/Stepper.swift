import Foundation
import KilnTree

/// A control that adds or subtracts a step, as SwiftUI's `Stepper`: on a page, an
/// `<input type=number>` with its bounds and step in the label's row, which the keyboard's
/// arrow keys and the browser's spin buttons step without JavaScript. `onEditingChanged` is the
/// app's: nothing is edited while a page is built.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let field: NumberField

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.field = NumberField(value: numericValue(value.wrappedValue), step: numericValue(step))
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.field = NumberField(value: numericValue(value.wrappedValue), minimum: numericValue(bounds.lowerBound),
                                 maximum: numericValue(bounds.upperBound), step: numericValue(step))
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(context.control(.stepper(view.field), children: [labelNode(lowered(view.label, context: context))]))
    }
}

nonisolated extension Stepper where Label == Text {
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
