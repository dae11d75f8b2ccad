import KilnLayout

/// Gives each distinct set of CSS declarations a class name derived from the declarations
/// themselves (so names are stable whatever the order pages render in) and remembers the
/// rules a page uses.
public struct ClassRegistry: Sendable {
    /// Hash of hint and declarations → the class's entry; the hot path of every element, so it
    /// is looked up without building a string.
    private var entries: [UInt64: Entry] = [:]
    /// Class name → declarations text.
    public private(set) var rules: [String: String] = [:]
    /// Two declaration sets whose names collided; the build reports these.
    public private(set) var collisions: [(String, String)] = []
    /// Reused for each element's declarations.
    private var scratch: [UInt8] = []

    private struct Entry: Sendable {
        let name: String
        let declarations: [UInt8]
    }

    public init() {}

    public mutating func className(hint: String, style: Style) -> String {
        scratch.removeAll(keepingCapacity: true)
        for (index, declaration) in style.declarations.enumerated() {
            if index > 0 { scratch.append(UInt8(ascii: ";")) }
            scratch.append(contentsOf: declaration.property.utf8)
            scratch.append(UInt8(ascii: ":"))
            Escaping.appendCSSValue(declaration.value, to: &scratch)
        }
        let hash = Self.hash(hint, scratch)
        if let entry = entries[hash], entry.declarations == scratch { return entry.name }
        let name = hint + Self.name(hash)
        let declarations = String(decoding: scratch, as: UTF8.self)
        if let existing = rules[name], existing != declarations { collisions.append((existing, declarations)) }
        entries[hash] = Entry(name: name, declarations: scratch)
        rules[name] = declarations
        return name
    }

    /// Adds another page's rules (for a site-wide stylesheet).
    public mutating func merge(_ other: ClassRegistry) {
        for (name, declarations) in other.rules {
            if let existing = rules[name], existing != declarations { collisions.append((existing, declarations)) }
            rules[name] = declarations
        }
        collisions += other.collisions
    }

    /// The rules, one per line, sorted by class name.
    public var stylesheet: String {
        rules.keys.sorted().map { ".\($0){\(rules[$0]!)}" }.joined(separator: "\n")
    }

    /// FNV-1a over the hint and the declarations.
    private static func hash(_ hint: String, _ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in hint.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// Seven base-36 digits of the hash: short, and with thousands of distinct styles a
    /// collision is unlikely (and reported if it happens).
    private static func name(_ hash: UInt64) -> String {
        var hash = hash
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        var name = [UInt8](repeating: 0, count: 7)
        for index in 0..<7 {
            name[index] = digits[Int(hash % 36)]
            hash /= 36
        }
        return String(decoding: name, as: UTF8.self)
    }
}
