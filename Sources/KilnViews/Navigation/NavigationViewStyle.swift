/// How the deprecated `NavigationView` arranges its columns. A page's `NavigationView` is a
/// stack whatever the style, so the styles compile and change nothing.
public protocol NavigationViewStyle {}

nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

nonisolated public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

nonisolated public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

nonisolated extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

nonisolated extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
