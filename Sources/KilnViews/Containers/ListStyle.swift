import KilnTree

/// How lists look; `listStyle(_:)` sets it for the lists inside.
public protocol ListStyle: Sendable {
    /// Not API: the look this style stands for.
    var _style: ListSpec.Style { get }
    var _alternatesRowBackgrounds: Bool { get }
}

extension ListStyle {
    public var _alternatesRowBackgrounds: Bool { false }
}

/// iOS's default: inset grouped.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _style: ListSpec.Style { .insetGrouped }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var _style: ListSpec.Style { .plain }
}

public struct InsetListStyle: ListStyle {
    let alternates: Bool
    public init() { alternates = false }
    init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _style: ListSpec.Style { .inset }
    public var _alternatesRowBackgrounds: Bool { alternates }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _style: ListSpec.Style { .grouped }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _style: ListSpec.Style { .insetGrouped }
}

public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _style: ListSpec.Style { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }

    /// macOS's inset list, optionally with alternating row backgrounds.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle {
        InsetListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue: any ListStyle = DefaultListStyle()
}

extension EnvironmentValues {
    var listStyle: any ListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style)
    }
}
