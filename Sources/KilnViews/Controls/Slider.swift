import KilnTree

/// A control for a value in a range, as SwiftUI's `Slider`: an `<input type=range>` between its
/// minimum and maximum value labels. As on iOS the label is not shown; it names the slider
/// for assistive technology. A slider takes the width it is offered.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?
    let field: NumberField
    /// Sets the value to another in its range: what a reader's drag would do, tried at build time.
    let probe: () -> Void

    /// `onEditingChanged` is the app's: nothing is edited while a page is built.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), valueLabels: (minimumValueLabel(), maximumValueLabel()))
    }

    /// SwiftUI 1's form, with the value labels as views and the label last.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
                                        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), valueLabels: (minimumValueLabel, maximumValueLabel))
    }

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 valueLabels: (ValueLabel, ValueLabel)?) where V.Stride: BinaryFloatingPoint {
        self.label = label
        self.valueLabels = valueLabels
        self.field = NumberField(value: Double(value.wrappedValue), minimum: Double(bounds.lowerBound), maximum: Double(bounds.upperBound),
                                 step: step.map { Double($0) })
        probe = { value.wrappedValue = value.wrappedValue == bounds.upperBound ? bounds.lowerBound : bounds.upperBound }
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        var children = [labelNode(lowered(view.label, context: context))]
        if let (minimum, maximum) = view.valueLabels {
            children += [labelNode(lowered(minimum, context: context)), labelNode(lowered(maximum, context: context))]
        }
        let slider = context.control(.slider(view.field, hasValueLabels: view.valueLabels != nil), children: children)
        nodes.append(context.browserControl(slider, named: "Slider", probe: view.probe))
    }
}

nonisolated extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), valueLabels: nil)
    }
}

nonisolated extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), valueLabels: nil)
    }
}
