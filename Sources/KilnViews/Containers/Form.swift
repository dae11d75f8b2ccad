import KilnTree

/// Controls and information grouped in sections, as SwiftUI's `Form`: by default (and with
/// `formStyle(.grouped)`) sections are rounded cards of rows with labels leading and controls
/// trailing; `formStyle(.columns)` lines labels up trailing-aligned in a column of their own.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [Node], context: LoweringContext) {
        let layout = context.environment.formStyle._layout
        nodes.append(Node(.form(layout), children: lowered(view.content, context: context)))
    }
}

/// How forms lay out their rows; `formStyle(_:)` sets it for the forms inside.
public protocol FormStyle: Sendable {
    /// Not API: the layout this style stands for.
    var _layout: FormLayout { get }
}

public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public var _layout: FormLayout { .grouped }
}

public struct GroupedFormStyle: FormStyle {
    public init() {}
    public var _layout: FormLayout { .grouped }
}

public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public var _layout: FormLayout { .columns }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormStyleKey: EnvironmentKey {
    static let defaultValue: any FormStyle = AutomaticFormStyle()
}

extension EnvironmentValues {
    var formStyle: any FormStyle {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the forms in this view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, style)
    }
}
