import KilnLayout

/// Gives each distinct set of CSS declarations a class name derived from the declarations
/// themselves (so names are stable whatever the order pages render in) and remembers the
/// rules a page uses.
public struct ClassRegistry: Sendable {
    /// Declarations text → class name.
    private var names: [String: String] = [:]
    /// Class name → declarations text.
    public private(set) var rules: [String: String] = [:]
    /// Two declaration sets whose names collided; the build reports these.
    public private(set) var collisions: [(String, String)] = []

    public init() {}

    public mutating func className(hint: String, style: Style) -> String {
        var declarations: [UInt8] = []
        declarations.reserveCapacity(style.declarations.count * 24)
        for (index, declaration) in style.declarations.enumerated() {
            if index > 0 { declarations.append(UInt8(ascii: ";")) }
            declarations.append(contentsOf: declaration.property.utf8)
            declarations.append(UInt8(ascii: ":"))
            Escaping.appendCSSValue(declaration.value, to: &declarations)
        }
        let key = String(decoding: declarations, as: UTF8.self)
        if let name = names[key] { return name }
        let name = hint + Self.hashName(hint, declarations)
        if let existing = rules[name], existing != key { collisions.append((existing, key)) }
        names[key] = name
        rules[name] = key
        return name
    }

    /// Adds another page's rules (for a site-wide stylesheet).
    public mutating func merge(_ other: ClassRegistry) {
        for (name, declarations) in other.rules {
            if let existing = rules[name], existing != declarations { collisions.append((existing, declarations)) }
            rules[name] = declarations
            names[declarations] = name
        }
        collisions += other.collisions
    }

    /// The rules, one per line, sorted by class name.
    public var stylesheet: String {
        rules.keys.sorted().map { ".\($0){\(rules[$0]!)}" }.joined(separator: "\n")
    }

    /// Seven base-36 digits of FNV-1a over the hint and the declarations: short, and with
    /// thousands of distinct styles a collision is unlikely (and reported if it happens).
    private static func hashName(_ hint: String, _ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in hint.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        var name = [UInt8](repeating: 0, count: 7)
        for index in 0..<7 {
            name[index] = digits[Int(hash % 36)]
            hash /= 36
        }
        return String(decoding: name, as: UTF8.self)
    }
}
