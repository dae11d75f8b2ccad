/// Where a page lives: its path below the site root (`""` for the home page, `budget/` for a
/// window) and the file that holds it.
struct Route: Hashable, Comparable, Sendable {
    /// Path segments, each already checked to be a safe folder name.
    let segments: [String]

    static let home = Route(segments: [])

    /// A route from a user's path (`"about"`, `"/docs/intro/"`); nil when a segment could escape
    /// the output folder or is not a plain name.
    init?(path: String) {
        let segments = path.split(separator: "/").map(String.init)
        guard segments.allSatisfy(Route.isSafeSegment) else { return nil }
        self.segments = segments
    }

    private init(segments: [String]) { self.segments = segments }

    /// This route with `segments` (already URL-safe names) below it.
    func appending(_ more: [String]) -> Route { Route(segments: segments + more) }

    /// This route without its last `count` segments.
    func dropping(_ count: Int) -> Route { Route(segments: Array(segments.dropLast(count))) }

    static func isSafeSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".."
            && segment.unicodeScalars.allSatisfy { $0.value > 0x20 && !"\\?#%\"<>".unicodeScalars.contains($0) }
    }

    /// The URL path relative to the site root, with a trailing slash (`budget/`), or `""`.
    var path: String { segments.isEmpty ? "" : segments.joined(separator: "/") + "/" }

    /// The file below the output folder.
    var file: String { path + "index.html" }

    /// How to get from this page back to the site root with a relative URL (`../../`).
    var rootPrefix: String { String(repeating: "../", count: segments.count) }

    static func < (lhs: Route, rhs: Route) -> Bool { lhs.path < rhs.path }
}
