import KilnLayout

/// Writes resolved elements as HTML into one byte buffer, naming each element's class through
/// the registry. The pretty form (for snapshots) is the same stream with line breaks and
/// indentation before block elements; an element holding text is written on one line.
package struct HTMLWriter {
    private var output: ByteBuffer
    package var registry: ClassRegistry
    private let isPretty: Bool
    /// The bytes written for each state island (`k-island`), by the island's id.
    package private(set) var islandBytes: [Int: Int] = [:]
    /// The class names this write gave, by where their styles lie.
    private var recentNames = RecentClassNames()

    package init(registry: ClassRegistry = ClassRegistry(), pretty: Bool = false, capacity: Int = 16_384) {
        self.registry = registry
        self.isPretty = pretty
        output = ByteBuffer(capacity: capacity)
    }

    /// The HTML written so far.
    package var buffer: [UInt8] { output.bytes }

    /// Reads the HTML written so far where it lies, without copying it.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try output.withBytes(body)
    }

    /// Writes `elements` where they lie. The tree is read through pointers, never copied: a
    /// copy of an element retains each of its fields, and a tree the caller keeps
    /// (`HTMLRenderer`) is written as fast as one handed over.
    package mutating func write(_ elements: [Element], depth: Int = 0) {
        // Another write may be of another tree, whose styles lie where this one's did.
        recentNames.removeAll()
        elements.withUnsafeBufferPointer { elements in
            guard let first = elements.baseAddress else { return }
            for index in elements.indices { write(first + index, depth: depth, inline: false) }
        }
    }

    private mutating func write(_ element: UnsafePointer<Element>, depth: Int, inline: Bool) {
        // Asked of every element: names that differ in their first byte are told apart without a call.
        if element.pointee.classHint == "si", let island = Self.islandID(element) {
            let start = output.count
            writeElement(element, depth: depth, inline: inline)
            islandBytes[island] = output.count - start
            return
        }
        writeElement(element, depth: depth, inline: inline)
    }

    /// A state island's id, named by its first state input (`k-s<id>-0`, in group `k-s<id>`).
    private static func islandID(_ element: UnsafePointer<Element>) -> Int? {
        guard let input = element.pointee.children.first?.asElement, let group = input[attribute: "name"], group.hasPrefix("k-s") else { return nil }
        return Int(group.dropFirst(3))
    }

    private mutating func writeElement(_ element: UnsafePointer<Element>, depth: Int, inline: Bool) {
        if isPretty && !inline { newline(depth) }
        // Fields are read one by one: a method called on the element would copy all of it.
        let tag = element.pointee.tag
        if element.pointee.attributes.isEmpty {
            // Most elements: a tag and a generated class.
            writeOpenTag(tag, classOf: element)
        } else {
            output.append(UInt8(ascii: "<"))
            output.append(tag.utf8)
            writeClass(element)
            writeAttributes(element)
            output.append(UInt8(ascii: ">"))
        }
        if Element.isVoid(tag) { return }
        let isScript = tag == "script"
        // The tree is not changed while it is written, so the children outlive the pointer: a
        // borrow held across the writes below cost a retain and a release for every element.
        let children = element.pointee.childrenAfterText.withUnsafeBufferPointer { $0 }
        // An element's own text is its first text child (a paragraph's, most often its only one).
        let holdsText = !element.pointee.text.isEmpty
        if holdsText { writeText(element.pointee.text, inScript: isScript) }
        if let first = children.baseAddress, !children.isEmpty {
            var childrenInline = inline || holdsText
            if !childrenInline {
                for index in children.indices { if case .text = Element.kind(ofTag: children[index].tag) { childrenInline = true; break } }
            }
            for index in children.indices {
                switch Element.kind(ofTag: children[index].tag) {
                case .text: writeText(children[index].text, inScript: isScript)
                // The author's own markup, let through by name (`Markdown(_:allowsRawHTML:)`).
                case .raw: output.append(utf8: children[index].text)
                case .element: write(first + index, depth: depth + 1, inline: childrenInline)
                }
            }
            if isPretty && !childrenInline { newline(depth) }
        }
        writeCloseTag(tag)
    }

    /// A text node's text, escaped. A script's text is raw text in HTML: Kiln's own constant
    /// scripts (`PageScripts`, which hold no `</`), never the user's.
    private mutating func writeText(_ text: String, inScript: Bool) {
        if inScript { output.append(utf8: text) } else { Escaping.appendText(text, to: &output) }
    }

    /// `<tag class="name">`, or `<tag>` without a class. Tags and generated class names are
    /// Kiln's own, never needing escapes.
    private mutating func writeOpenTag(_ tag: ElementName, classOf element: UnsafePointer<Element>) {
        let tag = tag.utf8
        output.reserve(forAppending: tag.count + 10)
        output.appendReserved(UInt8(ascii: "<"))
        output.appendReserved(tag)
        guard !element.pointee.style.isEmpty else {
            output.appendReserved(UInt8(ascii: ">"))
            return
        }
        let opening: StaticString = " class=\""
        output.appendReserved(UnsafeBufferPointer(start: opening.utf8Start, count: opening.utf8CodeUnitCount))
        appendClassName(of: element)
        output.append("\">")
    }

    private mutating func writeCloseTag(_ tag: ElementName) {
        let tag = tag.utf8
        output.reserve(forAppending: tag.count + 3)
        output.appendReserved(UInt8(ascii: "<"))
        output.appendReserved(UInt8(ascii: "/"))
        output.appendReserved(tag)
        output.appendReserved(UInt8(ascii: ">"))
    }

    private mutating func writeAttributes(_ element: UnsafePointer<Element>) {
        for attribute in element.pointee.attributes where attribute.name != "class" {
            if attribute.name == "data-kv" { registry.noteStateInputs(attribute.value) }
            var value = attribute.value
            if attribute.isURL {
                guard let safe = Escaping.url(value) else { continue }
                value = safe
            }
            output.append(UInt8(ascii: " "))
            output.append(utf8: attribute.name)
            output.append("=\"")
            Escaping.appendAttribute(value, to: &output)
            output.append(UInt8(ascii: "\""))
        }
    }

    /// The generated class first, then any fixed class the layout gave (`k-sr`).
    private mutating func writeClass(_ element: UnsafePointer<Element>) {
        let fixed = element.pointee[attribute: "class"]
        let isStyled = !element.pointee.style.isEmpty
        guard isStyled || fixed != nil else { return }
        output.append(" class=\"")
        if isStyled { appendClassName(of: element) }
        if let fixed {
            if isStyled { output.append(UInt8(ascii: " ")) }
            Escaping.appendAttribute(fixed, to: &output)
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The class name of the element's style: copied from where this write wrote it for the
    /// same style, else named by the registry.
    private mutating func appendClassName(of element: UnsafePointer<Element>) {
        let style = Element.style(at: element)
        let hint = element.pointee.classHint
        let address = style.pointee.text.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        if let written = recentNames.written(address: address, hint: hint) {
            output.appendAgain(written)
            return
        }
        let start = output.count
        registry.appendClassName(hint: hint, style: style, to: &output)
        recentNames.note(address: address, hint: hint, written: start..<output.count)
    }

    package mutating func append(raw text: String) {
        output.append(utf8: text)
    }

    private mutating func newline(_ depth: Int) {
        if !output.isEmpty { output.append(UInt8(ascii: "\n")) }
        output.append(repeating: UInt8(ascii: " "), count: depth * 2)
    }
}
