import Foundation
import KilnTree

/// A drop or inner shadow for a shape style (`.red.shadow(.drop(radius: 2))`), as in SwiftUI.
nonisolated public struct ShadowStyle: Equatable, Sendable {
    let shadow: Shadow

    /// A shadow behind what the style fills: its alpha blurred by `radius`, tinted and offset.
    public static func drop(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(shadow: Shadow(isInner: false, color: color, radius: Double(max(0, radius)), x: Double(x), y: Double(y)))
    }

    /// A shadow on top of what the style fills, cast inwards from its edges.
    public static func inner(
        color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(shadow: Shadow(isInner: true, color: color, radius: Double(max(0, radius)), x: Double(x), y: Double(y)))
    }
}

nonisolated extension ShapeStyle {
    /// This style with a shadow: filled shapes and backgrounds cast it (CSS `box-shadow`), text
    /// and strokes cast its drop shadows.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ShadowedStyle(_paint: _Paint(.shadow(_paint.value, style.shadow)))
    }
}

nonisolated private struct ShadowedStyle: ShapeStyle {
    let _paint: _Paint
}
