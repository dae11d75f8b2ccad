import KilnTree

/// Controls and information grouped in sections, as SwiftUI's `Form`: by default (and with
/// `formStyle(.grouped)`) sections are rounded cards of rows with labels leading and controls
/// trailing; `formStyle(.columns)` lines labels up trailing-aligned in a column of their own.
nonisolated public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let layout = context.environment.formStyle._layout.value
        nodes.append(Node(.form(layout), children: lowered(view.content, context: context)))
    }
}

/// How forms lay out their rows; `formStyle(_:)` sets it for the forms inside.
public protocol FormStyle: Sendable {
    /// Not API: the layout this style stands for.
    var _layout: _FormLayout { get }
}

nonisolated public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public var _layout: _FormLayout { _FormLayout(.grouped) }
}

nonisolated public struct GroupedFormStyle: FormStyle {
    public init() {}
    public var _layout: _FormLayout { _FormLayout(.grouped) }
}

nonisolated public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public var _layout: _FormLayout { _FormLayout(.columns) }
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

nonisolated extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

nonisolated extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated private struct FormStyleKey: EnvironmentKey {
    static let defaultValue: any FormStyle = AutomaticFormStyle()
}

nonisolated extension EnvironmentValues {
    var formStyle: any FormStyle {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the forms in this view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, style)
    }
}
