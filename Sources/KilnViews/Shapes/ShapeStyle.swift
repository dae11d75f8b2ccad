import KilnTree

/// A colour, gradient or semantic style used to fill, stroke or colour, as in SwiftUI.
public protocol ShapeStyle {
    /// Not API: the style as the tree keeps it.
    var _paint: _Paint { get }
}

nonisolated extension Color: ShapeStyle {
    public var _paint: _Paint { _Paint(.color(self)) }
}

/// The current foreground at a level of emphasis: `.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary`. Below a `foregroundStyle` of a colour or gradient the levels are that style, more
/// and more translucent (not fixed greys); `foregroundStyle(_:_:)` sets them.
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int
    public var _paint: _Paint { _Paint(.foreground(level: level)) }

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

/// The current foreground style.
nonisolated public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
    public var _paint: _Paint { _Paint(.foreground(level: 0)) }
}

/// The background of the page or container.
nonisolated public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
    public var _paint: _Paint { _Paint(.background) }
}

/// The view's tint (the accent colour unless `tint(_:)` sets one).
nonisolated public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
    public var _paint: _Paint { _Paint(.tint) }
}

/// Any shape style, type-erased.
nonisolated public struct AnyShapeStyle: ShapeStyle, Sendable {
    public let _paint: _Paint
    public init<S: ShapeStyle>(_ style: S) { _paint = style._paint }
}

nonisolated extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> AnyShapeStyle {
        AnyShapeStyle(OpacityStyle(_paint: _Paint(.opacity(_paint.value, opacity))))
    }
}

nonisolated private struct OpacityStyle: ShapeStyle {
    let _paint: _Paint
}

nonisolated extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

nonisolated extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

nonisolated extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

nonisolated extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
}
