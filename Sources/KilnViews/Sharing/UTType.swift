import Foundation

/// A type of data, as `UniformTypeIdentifiers`' `UTType`, which transfer representations, drop
/// destinations and file choosers name. Kiln knows the common types' MIME types, which become a
/// file input's `accept`.
nonisolated public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredMIMEType: String?
    public let preferredFilenameExtension: String?

    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    public init?(filenameExtension: String) {
        guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else { return nil }
        self = known
    }

    public init?(mimeType: String) {
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = known
    }

    /// A type the app declares (`Info.plist` on Apple platforms).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, mime: nil, filenameExtension: nil)
    }

    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, mime: nil, filenameExtension: nil)
    }

    init(identifier: String, mime: String?, filenameExtension: String?) {
        self.identifier = identifier
        self.preferredMIMEType = mime
        self.preferredFilenameExtension = filenameExtension
    }

    public var description: String { identifier }

    public static let item = UTType(identifier: "public.item", mime: nil, filenameExtension: nil)
    public static let content = UTType(identifier: "public.content", mime: nil, filenameExtension: nil)
    public static let data = UTType(identifier: "public.data", mime: "application/octet-stream", filenameExtension: nil)
    public static let text = UTType(identifier: "public.text", mime: "text/*", filenameExtension: nil)
    public static let plainText = UTType(identifier: "public.plain-text", mime: "text/plain", filenameExtension: "txt")
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", mime: "text/plain", filenameExtension: "txt")
    public static let json = UTType(identifier: "public.json", mime: "application/json", filenameExtension: "json")
    public static let url = UTType(identifier: "public.url", mime: nil, filenameExtension: nil)
    public static let fileURL = UTType(identifier: "public.file-url", mime: nil, filenameExtension: nil)
    public static let pdf = UTType(identifier: "com.adobe.pdf", mime: "application/pdf", filenameExtension: "pdf")
    public static let image = UTType(identifier: "public.image", mime: "image/*", filenameExtension: nil)
    public static let png = UTType(identifier: "public.png", mime: "image/png", filenameExtension: "png")
    public static let jpeg = UTType(identifier: "public.jpeg", mime: "image/jpeg", filenameExtension: "jpeg")
    public static let gif = UTType(identifier: "com.compuserve.gif", mime: "image/gif", filenameExtension: "gif")
    public static let heic = UTType(identifier: "public.heic", mime: "image/heic", filenameExtension: "heic")
    public static let webP = UTType(identifier: "org.webmproject.webp", mime: "image/webp", filenameExtension: "webp")
    public static let svg = UTType(identifier: "public.svg-image", mime: "image/svg+xml", filenameExtension: "svg")
    public static let movie = UTType(identifier: "public.movie", mime: "video/*", filenameExtension: nil)
    public static let video = UTType(identifier: "public.video", mime: "video/*", filenameExtension: nil)
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", mime: "video/mp4", filenameExtension: "mp4")
    public static let audio = UTType(identifier: "public.audio", mime: "audio/*", filenameExtension: nil)

    private static let known: [UTType] = [
        .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .url, .fileURL, .pdf, .image, .png, .jpeg, .gif,
        .heic, .webP, .svg, .movie, .video, .mpeg4Movie, .audio,
    ]
}
