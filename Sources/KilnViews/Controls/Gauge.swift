import KilnTree

/// A value within a range, as SwiftUI's `Gauge`: a `<meter>` drawn as a bar (or, in the
/// accessory circular styles, a ring) with its label, current value and bound labels. A value
/// outside the range is clamped to it, as SwiftUI does. A custom `GaugeStyle`'s body draws
/// it, in a `meter` that keeps its value.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let boundLabels: (minimum: BoundsLabel, maximum: BoundsLabel)?
    let value: Double
    let bounds: ClosedRange<Double>

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
                  currentValueLabel: currentValueLabel(), boundLabels: (minimumValueLabel(), maximumValueLabel()))
    }

    init(value: Double, bounds: ClosedRange<Double>, label: Label, currentValueLabel: CurrentValueLabel?, boundLabels: (BoundsLabel, BoundsLabel)?) {
        self.value = value
        self.bounds = bounds
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.boundLabels = boundLabels
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let value = view.value.isFinite ? min(max(view.value, view.bounds.lowerBound), view.bounds.upperBound) : view.bounds.lowerBound
        let style = context.environment.gaugeStyle
        let label = labelNode(lowered(view.label, context: context))
        var gauge = GaugeValue(value: value, minimum: view.bounds.lowerBound, maximum: view.bounds.upperBound, style: style.look,
                               hasCurrentValueLabel: view.currentValueLabel != nil, hasBoundLabels: view.boundLabels != nil)
        if style.body != nil {
            let span = view.bounds.upperBound - view.bounds.lowerBound
            let configuration = GaugeStyleConfiguration(
                value: span > 0 ? (value - view.bounds.lowerBound) / span : 0, label: _StylePart(view.label),
                currentValueLabel: view.currentValueLabel.map { _StylePart($0) },
                minimumValueLabel: view.boundLabels.map { _StylePart($0.minimum) }, maximumValueLabel: view.boundLabels.map { _StylePart($0.maximum) },
                markedValueLabels: _StylePart(EmptyView()))
            let body = style.lowerBody(configuration, context: context, path: \.gaugeStyle) ?? []
            // A body holding a gauge of its own says the value itself.
            if body.contains(where: { $0.contains(control: \.isGauge) }) {
                nodes += body
                return
            }
            gauge.hasCurrentValueLabel = false
            gauge.hasBoundLabels = false
            nodes.append(context.control(.gauge(gauge), children: [label, labelNode(body)]))
            return
        }
        var children = [label]
        if let current = view.currentValueLabel { children.append(labelNode(lowered(current, context: context))) }
        if let (minimum, maximum) = view.boundLabels {
            children += [labelNode(lowered(minimum, context: context)), labelNode(lowered(maximum, context: context))]
        }
        nodes.append(context.control(.gauge(gauge), children: children))
    }
}

nonisolated extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
                  currentValueLabel: currentValueLabel(), boundLabels: nil)
    }
}

nonisolated extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
                  currentValueLabel: nil, boundLabels: nil)
    }
}
