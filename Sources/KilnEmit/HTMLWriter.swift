import KilnLayout

/// Writes resolved elements as HTML into one byte buffer, naming each element's class through
/// the registry. The pretty form (for snapshots) is the same stream with line breaks and
/// indentation before block elements; an element holding text is written on one line.
package struct HTMLWriter {
    private var output: ByteBuffer
    package var registry: ClassRegistry
    private let isPretty: Bool

    package init(registry: ClassRegistry = ClassRegistry(), pretty: Bool = false, capacity: Int = 16_384) {
        self.registry = registry
        self.isPretty = pretty
        output = ByteBuffer(capacity: capacity)
    }

    /// The HTML written so far.
    package var buffer: [UInt8] { output.bytes }

    package mutating func write(_ elements: [Element], depth: Int = 0) {
        for element in elements { write(element, depth: depth, inline: false) }
    }

    package mutating func write(_ element: Element, depth: Int, inline: Bool) {
        if isPretty && !inline { newline(depth) }
        output.append(UInt8(ascii: "<"))
        output.append(utf8: element.tag)
        writeClass(element)
        for attribute in element.attributes where attribute.name != "class" {
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
        output.append(UInt8(ascii: ">"))
        if element.isVoid { return }
        let childrenInline = inline || element.children.contains { if case .text = $0 { true } else { false } }
        for child in element.children {
            switch child {
            // A script's text is raw text in HTML: Kiln's own constant scripts (`PageScripts`, which
            // hold no `</`), never the user's.
            case .text(let text) where element.tag == "script": output.append(utf8: text)
            case .text(let text): Escaping.appendText(text, to: &output)
            case .element(let child): write(child, depth: depth + 1, inline: childrenInline)
            }
        }
        if isPretty && !childrenInline && !element.children.isEmpty { newline(depth) }
        output.append("</")
        output.append(utf8: element.tag)
        output.append(UInt8(ascii: ">"))
    }

    /// The generated class first, then any fixed class the layout gave (`k-sr`).
    private mutating func writeClass(_ element: Element) {
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
