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
    /// Names already given, by hint and style.
    private var names: [StyleKey: String] = [:]

    private struct StyleKey: Hashable, Sendable {
        let hint: String
        let style: Style
    }

    private struct Entry: Sendable {
        let name: String
        let hint: String
        let style: Style
    }

    public init() {}

    public mutating func className(hint: String, style: Style) -> String {
        // The hot path of every element: most of a page's elements repeat a few styles, found
        // here by the standard hasher, which reads a string's bytes in bulk.
        let key = StyleKey(hint: hint, style: style)
        if let name = names[key] { return name }
        let name = register(hint: hint, style: style)
        names[key] = name
        return name
    }

    /// The name of a style this registry has not named yet, from the FNV hash of its text, so
    /// that names depend only on the declarations.
    private mutating func register(hint: String, style: Style) -> String {
        let hash = Self.hash(hint, style)
        if let entry = entries[hash], entry.hint == hint, entry.style == style { return entry.name }
        scratch.removeAll(keepingCapacity: true)
        for (index, declaration) in style.declarations.enumerated() {
            if index > 0 { scratch.append(UInt8(ascii: ";")) }
            scratch.append(contentsOf: declaration.property.utf8)
            scratch.append(UInt8(ascii: ":"))
            Escaping.appendCSSValue(declaration.value, to: &scratch)
        }
        let name = hint + Self.name(hash)
        let declarations = String(decoding: scratch, as: UTF8.self)
        if let existing = rules[name], existing != declarations { collisions.append((existing, declarations)) }
        entries[hash] = Entry(name: name, hint: hint, style: style)
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

    /// FNV-1a over the hint and the declarations as written (`property:value;…`, values
    /// escaped as `Escaping.appendCSSValue` escapes them).
    private static func hash(_ hint: String, _ style: Style) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for byte in hint.utf8 { add(byte) }
        for (index, declaration) in style.declarations.enumerated() {
            if index > 0 { add(UInt8(ascii: ";")) }
            for byte in declaration.property.utf8 { add(byte) }
            add(UInt8(ascii: ":"))
            for byte in declaration.value.utf8 {
                switch byte {
                case UInt8(ascii: "<"): for escaped in "\\3c ".utf8 { add(escaped) }
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): continue
                default: add(byte)
                }
            }
        }
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
