import KilnTree

/// A translucent layer that blurs what lies behind it, as SwiftUI's materials: a CSS
/// `backdrop-filter` under a light or dark tint (by the reader's colour scheme), a solid colour
/// where the browser cannot blur. Hierarchical styles of the content on it are more translucent.
nonisolated public struct Material: ShapeStyle, Sendable {
    let thickness: MaterialThickness

    public static let ultraThin = Material(thickness: .ultraThin)
    public static let thin = Material(thickness: .thin)
    public static let regular = Material(thickness: .regular)
    public static let thick = Material(thickness: .thick)
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of toolbars and tab bars.
    public static let bar = Material(thickness: .bar)

    public var _paint: _Paint { _Paint(.material(thickness)) }
}

nonisolated extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
