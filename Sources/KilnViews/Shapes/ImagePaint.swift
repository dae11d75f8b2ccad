import Foundation
import KilnTree

/// A shape style that repeats an image, as SwiftUI's `ImagePaint`: an image from the site's
/// assets, each tile `scale` times its natural size, starting from the part of it at `sourceRect`
/// (fractions of its size). Fills, backgrounds, borders and `strokeBorder` draw it; an outline
/// stroked on its edge is drawn as a border, and a symbol or a loaded image cannot be a paint
/// (the build says so; the foreground colour stands for it).
nonisolated public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public var _paint: _Paint {
        guard case .asset(let name) = image.content.source else {
            LoweringContext.current?.reportOnce(
                "ImagePaint draws images from the site's assets; a symbol or a loaded image is drawn in the foreground colour",
                key: "ImagePaint source", at: image.site)
            return _Paint(.foreground(level: 0))
        }
        let fractions = [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height].map(Double.init)
        guard scale > 0, scale.isFinite, fractions.allSatisfy(\.isFinite), fractions[2] > 0, fractions[3] > 0 else {
            LoweringContext.current?.reportOnce(
                "ImagePaint's scale \(scale) or source rect \(sourceRect) is not a positive size; the whole image is drawn at its own size",
                key: "ImagePaint size", at: image.site)
            return _Paint(.image(PaintImage(asset: name, scale: 1)))
        }
        return _Paint(.image(PaintImage(
            asset: name, scale: Double(scale), sourceX: fractions[0], sourceY: fractions[1], sourceWidth: fractions[2], sourceHeight: fractions[3])))
    }
}

nonisolated extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
