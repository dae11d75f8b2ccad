import KilnTree

/// How lists look; `listStyle(_:)` sets it for the lists inside.
public protocol ListStyle: Sendable {
    /// Not API: the look this style stands for.
    var _style: _ListStyleLook { get }
    var _alternatesRowBackgrounds: Bool { get }
}

nonisolated extension ListStyle {
    public var _alternatesRowBackgrounds: Bool { false }
}

/// iOS's default: inset grouped.
nonisolated public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _style: _ListStyleLook { _ListStyleLook(.insetGrouped) }
}

nonisolated public struct PlainListStyle: ListStyle {
    public init() {}
    public var _style: _ListStyleLook { _ListStyleLook(.plain) }
}

nonisolated public struct InsetListStyle: ListStyle {
    let alternates: Bool
    public init() { alternates = false }
    init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _style: _ListStyleLook { _ListStyleLook(.inset) }
    public var _alternatesRowBackgrounds: Bool { alternates }
}

nonisolated public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _style: _ListStyleLook { _ListStyleLook(.grouped) }
}

nonisolated public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _style: _ListStyleLook { _ListStyleLook(.insetGrouped) }
}

nonisolated public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _style: _ListStyleLook { _ListStyleLook(.sidebar) }
}

nonisolated extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

nonisolated extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

nonisolated extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }

    /// macOS's inset list, optionally with alternating row backgrounds.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle {
        InsetListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

nonisolated extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

nonisolated extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

nonisolated extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

nonisolated private struct ListStyleKey: EnvironmentKey {
    static let defaultValue: any ListStyle = DefaultListStyle()
}

nonisolated extension EnvironmentValues {
    var listStyle: any ListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style)
    }
}
