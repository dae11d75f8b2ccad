/// The `Content-Type` of a served file, by its extension. Text types carry `charset=utf-8`, which is
/// what Kiln writes; unknown extensions are `application/octet-stream`.
enum MediaType {
    static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: "."), let type = types[name[name.index(after: dot)...].lowercased()] else {
            return "application/octet-stream"
        }
        return isText(type) ? type + "; charset=utf-8" : type
    }

    private static func isText(_ type: String) -> Bool {
        type.hasPrefix("text/") || type.hasSuffix("+xml") || type.hasSuffix("json") || type == "application/xml"
    }

    private static let types: [String: String] = [
        "html": "text/html", "htm": "text/html", "css": "text/css", "js": "text/javascript",
        "mjs": "text/javascript", "txt": "text/plain", "md": "text/markdown", "csv": "text/csv",
        "vtt": "text/vtt", "json": "application/json", "map": "application/json",
        "webmanifest": "application/manifest+json", "xml": "application/xml", "rss": "application/rss+xml",
        "atom": "application/atom+xml", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg",
        "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "avif": "image/avif",
        "ico": "image/vnd.microsoft.icon", "bmp": "image/bmp", "woff": "font/woff", "woff2": "font/woff2",
        "ttf": "font/ttf", "otf": "font/otf", "pdf": "application/pdf", "mp4": "video/mp4",
        "webm": "video/webm", "ogv": "video/ogg", "mp3": "audio/mpeg", "ogg": "audio/ogg", "oga": "audio/ogg",
        "wav": "audio/wav", "m4a": "audio/mp4", "wasm": "application/wasm", "zip": "application/zip",
        "gz": "application/gzip",
    ]
}
