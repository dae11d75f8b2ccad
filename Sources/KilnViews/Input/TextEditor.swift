import KilnTree

/// A view for long text, as SwiftUI's `TextEditor`: a `<textarea>` showing the binding's text,
/// four lines tall unless `lineLimit(_:reservesSpace:)` says otherwise, growing with its text.
/// SwiftUI's editor has no label: give it one with `accessibilityLabel(_:)`, else it is
/// announced as "Text editor".
nonisolated public struct TextEditor: View {
    let text: String

    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let environment = context.environment
        let minimum = environment.reservedLines ?? 4
        let value = TextFieldValue(text: view.text, isMultiline: true, minimumLines: max(1, minimum), maximumLines: environment.lineLimit,
                                   traits: environment.textInputTraits)
        nodes.append(context.control(.textField(value), children: [labelNode([])]))
    }
}
