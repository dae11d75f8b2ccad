import Foundation
import KilnTree

#if !canImport(CoreGraphics)
/// A bitmap, as Core Graphics' `CGImage`, for platforms without Core Graphics: only an
/// `ImageRenderer` could make one, and a page built ahead of time rasterizes nothing.
nonisolated public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    private init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
#endif

/// Renders a view into an image, as SwiftUI's `ImageRenderer`. A page built ahead of time draws
/// views as HTML and rasterizes nothing: `cgImage` is nil, and the build says so where it is read,
/// so code that falls back when there is no image (a placeholder, a progress view) takes that path.
nonisolated public final class ImageRenderer<Content: View>: ObservableObject, @unchecked Sendable {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    public var isOpaque = false
    private let site: CallSite

    public init(content view: Content, fileID: String = #fileID, line: Int = #line) {
        content = view
        site = CallSite(fileID: fileID, line: line)
    }

    /// Nil on a page: nothing is rasterized while it is built.
    public var cgImage: CGImage? {
        LoweringContext.current?.reportNoStaticMeaning("ImageRenderer", at: site)
        return nil
    }
}

nonisolated extension Image {
    /// How a bitmap is turned, as SwiftUI's `Image.Orientation`.
    public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image of a bitmap. A page cannot draw a bitmap made in memory: a photo placeholder
    /// stands for it, named by `label`, and the build says so.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text, fileID: String = #fileID, line: Int = #line) {
        self.init(systemName: "photo", fileID: fileID, line: line)
        content.label = label.plainText
        isBitmapPlaceholder = true
    }

    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, fileID: String = #fileID, line: Int = #line) {
        self.init(systemName: "photo", fileID: fileID, line: line)
        content.label = nil
        isBitmapPlaceholder = true
    }
}
