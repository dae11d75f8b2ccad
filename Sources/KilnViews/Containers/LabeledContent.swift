import Foundation
import KilnTree

/// A value or view with a label beside it, as SwiftUI's `LabeledContent`: in a form the label is
/// leading and the content trailing, in the secondary style, like a control's value.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        var content = lowered(view.content, context: context)
        if content.count != 1 { content = [Node(.vstack(alignment: .trailing, spacing: nil), children: content)] }
        content[0].modifiers.append(.foreground(.foreground(level: 1)))
        var label = lowered(view.label, context: context)
        if label.count != 1 { label = [Node(.vstack(alignment: .leading, spacing: 2), children: label)] }
        nodes.append(.labeledContent(label: label[0], content: content[0]))
    }
}

nonisolated extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

nonisolated extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<Title: StringProtocol, Value: StringProtocol>(_ title: Title, value: Value) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
