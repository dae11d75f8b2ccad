#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import KilnLayout

/// Gives each distinct set of CSS declarations a class name derived from the declarations
/// themselves (so names are stable whatever the order pages render in) and remembers the
/// rules a page uses.
package struct ClassRegistry: Sendable {
    /// Class name → declarations text.
    package private(set) var rules: [String: String] = [:]
    /// Class name → its `@container` blocks, for classes with band styles; written after `rules`
    /// so that a band's declarations win over the class's own.
    package private(set) var bandRules: [String: [BandRule]] = [:]
    /// The state inputs whose state island variants name them (`data-kv`), each of which needs a
    /// rule showing its variants while it is checked.
    package private(set) var stateInputs: Set<String> = []
    /// Two declaration sets whose names collided; the build reports these.
    package private(set) var collisions: [(String, String)] = []
    /// Names already given, found by `NameCache`'s cheap hash: the hot path of every element.
    private var names = NameCache()

    package init() {}

    /// The class name of `style`, naming it the first time.
    package mutating func className(hint: ElementName, style: Style) -> String {
        var output = ByteBuffer(capacity: 16)
        withUnsafePointer(to: style) { appendClassName(hint: hint, style: $0, to: &output) }
        return output.string
    }

    /// Appends the class name of `style` to `output`, naming it the first time. The style is
    /// read through a pointer: `HTMLWriter` reads the tree where it lies, and a style passed by
    /// value was retained and released for every element.
    package mutating func appendClassName(hint name: ElementName, style: UnsafePointer<Style>, to output: inout ByteBuffer) {
        let hint = name.utf8
        // The style is not changed while it is named, so its bytes outlive the pointer.
        let declarations = style.pointee.text.withUnsafeBufferPointer { $0 }
        let hash = NameCache.hash(hint: hint, style: declarations)
        let kept = names.name(hash: hash, hint: hint, style: declarations)
            ?? names.insert(hash: hash, hint: hint, style: declarations, name: register(hint: name.description, style: style.pointee))
        names.withName(at: kept) { output.append($0) }
    }

    /// `property:value;…` with values escaped for a style sheet (band styles left out).
    private static func declarations(_ style: Style) -> String {
        var scratch = ByteBuffer(capacity: style.text.count + 64)
        for declaration in style.declarations where declaration.property != .containerBands {
            if !scratch.isEmpty { scratch.append(UInt8(ascii: ";")) }
            scratch.append(utf8: declaration.property.name)
            scratch.append(UInt8(ascii: ":"))
            Escaping.appendCSSValue(String(decoding: style.text[declaration.value], as: UTF8.self), to: &scratch)
        }
        return scratch.string
    }

    /// The name of a style this registry has not named yet, from the FNV hash of its text, so
    /// that names depend only on the declarations.
    private mutating func register(hint: String, style: Style) -> String {
        let hash = Self.hash(hint, style)
        let name = hint + Self.name(hash)
        let declarations = Self.declarations(style)
        if let encoded = style[.containerBands] {
            let bands = BandStyle.decode(encoded)
            let blocks = bands.map { BandRule(band: $0.band, declarations: Self.declarations($0.style)) }
            if let existing = bandRules[name], existing != blocks { collisions.append(("\(existing)", "\(blocks)")) }
            bandRules[name] = blocks
        }
        if let existing = rules[name], existing != declarations { collisions.append((existing, declarations)) }
        rules[name] = declarations
        return name
    }

    /// Notes the state inputs a variant's `data-kv` names.
    package mutating func noteStateInputs(_ names: String) {
        for name in names.split(separator: " ") { stateInputs.insert(String(name)) }
    }

    /// Shows the variants naming `input` while it is checked; the input precedes the island's views.
    static func stateRule(_ input: String) -> String {
        "#\(input):checked~* [data-kv~=\(input)]{display:contents}"
    }

    /// The rules every state island needs (`Templates/state-islands.css`), written only where a
    /// page has one, so that a site without them keeps its stylesheet byte for byte.
    private static let stateIslandRules = PageDocument.minify(EmbeddedTemplates.stateIslandsCSS)

    /// Adds another page's rules (for a site-wide stylesheet).
    package mutating func merge(_ other: ClassRegistry) {
        stateInputs.formUnion(other.stateInputs)
        for (name, declarations) in other.rules {
            if let existing = rules[name], existing != declarations { collisions.append((existing, declarations)) }
            rules[name] = declarations
        }
        bandRules.merge(other.bandRules) { existing, _ in existing }
        collisions += other.collisions
    }

    /// The rules, one per line, sorted by class name, then the band rules: one `@container`
    /// block per band, the bands by their lower bound, so that where an element's bands only say
    /// where they start, the later (wider) band's declarations win.
    package var stylesheet: String {
        let plain = rules.keys.sorted().map { ".\($0){\(rules[$0]!)}" }
        var byBand: [WidthBand: [String]] = [:]
        for name in bandRules.keys.sorted() {
            for rule in bandRules[name]! { byBand[rule.band, default: []].append(".\(name){\(rule.declarations)}") }
        }
        let order = byBand.keys.sorted { ($0.minimum ?? -1, $0.limit ?? .infinity) < ($1.minimum ?? -1, $1.limit ?? .infinity) }
        let banded = order.map { "@container \($0.condition){" + byBand[$0]!.joined() + "}" }
        let states = stateInputs.isEmpty ? [] : [Self.stateIslandRules] + stateInputs.sorted().map(Self.stateRule)
        return (plain + banded + states).joined(separator: "\n")
    }

    /// An element's declarations for one band of its container's widths.
    package struct BandRule: Equatable, Sendable {
        package var band: WidthBand
        package var declarations: String
    }

    /// FNV-1a over the hint and the declarations as written (`property:value;…`, values
    /// escaped as `Escaping.appendCSSValue` escapes them).
    private static func hash(_ hint: String, _ style: Style) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for byte in hint.utf8 { add(byte) }
        for (index, declaration) in style.declarations.enumerated() {
            if index > 0 { add(UInt8(ascii: ";")) }
            for byte in declaration.property.name.utf8 { add(byte) }
            add(UInt8(ascii: ":"))
            for byte in style.text[declaration.value] {
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

/// An open-addressing table from a style to the class name it was given. Most of a page's
/// elements repeat a few styles, so this lookup runs for every element; the standard hasher
/// costs more than the rest of writing the element, so the key is a multiply–xor hash of the
/// text's bytes read eight at a time, and a hit is confirmed by comparing the declarations.
/// The table holds no references: a slot is its hash and where its key and name lie in
/// `bytes`, so a lookup retains nothing (slots of strings and styles were copied to be read).
private struct NameCache: Sendable {
    private struct Slot: Sendable {
        var hash: UInt64 = 0
        var keyStart: Int32 = 0
        var hintCount: Int32 = 0
        var styleCount: Int32 = 0
        var nameStart: Int32 = 0
        /// Negative for an empty slot.
        var nameCount: Int32 = -1
    }

    // Small to start with: the site keeps every page's registry until it merges them.
    private var slots = [Slot](repeating: Slot(), count: 16)
    private var count = 0
    /// Each slot's hint and declarations, then its name.
    private var bytes: [UInt8] = []

    /// Where the name of the style is kept (`withName`), if it has one.
    func name(hash: UInt64, hint: UnsafeBufferPointer<UInt8>, style: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { bytes in
                let mask = slots.count - 1
                var index = Int(truncatingIfNeeded: hash) & mask
                while slots[index].nameCount >= 0 {
                    let slot = slots[index]
                    if slot.hash == hash, Int(slot.hintCount) == hint.count, Int(slot.styleCount) == style.count,
                       Self.equal(bytes, at: Int(slot.keyStart), hint), Self.equal(bytes, at: Int(slot.keyStart + slot.hintCount), style) {
                        return Int(slot.nameStart)..<Int(slot.nameStart + slot.nameCount)
                    }
                    index = (index + 1) & mask
                }
                return nil
            }
        }
    }

    /// Reads the name kept at `range`.
    func withName<Result>(at range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Keeps `name` for the style; returns where it is kept.
    mutating func insert(hash: UInt64, hint: UnsafeBufferPointer<UInt8>, style: UnsafeBufferPointer<UInt8>, name: String) -> Range<Int> {
        if (count + 1) * 2 > slots.count {
            let old = slots
            slots = Array(repeating: Slot(), count: old.count * 2)
            for slot in old where slot.nameCount >= 0 { place(slot) }
        }
        var slot = Slot(hash: hash, keyStart: Int32(bytes.count), hintCount: Int32(hint.count), styleCount: Int32(style.count))
        bytes.append(contentsOf: hint)
        bytes.append(contentsOf: style)
        slot.nameStart = Int32(bytes.count)
        bytes.append(contentsOf: name.utf8)
        slot.nameCount = Int32(bytes.count) - slot.nameStart
        place(slot)
        count += 1
        return Int(slot.nameStart)..<Int(slot.nameStart + slot.nameCount)
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].nameCount >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    /// Eight bytes at a time, inline: a hint and a style are a few dozen bytes, compared for
    /// every styled element written, where calling `memcmp` for each cost more than comparing.
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let otherBase = other.baseAddress else { return other.isEmpty }
        let left = UnsafeRawPointer(base + start), right = UnsafeRawPointer(otherBase)
        var offset = 0
        while offset + 8 <= other.count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < other.count {
            if left.load(fromByteOffset: offset, as: UInt8.self) != right.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
    }

    static func hash(hint: UnsafeBufferPointer<UInt8>, style: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let hash = mix(mix(0x9e37_79b9_7f4a_7c15, hint), style)
        // Fold the high bits down: the table indexes with the low ones.
        return hash ^ (hash >> 29)
    }

    private static func mix(_ seed: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = seed ^ UInt64(bytes.count)
        var offset = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < raw.count {
            tail = tail << 8 | UInt64(raw[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0x9e37_79b9_7f4a_7c15
        return hash ^ (hash >> 31)
    }
}
