import KilnTree

/// Progress toward completion, as SwiftUI's `ProgressView`: a `<progress>` bar (or ring, with
/// `.circular`) filled to `value` of `total`, or a spinning indicator without a value. A linear
/// bar takes the width it is offered. A value that is not a number or below zero is reported.
/// A custom `ProgressViewStyle`'s body draws it, in a `progressbar` that keeps its value.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let value: Double?
    let total: Double
    let site: CallSite

    init(value: Double?, total: Double, label: Label?, currentValueLabel: CurrentValueLabel?, site: CallSite) {
        self.value = value
        self.total = total
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.site = site
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, fileID: String = #fileID, line: Int = #line,
                                        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: label(), currentValueLabel: currentValueLabel(),
                  site: CallSite(fileID: fileID, line: line))
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        var value = view.value
        var total = view.total
        if !total.isFinite || total <= 0 {
            context.report(.warning, "ProgressView total \(total) is not a positive number; 1 is used", at: view.site)
            total = 1
        }
        if let shown = value, !shown.isFinite {
            context.report(.warning, "ProgressView value \(shown) is not a number; the progress is shown as indeterminate", at: view.site)
            value = nil
        }
        value = value.map { min(max($0, 0), total) }
        let style = context.environment.progressViewStyle
        let label = view.label.map { _StylePart($0) }
        if style.body != nil {
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: value.map { $0 / total }, label: label, currentValueLabel: view.currentValueLabel.map { _StylePart($0) })
            let body = style.lowerBody(configuration, context: context, path: \.progressViewStyle) ?? []
            // A body holding a progress view (`ProgressView(configuration)`) says the progress itself.
            if body.contains(where: { $0.contains(control: \.isProgress) }) {
                nodes += body
                return
            }
            let children = (label.map { [labelNode(lowered($0, context: context))] } ?? []) + [labelNode(body)]
            let progress = ProgressValue(value: value, total: total, style: .custom, hasLabel: label != nil, hasCurrentValueLabel: false)
            nodes.append(context.control(.progress(progress), children: children, source: view.site))
            return
        }
        var children: [Node] = []
        if let label { children.append(labelNode(lowered(label, context: context))) }
        if let current = view.currentValueLabel { children.append(labelNode(lowered(current, context: context))) }
        let progress = ProgressValue(value: value, total: total, style: style.look,
                                     hasLabel: view.label != nil, hasCurrentValueLabel: view.currentValueLabel != nil)
        nodes.append(context.control(.progress(progress), children: children, source: view.site))
    }
}

nonisolated extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: label(), currentValueLabel: nil, site: CallSite(fileID: fileID, line: line))
    }

    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: nil, total: 1, label: label(), currentValueLabel: nil, site: CallSite(fileID: #fileID, line: #line))
    }
}

nonisolated extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view.
    public init() {
        self.init(value: nil, total: 1, label: nil, currentValueLabel: nil, site: CallSite(fileID: #fileID, line: #line))
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, fileID: String = #fileID, line: Int = #line) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: nil, currentValueLabel: nil, site: CallSite(fileID: fileID, line: line))
    }
}

nonisolated extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(value: nil, total: 1, label: Text(titleKey), currentValueLabel: nil, site: CallSite(fileID: #fileID, line: #line))
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0, fileID: String = #fileID, line: Int = #line) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: Text(titleKey), currentValueLabel: nil,
                  site: CallSite(fileID: fileID, line: line))
    }
}
