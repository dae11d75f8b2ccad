#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
/// The resolved tree: every view has become elements whose boxes are decided — tag,
/// attributes and the CSS declarations of its box. The emitter writes it; nothing here is bytes.
/// A text node, or markup an author let through by name (`Node.Kind.rawHTML`), is an element
/// too (`kind`), so that a child is an element wherever it lies: as a case of an enum, or beside
/// the text in a struct of its own, each child was 88 bytes and written in two steps.
/// An element's first text child may be held in its own `text` (a paragraph of one plain run):
/// most paragraphs then need no child array and no child node.
public struct Element: Sendable, Equatable {
    package var tag: ElementName
    /// In the order they are written; the layout pass fixes that order.
    package var attributes: [Attribute]
    package var style: Style
    /// A short, readable prefix for the element's class name (`v` for a VStack …).
    package var classHint: ElementName
    /// What a text or markup node holds (`kind`); for an element, the text written before
    /// `childrenAfterText` (its first text child, held without a node of its own).
    package private(set) var text: String
    /// The children written after `text`: all of an element's children when `text` is empty.
    package private(set) var childrenAfterText: [Element]

    package init(_ tag: ElementName, classHint: ElementName, style: Style = Style(), attributes: [Attribute] = [], text: String = "", children: [Element] = []) {
        self.tag = tag
        self.classHint = classHint
        self.style = style
        self.attributes = attributes
        self.text = text
        self.childrenAfterText = children
    }

    /// The element's children, its own `text` as the first when it holds one. Reading it then
    /// makes the array; changing it first moves the text into a node of its own, so a layout that
    /// wraps, reorders or replaces a paragraph's children sees and keeps every one of them.
    package var children: [Element] {
        get { holdsText ? [.text(text)] + childrenAfterText : childrenAfterText }
        set {
            if holdsText { text = "" }
            childrenAfterText = newValue
        }
        _modify {
            if holdsText {
                childrenAfterText.insert(.text(text), at: 0)
                text = ""
            }
            yield &childrenAfterText
        }
    }

    /// Whether the element holds its first text child in `text`.
    package var holdsText: Bool { !text.isEmpty && kind == .element }

    public enum Kind: Sendable { case element, text, raw }

    /// Text and markup nodes are named by tags no element has.
    private static let textTag: ElementName = "#text", rawTag: ElementName = "#raw"

    /// A text node: written escaped (raw inside a `script`).
    package static func text(_ text: String) -> Element {
        var node = Element(textTag, classHint: "")
        node.text = text
        return node
    }

    /// Markup an author let through by name, written as it is (`Markdown(_:allowsRawHTML:)`).
    package static func raw(_ html: String) -> Element {
        var node = Element(rawTag, classHint: "")
        node.text = html
        return node
    }

    /// What the node is.
    package var kind: Kind { Self.kind(ofTag: tag) }

    /// What a node with `tag` is: asked of every child written, where reading the whole node
    /// (`kind`) would copy it, so the tag's first byte settles most. Inlined into the writer:
    /// as a call, it was a twentieth of writing a page.
    @inlinable @inline(__always)
    public static func kind(ofTag tag: ElementName) -> Kind {
        guard tag.firstByte == UInt8(ascii: "#") else { return .element }
        // `#text` and `#raw` differ in length.
        return tag.count == 5 ? .text : .raw
    }

    /// The node, if it is an element (not text or markup).
    package var asElement: Element? { kind == .element ? self : nil }

    /// Trees are equal when they write the same HTML: a text held by its element equals the
    /// same text as the element's first child.
    public static func == (lhs: Element, rhs: Element) -> Bool {
        guard lhs.tag == rhs.tag, lhs.classHint == rhs.classHint, lhs.style == rhs.style, lhs.attributes == rhs.attributes else { return false }
        if lhs.kind != .element || lhs.text == rhs.text { return lhs.text == rhs.text && lhs.childrenAfterText == rhs.childrenAfterText }
        return lhs.children == rhs.children
    }

    /// Where the style of the element at `element` lies, for a reader that must not copy it
    /// (`HTMLWriter`). The element must stay where it is while the pointer is used.
    package static func style(at element: UnsafePointer<Element>) -> UnsafePointer<Style> {
        (UnsafeRawPointer(element) + styleOffset).assumingMemoryBound(to: Style.self)
    }

    private static let styleOffset = MemoryLayout<Element>.offset(of: \Element.style)!

    package struct Attribute: Sendable, Equatable {
        package var name: String
        package var value: String
        /// True for attributes holding a URL, which the emitter checks before writing.
        package var isURL: Bool

        package init(_ name: String, _ value: String, isURL: Bool = false) {
            self.name = name
            self.value = value
            self.isURL = isURL
        }
    }

    package subscript(attribute name: String) -> String? {
        get { attributes.first { $0.name == name }?.value }
        set {
            if let index = attributes.firstIndex(where: { $0.name == name }) {
                if let newValue { attributes[index].value = newValue } else { attributes.remove(at: index) }
            } else if let newValue {
                attributes.append(Attribute(name, newValue))
            }
        }
    }

    /// Adds a fixed class of the base stylesheet (`k-pass`) to those the element already has.
    mutating func addClass(_ name: String) {
        self[attribute: "class"] = self[attribute: "class"].map { $0 + " " + name } ?? name
    }

    /// Whether the element is read by assistive technology but not shown (`k-sr`).
    var isVisuallyHidden: Bool {
        self[attribute: "class"]?.split(separator: " ").contains("k-sr") == true
    }

    /// Elements that have no end tag.
    package var isVoid: Bool { Self.isVoid(tag) }

    /// Whether elements with `tag` have no end tag (the writer asks it of the tag alone, to
    /// read no more of an element than it needs).
    @inlinable @inline(__always)
    public static func isVoid(_ tag: ElementName) -> Bool {
        // Asked of every element written: most tags are ruled out by their first letter.
        switch tag.firstByte {
        case UInt8(ascii: "i"): return tag == "img" || tag == "input"
        case UInt8(ascii: "h"): return tag == "hr"
        case UInt8(ascii: "b"): return tag == "br"
        case UInt8(ascii: "c"): return tag == "col"
        default: return false
        }
    }
}

extension [Element] {
    /// Changes the element at `index` where it lies (text and markup are left as they are).
    mutating func changeElement(at index: Int, _ change: (inout KilnLayout.Element) -> Void) {
        guard self[index].kind == .element else { return }
        change(&self[index])
    }
}

extension Element {
    /// Declarations that hold only while the nearest size container is in a band of widths (a
    /// custom layout's placements, a `ViewThatFits` candidate's visibility); almost always empty.
    /// They are kept encoded in the style, under `containerBands`: a field of their own made every
    /// element of every page slower to copy.
    package var bandStyles: [BandStyle] {
        get { style[.containerBands].map(BandStyle.decode) ?? [] }
        set { style[.containerBands] = newValue.isEmpty ? nil : BandStyle.encode(newValue) }
    }
}

extension Element {
    /// Hides the element (out of the accessibility tree too) wherever its size container is
    /// outside `band`: one of several renderings, each shown only in its own widths.
    mutating func show(only band: WidthBand) {
        var hidden = Style()
        hidden[.display] = "none"
        if let minimum = band.minimum { bandStyles.append(BandStyle(WidthBand(from: nil, below: minimum), hidden)) }
        if let limit = band.limit { bandStyles.append(BandStyle(WidthBand(from: limit, below: nil), hidden)) }
    }
}

/// Declarations for the widths `band` of the nearest size container (`container-type:inline-size`).
package struct BandStyle: Sendable, Hashable {
    package var band: WidthBand
    package var style: Style

    package init(_ band: WidthBand, _ style: Style) {
        self.band = band
        self.style = style
    }

    // Bands are separated by FS, a band's fields (minimum, limit, declarations) by US, its
    // declarations by GS, each a property's raw value in two hex digits and its value.
    private static let bandSeparator: Character = "\u{1C}", fieldSeparator: Character = "\u{1F}", declarationSeparator: Character = "\u{1D}"

    static func encode(_ bands: [BandStyle]) -> String {
        bands.map { band in
            let declarations = band.style.declarations.map { declaration in
                let code = String(declaration.property.rawValue, radix: 16)
                return (code.count == 1 ? "0" + code : code) + String(decoding: band.style.text[declaration.value], as: UTF8.self)
            }
            return [band.band.minimum.map { "\($0)" } ?? "", band.band.limit.map { "\($0)" } ?? "", declarations.joined(separator: String(declarationSeparator))]
                .joined(separator: String(fieldSeparator))
        }
        .joined(separator: String(bandSeparator))
    }

    package static func decode(_ text: String) -> [BandStyle] {
        text.split(separator: bandSeparator).map { encoded in
            let fields = encoded.split(separator: fieldSeparator, omittingEmptySubsequences: false)
            var style = Style()
            for declaration in fields[2].split(separator: declarationSeparator) {
                guard let code = UInt8(declaration.prefix(2), radix: 16), let property = CSSProperty(rawValue: code) else { continue }
                style[property] = String(declaration.dropFirst(2))
            }
            return BandStyle(WidthBand(from: Double(fields[0]), below: Double(fields[1])), style)
        }
    }
}

/// The container widths `minimum ..< limit` in px (nil: unbounded on that side).
package struct WidthBand: Sendable, Hashable {
    package var minimum: Double?
    package var limit: Double?

    package init(from minimum: Double?, below limit: Double?) {
        self.minimum = minimum
        self.limit = limit
    }

    /// The band as a container query's condition, the upper bound just under the limit (layout
    /// widths are multiples of 1/64 px, so nothing falls between two bands).
    package var condition: String {
        var parts: [String] = []
        // Two decimals: boundaries are found to 1/128 px, and layout widths are multiples of 1/64.
        if let minimum { parts.append("(min-width:\(CSSValue.number((minimum * 100).rounded(.up) / 100))px)") }
        if let limit { parts.append("(max-width:\(CSSValue.number((limit * 100).rounded(.up) / 100 - 0.01))px)") }
        // Always true: the block still hides container units from checkers that predate them.
        return parts.isEmpty ? "(min-width:0)" : parts.joined(separator: " and ")
    }
}

/// The CSS declarations of one box, in a fixed order, each property at most once. They are
/// kept as one byte string — per declaration the property's byte (`CSSProperty`) then its value,
/// declarations separated by a record separator — because the emitter hashes and compares every
/// element's style to name its class, and bytes are cheaper to hash, compare and grow than an
/// array of string pairs.
public struct Style: Sendable, Hashable {
    /// The declarations' bytes. Values never hold the separator (it is dropped on the way in).
    @usableFromInline package private(set) var text: [UInt8] = []
    /// Which properties `text` may declare: most reads ask for a property the style lacks, and
    /// most writes add one, and neither then scans the declarations.
    private var declared = PropertyFilter()

    static let declarationSeparator = UInt8(0x1E)

    package init() {}

    package subscript(property: CSSProperty) -> String? {
        get { valueRange(of: property).map { String(decoding: text[$0], as: UTF8.self) } }
        set {
            let found = valueRange(of: property)
            guard var newValue else {
                if let found { removeDeclaration(valueRange: found) }
                return
            }
            declared.insert(property)
            newValue.withUTF8 { value in
                let clean = !value.contains(Self.declarationSeparator)
                if let found {
                    if clean { text.replaceSubrange(found, with: value) } else { text.replaceSubrange(found, with: value.filter { $0 != Self.declarationSeparator }) }
                    return
                }
                if text.isEmpty { text.reserveCapacity(48) } else { text.append(Self.declarationSeparator) }
                text.append(property.rawValue)
                if clean { text.append(contentsOf: value) } else { text.append(contentsOf: value.filter { $0 != Self.declarationSeparator }) }
            }
        }
    }

    // Inlined into the writer, which asks it of every element: as a call, the style was copied
    // out of the tree for it (its bytes retained and released).
    @inlinable
    public var isEmpty: Bool { text.isEmpty }

    /// Whether the style declares `property`, without reading its value into a string.
    package func declares(_ property: CSSProperty) -> Bool { valueRange(of: property) != nil }

    public func hash(into hasher: inout Hasher) {
        text.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// Eight bytes at a time: the emitter compares a style for every element it names.
    public static func == (lhs: Style, rhs: Style) -> Bool {
        guard lhs.text.count == rhs.text.count else { return false }
        return lhs.text.withUnsafeBytes { left in
            rhs.text.withUnsafeBytes { right in
                var offset = 0
                while offset + 8 <= left.count {
                    if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                        return false
                    }
                    offset += 8
                }
                while offset < left.count {
                    if left[offset] != right[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
    }

    /// The declarations in order: each property and where its value lies in `text`.
    package var declarations: [(property: CSSProperty, value: Range<Int>)] {
        var result: [(property: CSSProperty, value: Range<Int>)] = []
        var start = 0
        while start < text.count {
            // A property's byte may equal the separator's: the search starts after it.
            let end = text[(start + 1)...].firstIndex(of: Self.declarationSeparator) ?? text.count
            result.append((CSSProperty(rawValue: text[start])!, (start + 1)..<end))
            start = end + 1
        }
        return result
    }

    /// Where the value of `property` lies in `text`: declarations are skipped by their separator,
    /// and a property is one byte to compare.
    private func valueRange(of property: CSSProperty) -> Range<Int>? {
        guard declared.mayContain(property) else { return nil }
        return text.withUnsafeBufferPointer { text -> Range<Int>? in
            guard let base = text.baseAddress else { return nil }
            var start = 0
            while start < text.count {
                // A property's byte may equal the separator's: the search starts after it.
                let rest = text.count - start - 1
                let separator = memchr(base + start + 1, Int32(Self.declarationSeparator), rest)
                let end = separator.map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? text.count
                if text[start] == property.rawValue { return (start + 1)..<end }
                start = end + 1
            }
            return nil
        }
    }

    private mutating func removeDeclaration(valueRange: Range<Int>) {
        var start = valueRange.lowerBound - 1
        var end = valueRange.upperBound
        // Take one separator with it: the one after, or for the last declaration the one before.
        if end < text.count { end += 1 } else if start > 0 { start -= 1 }
        text.removeSubrange(start..<end)
    }
}

/// Which properties a style may declare, one bit per property modulo 64: a clear bit means the
/// style does not declare the property. One word, not two, keeps `Element` (which holds a
/// style) as small as before: larger, it was copied through outlined functions.
private struct PropertyFilter: Sendable {
    private var bits: UInt64 = 0

    func mayContain(_ property: CSSProperty) -> Bool { bits & Self.bit(property) != 0 }

    mutating func insert(_ property: CSSProperty) { bits |= Self.bit(property) }

    private static func bit(_ property: CSSProperty) -> UInt64 { 1 << (property.rawValue & 63) }
}

extension Element {
    /// The text of the element and its descendants, as assistive technology would read it.
    var textContent: String {
        ([holdsText ? text : ""] + childrenAfterText.map { child in
            switch child.kind {
            case .text: child.text
            case .element: child[attribute: "aria-hidden"] == "true" ? "" : child.textContent
            case .raw: ""
            }
        })
        .filter { !$0.isEmpty }
        .joined(separator: " ")
    }

    /// Whether a reader can focus or operate something in the element.
    var containsInteractiveContent: Bool {
        if (["a", "button", "input", "select", "textarea", "summary", "details", "dialog"] as [ElementName]).contains(tag) || self[attribute: "tabindex"] != nil {
            return true
        }
        return childrenAfterText.contains { child in
            child.kind == .element && child.containsInteractiveContent
        }
    }
}
