/// `tableStyle(_:)`'s styles, as in SwiftUI. A page draws every table one way (iOS's plain
/// table: a header row over rows with separators), so the style compiles and changes nothing.
nonisolated public protocol TableStyle: Sendable {}

nonisolated public struct AutomaticTableStyle: TableStyle {
    public init() {}
}

nonisolated public struct InsetTableStyle: TableStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
}

nonisolated public struct BorderedTableStyle: TableStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
}

nonisolated extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

nonisolated extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle() }
}

nonisolated extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { BorderedTableStyle() }
}

nonisolated extension View {
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        self
    }
}
