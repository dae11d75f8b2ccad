import Foundation

/// A value that chooses its page's path below its navigation container, such as
/// `"posts/hello-world"`. Without it a value's path is its type's name and its raw value, id or
/// description (`food-item/doughnut`). An id made anew on every run (`let id = UUID()`, or a
/// class's own identity) would give a new URL on every build, so such a value is named by its
/// `slug`, `name`, `title` or `label` (`fruit/apple`), or else by a short hash of what it holds
/// (`fruit/3f2a9c1e`), and the build says so once.
public protocol PagePathConvertible {
    /// Path segments separated by `/`; each is made URL-safe as other paths are.
    var pagePath: String { get }
}

/// How values and labels become readable, stable path segments.
nonisolated enum PagePath {
    /// The segments of `value`'s page path, or nil when nothing stable names it.
    static func segments<Value>(of value: Value) -> [String]? {
        segments(of: value, derived: DerivedName(of: value))
    }

    /// The same, given the value's `DerivedName` by a caller that has it (it reads the whole value).
    static func segments<Value>(of value: Value, derived: DerivedName?) -> [String]? {
        if let custom = value as? any PagePathConvertible {
            let segments = custom.pagePath.split(separator: "/").map { slug(String($0)) }
            return segments.isEmpty ? nil : segments
        }
        if let derived {
            return [slug(typeName(type(of: value)), splitsCamelCase: true), derived.segment]
        }
        guard let name = name(of: value, derived: nil) else { return nil }
        return [slug(typeName(type(of: value)), splitsCamelCase: true), slug(name)]
    }

    /// The value's own name: its raw value, its id, or its description for strings and numbers.
    static func name<Value>(of value: Value) -> String? {
        name(of: value, derived: DerivedName(of: value))
    }

    static func name<Value>(of value: Value, derived: DerivedName?) -> String? {
        if let raw = value as? any RawRepresentable { return rawName(raw) }
        if let derived { return derived.readable ?? typeName(type(of: value)) }
        if let identifiable = value as? any Identifiable { return idName(identifiable) }
        if let lossless = value as? any LosslessStringConvertible { return lossless.description }
        return nil
    }

    private static func rawName<R: RawRepresentable>(_ value: R) -> String { "\(value.rawValue)" }

    private static func idName<I: Identifiable>(_ value: I) -> String {
        if let raw = value.id as? any RawRepresentable { return rawName(raw) }
        return "\(value.id)"
    }

    /// `FoodItem` for `FoodItem`, `Array` for `Array<Int>`: the type's name without its module or arguments.
    static func typeName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        return String(name.prefix { $0 != "<" })
    }

    /// Lowercased letters and digits with single hyphens between words (`Moon Cake` → `moon-cake`,
    /// and with `splitsCamelCase`, `FoodItem` → `food-item`). Text without letters or digits (an emoji) spells its scalars
    /// in hex (`u1f369`), so every name has a segment.
    static func slug(_ text: String, splitsCamelCase: Bool = false) -> String {
        var result = ""
        var pendingHyphen = false
        var previousWasLower = false
        for character in text {
            guard character.isLetter || character.isNumber else {
                pendingHyphen = !result.isEmpty
                previousWasLower = false
                continue
            }
            // A capital after a lowercase letter starts a word in a type's name.
            if splitsCamelCase && character.isUppercase && previousWasLower { pendingHyphen = true }
            if pendingHyphen { result += "-" }
            pendingHyphen = false
            result += character.lowercased()
            previousWasLower = character.isLowercase
        }
        if result.isEmpty {
            return "u" + text.unicodeScalars.filter { $0.value > 0x20 }.map { String($0.value, radix: 16) }.joined(separator: "-")
        }
        return result
    }
}

/// The name of an `Identifiable` value whose id is made anew on every run — a `UUID` or an
/// object's identity — taken from what the value holds, so that its page keeps its URL and the
/// same sources give the same site.
nonisolated struct DerivedName {
    /// Properties that name a value, in the order they are tried.
    static let namingProperties = ["slug", "name", "title", "label"]

    /// The page path's last segment: the readable name's slug, or the content's hash.
    let segment: String
    /// The first naming property that holds text, as written.
    let readable: String?
    /// Everything the value holds but its unstable ids: the same for the same value from one
    /// run to the next, and from one page's copy of it to another's.
    let content: String

    /// nil for a value that is not `Identifiable`, whose id is stable, or that chooses its path
    /// itself (`PagePathConvertible`).
    init?<Value>(of value: Value) {
        guard !(value is any PagePathConvertible), let identifiable = value as? any Identifiable,
              Self.isMadeAnew(Self.id(of: identifiable))
        else { return nil }
        content = Self.stableDescription(value, depth: 0)
        let properties = Mirror(reflecting: value).children
        readable = Self.namingProperties.lazy.compactMap { name in
            properties.first { $0.label == name }.flatMap { $0.value as? String }.flatMap { $0.contains(where: { $0.isLetter || $0.isNumber }) ? $0 : nil }
        }.first
        segment = readable.map { PagePath.slug($0) } ?? Self.hash(content)
    }

    private static func id<I: Identifiable>(of value: I) -> Any { value.id }

    static func isMadeAnew(_ id: Any) -> Bool { id is UUID || id is ObjectIdentifier }

    /// The value's properties, recursively, with unstable ids left out and unordered collections
    /// sorted (a dictionary's order changes from run to run).
    private static func stableDescription(_ value: Any, depth: Int) -> String {
        if isMadeAnew(value) { return "_" }
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty, depth < 6 else { return String(describing: value) }
        var parts = mirror.children.map { "\($0.label ?? ""):\(stableDescription($0.value, depth: depth + 1))" }
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { parts.sort() }
        return "(" + parts.joined(separator: ",") + ")"
    }

    /// Eight hex digits of the content's FNV-1a hash: short, and the same on every run (unlike `hashValue`).
    private static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash >> 32, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
