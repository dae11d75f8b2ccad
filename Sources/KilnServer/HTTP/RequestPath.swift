/// A request target reduced to a path that cannot leave the served folder: percent-decoded exactly
/// once, then canonicalised into plain segments. Whatever the decoding yields is taken literally
/// afterwards (`%252e` is a file named `%2e`, never `.`), and anything that could change meaning when
/// joined to a folder (`..`, a backslash, a NUL or other control byte) is refused.
struct RequestPath: Equatable, Sendable {
    /// The names below the folder: never empty, `.`, or `..`, never containing `/`, `\` or a control byte.
    let segments: [String]
    /// Whether the path ended with `/` (a folder's URL).
    let hasTrailingSlash: Bool
    /// The query as sent, without `?`.
    let query: String?

    /// Parses an origin-form (`/a/b?q`) or absolute-form (`http://host/a/b?q`, only its path is used)
    /// target; nil when it must be answered 400.
    init?(target: String) {
        var rest = Substring(target)
        if !rest.hasPrefix("/") {
            let lowercased = rest.prefix(8).lowercased()
            guard let scheme = ["http://", "https://"].first(where: { lowercased.hasPrefix($0) }) else { return nil }
            rest = rest.dropFirst(scheme.count)
            rest = rest.firstIndex(where: { $0 == "/" || $0 == "?" }).map { rest[$0...] } ?? ""
            if !rest.hasPrefix("/") { rest = "/" + rest }
        }
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        let rawPath: Substring
        if let mark = rest.firstIndex(of: "?") {
            rawPath = rest[..<mark]
            query = String(rest[rest.index(after: mark)...])
        } else {
            rawPath = rest
            query = nil
        }
        guard let decoded = Self.percentDecoded(rawPath.utf8),
            !decoded.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }),
            let path = String(validating: decoded, as: UTF8.self)
        else { return nil }

        var segments: [String] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": return nil
            default: segments.append(String(segment))
            }
        }
        self.segments = segments
        hasTrailingSlash = path.hasSuffix("/") || path.hasSuffix("/.")
    }

    /// A path built from parts that are already canonical.
    init(segments: [String], hasTrailingSlash: Bool, query: String?) {
        self.segments = segments
        self.hasTrailingSlash = hasTrailingSlash
        self.query = query
    }

    /// The canonical URL path, each segment percent-encoded again (for `Location`).
    var encoded: String {
        "/" + segments.map(Self.percentEncoded).joined(separator: "/") + (hasTrailingSlash && !segments.isEmpty ? "/" : "")
    }

    /// The value of query parameter `name`, as sent.
    func queryValue(_ name: String) -> String? {
        queryValues(name).first
    }

    /// Every value of query parameter `name` (`p=a&p=b`), as sent, in order.
    func queryValues(_ name: String) -> [String] {
        (query?.split(separator: "&") ?? []).compactMap { pair -> String? in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return parts.first == Substring(name) ? String(parts.count > 1 ? parts[1] : "") : nil
        }
    }

    /// Decodes `%XX` escapes once; nil for a malformed escape.
    private static func percentDecoded(_ bytes: Substring.UTF8View) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                output.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            output.append(high << 4 | low)
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Escapes every byte outside RFC 3986's unreserved set and sub-delimiters that are safe in a path.
    private static func percentEncoded(_ segment: String) -> String {
        var output = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where Array("-._~!$&'()*+,;=:@".utf8).contains(byte):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                output += "%" + String(Unicode.Scalar(hex[Int(byte >> 4)])) + String(Unicode.Scalar(hex[Int(byte & 15)]))
            }
        }
        return output
    }
}
