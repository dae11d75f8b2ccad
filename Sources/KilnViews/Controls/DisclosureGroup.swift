import KilnTree

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: `<details>` with
/// the label as its `<summary>`, open when `isExpanded` is true. It works without JavaScript.
/// A custom `DisclosureGroupStyle`'s body draws it as it is first shown.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool
    /// Opens or closes it, as a reader's click would: tried at build time.
    let probe: () -> Void

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isExpanded: .constant(false), content: content, label: label)
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
        probe = { isExpanded.wrappedValue.toggle() }
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let style = context.environment.disclosureGroupStyle
        if style.body != nil {
            if let site = context.environment.disclosureGroupStyleSite {
                context.reportNoStaticMeaning("Expanding and collapsing a DisclosureGroup drawn by a custom DisclosureGroupStyle", at: site)
            }
            let configuration = DisclosureGroupStyleConfiguration(
                label: _StylePart(view.label), content: _StylePart(view.content), isExpanded: .constant(view.isExpanded))
            nodes += style.lowerBody(configuration, context: context, path: \.disclosureGroupStyle) ?? []
            return
        }
        let children = [labelNode(lowered(view.label, context: context))] + lowered(view.content, context: context)
        let group = context.control(.disclosureGroup(isExpanded: view.isExpanded), children: children)
        nodes.append(context.browserControl(group, named: "DisclosureGroup", probe: view.probe))
    }
}

nonisolated extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}
