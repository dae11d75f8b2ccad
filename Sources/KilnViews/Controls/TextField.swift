import Foundation
import KilnTree

/// An editable text, as SwiftUI's `TextField`: an `<input>` (a `<textarea>` with
/// `axis: .vertical`) whose accessible name is the label and whose placeholder is the prompt,
/// or the label when there is no prompt, as on iOS. It shows the binding's current text.
nonisolated public struct TextField<Label: View>: View {
    let label: Label
    let prompt: Text?
    let text: String
    /// A value's text in a locale and time zone (`TextField(value:format:)`), made at lowering in
    /// the environment's, as SwiftUI formats it.
    let formatted: ((Locale, TimeZone) -> String)?
    let axis: Axis
    /// Writes other text: what a reader's typing would do, tried at build time.
    let probe: () -> Void

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, axis: .horizontal, label: label(), probe: Self.probe(text))
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, axis: axis, label: label(), probe: Self.probe(text))
    }

    init(text: String, formatted: ((Locale, TimeZone) -> String)? = nil, prompt: Text?, axis: Axis, label: Label, probe: @escaping () -> Void) {
        self.label = label
        self.prompt = prompt
        self.text = text
        self.formatted = formatted
        self.axis = axis
        self.probe = probe
    }

    private static func probe(_ text: Binding<String>) -> () -> Void {
        { text.wrappedValue = text.wrappedValue.isEmpty ? "Kiln" : "" }
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let environment = context.environment
        let text = view.formatted?(environment.locale, environment.timeZone) ?? view.text
        let field = field(label: view.label, prompt: view.prompt, text: text, isSecure: false, isMultiline: view.axis == .vertical, context: context)
        nodes.append(context.browserControl(field, named: "TextField", probe: view.probe))
    }

    static func field(label: Label, prompt: Text?, text: String, isSecure: Bool, isMultiline: Bool, context: LoweringContext) -> Node {
        let environment = context.environment
        let maximum = isMultiline ? environment.lineLimit : 1
        let minimum = isMultiline ? min(environment.reservedLines ?? 1, maximum ?? .max) : 1
        let value = TextFieldValue(text: text, isSecure: isSecure, isMultiline: isMultiline,
                                   minimumLines: max(1, minimum), maximumLines: maximum, hasPrompt: prompt != nil,
                                   traits: environment.textInputTraits)
        var children = [labelNode(lowered(label, context: context))]
        if let prompt { children += lowered(prompt, context: context) }
        return context.control(.textField(value), children: children)
    }
}

nonisolated extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.init(text: text.wrappedValue, prompt: prompt, axis: axis, label: Text(titleKey), probe: Self.probe(text))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.init(text: text.wrappedValue, prompt: prompt, axis: axis, label: Text(title), probe: Self.probe(text))
    }

    /// SwiftUI 1's field with callbacks for editing and the return key, which a page never calls.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: nil, axis: .horizontal, label: Text(titleKey), probe: Self.probe(text))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text.wrappedValue, prompt: nil, axis: .horizontal, label: Text(titleKey), probe: Self.probe(text))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, prompt: nil, axis: .horizontal, label: Text(title), probe: Self.probe(text))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text.wrappedValue, prompt: nil, axis: .horizontal, label: Text(title), probe: Self.probe(text))
    }

    /// A field for a value, showing it as `format` writes it in the environment's locale.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        let current = value.wrappedValue
        self.init(
            text: "", formatted: { locale, timeZone in format.format(current, locale: locale, timeZone: timeZone) }, prompt: prompt,
            axis: .horizontal, label: Text(titleKey), probe: {})
    }
}

/// A text field whose characters are hidden, as SwiftUI's `SecureField`: `<input type=password>`.
/// The binding's text is never written into the page.
nonisolated public struct SecureField<Label: View>: View {
    let label: Label
    let prompt: Text?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.prompt = prompt
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(TextField<Label>.field(label: view.label, prompt: view.prompt, text: "", isSecure: true, isMultiline: false, context: context))
    }
}

nonisolated extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// SwiftUI 1's field with a callback for the return key, which a page never calls.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
}
