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

    package init(registry: ClassRegistry = ClassRegistry(), pretty: Bool = false, capacity: Int = 16_384) {
        self.registry = registry
        self.isPretty = pretty
        output = ByteBuffer(capacity: capacity)
    }

    /// The HTML written so far.
    package var buffer: [UInt8] { output.bytes }

    /// Writes `elements` where they lie: each is read in place, never copied (a copy retains
    /// every field), so a tree the caller keeps (`HTMLRenderer`) costs no more than one handed over.
    package mutating func write(_ elements: [Element], depth: Int = 0) {
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices { write(elements[index], depth: depth, inline: false) }
        }
    }

    private mutating func write(_ element: borrowing Element, depth: Int, inline: Bool) {
        if element.classHint == "si", let island = Self.islandID(element) {
            let start = output.count
            writeElement(element, depth: depth, inline: inline)
            islandBytes[island] = output.count - start
            return
        }
        writeElement(element, depth: depth, inline: inline)
    }

    /// A state island's id, named by its first state input (`k-s<id>-0`, in group `k-s<id>`).
    private static func islandID(_ element: borrowing Element) -> Int? {
        guard case .element(let input)? = element.children.first, let group = input[attribute: "name"], group.hasPrefix("k-s") else { return nil }
        return Int(group.dropFirst(3))
    }

    private mutating func writeElement(_ element: borrowing Element, depth: Int, inline: Bool) {
        if isPretty && !inline { newline(depth) }
        if element.attributes.isEmpty {
            // Most elements: a tag and a generated class, written in one reservation.
            let generated = element.style.isEmpty ? nil : registry.className(hint: element.classHint, style: element.style)
            writeOpenTag(element.tag, className: generated)
        } else {
            output.append(UInt8(ascii: "<"))
            output.append(utf8: element.tag)
            writeClass(element)
            writeAttributes(element)
            output.append(UInt8(ascii: ">"))
        }
        if element.isVoid { return }
        let isScript = element.tag == "script"
        // Read through the borrowed element, not an unsafe buffer: 2% faster to write. (A child element
        // bound below is still copied: the compiler cannot borrow an enum's payload out of an array.)
        var childrenInline = inline
        if !inline {
            for index in element.children.indices { if case .text = element.children[index] { childrenInline = true; break } }
        }
        for index in element.children.indices {
            switch element.children[index] {
            // A script's text is raw text in HTML: Kiln's own constant scripts (`PageScripts`, which
            // hold no `</`), never the user's.
            case .text(let text) where isScript: output.append(utf8: text)
            case .text(let text): Escaping.appendText(text, to: &output)
            // The author's own markup, let through by name (`Markdown(_:allowsRawHTML:)`).
            case .raw(let html): output.append(utf8: html)
            case .element(let child): write(child, depth: depth + 1, inline: childrenInline)
            }
        }
        if isPretty && !childrenInline && !element.children.isEmpty { newline(depth) }
        writeCloseTag(element.tag)
    }

    /// `<tag class="name">`, or `<tag>` without a class. Tags and generated class names are
    /// Kiln's own, never needing escapes.
    private mutating func writeOpenTag(_ tag: String, className: String?) {
        var tag = tag
        tag.withUTF8 { tag in
            guard var className else {
                output.reserve(forAppending: tag.count + 2)
                output.appendReserved(UInt8(ascii: "<"))
                output.appendReserved(tag)
                output.appendReserved(UInt8(ascii: ">"))
                return
            }
            className.withUTF8 { name in
                output.reserve(forAppending: tag.count + name.count + 11)
                output.appendReserved(UInt8(ascii: "<"))
                output.appendReserved(tag)
                let opening: StaticString = " class=\""
                output.appendReserved(UnsafeBufferPointer(start: opening.utf8Start, count: opening.utf8CodeUnitCount))
                output.appendReserved(name)
                output.appendReserved(UInt8(ascii: "\""))
                output.appendReserved(UInt8(ascii: ">"))
            }
        }
    }

    private mutating func writeCloseTag(_ tag: String) {
        var tag = tag
        tag.withUTF8 { tag in
            output.reserve(forAppending: tag.count + 3)
            output.appendReserved(UInt8(ascii: "<"))
            output.appendReserved(UInt8(ascii: "/"))
            output.appendReserved(tag)
            output.appendReserved(UInt8(ascii: ">"))
        }
    }

    private mutating func writeAttributes(_ element: borrowing Element) {
        for attribute in element.attributes where attribute.name != "class" {
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
    private mutating func writeClass(_ element: borrowing Element) {
        let fixed = element[attribute: "class"]
        let generated = element.style.isEmpty ? nil : registry.className(hint: element.classHint, style: element.style)
        guard generated != nil || fixed != nil else { return }
        output.append(" class=\"")
        if let generated { output.append(utf8: generated) }
        if let fixed {
            if generated != nil { output.append(UInt8(ascii: " ")) }
            Escaping.appendAttribute(fixed, to: &output)
        }
        output.append(UInt8(ascii: "\""))
    }

    package mutating func append(raw text: String) {
        output.append(utf8: text)
    }

    private mutating func newline(_ depth: Int) {
        if !output.isEmpty { output.append(UInt8(ascii: "\n")) }
        output.append(repeating: UInt8(ascii: " "), count: depth * 2)
    }
}
