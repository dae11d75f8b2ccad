import Foundation
import KilnTree

/// The radius of each corner of a rectangle, as SwiftUI's `RectangleCornerRadii`.
nonisolated public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    func corners(_ style: RoundedCornerStyle, inset: CGFloat = 0) -> RoundedCorners {
        RoundedCorners(
            topLeading: Double(topLeading - inset), bottomLeading: Double(bottomLeading - inset),
            bottomTrailing: Double(bottomTrailing - inset), topTrailing: Double(topTrailing - inset),
            isContinuous: style == .continuous)
    }
}

/// A rectangle with a radius for each corner, as SwiftUI's: `UnevenRoundedRectangle(topLeadingRadius: 20)`.
nonisolated public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
    public var _kind: _ShapeKind { _ShapeKind(.roundedCorners(cornerRadii.corners(style))) }
}

nonisolated extension UnevenRoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(kind: _kind.value.inset(by: Double(amount))) }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

nonisolated extension Path {
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, fileID: String = #fileID, line: Int = #line) {
        self.init(fileID: fileID, line: line)
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        addCorners(cornerRadii.corners(style), in: rect, transform: transform)
    }

    /// Rounded corners drawn in `rect`, their reach limited to half its shorter side.
    mutating func addCorners(_ corners: RoundedCorners, in rect: CGRect, transform: CGAffineTransform) {
        let r = rect.standardized
        let outline = Path(ShapePath(elements: corners.outline(width: Double(r.width), height: Double(r.height))), in: r)
        addPath(outline.offsetBy(dx: r.minX, dy: r.minY), transform: transform)
    }
}
