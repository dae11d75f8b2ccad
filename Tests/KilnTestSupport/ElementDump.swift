import KilnLayout

/// A readable outline of resolved elements, the oracle of layout tests: one line per element
/// (`<tag> hint {declarations} [attributes]`) and per text, children indented under their parent.
package enum ElementDump {
    package static func dump(_ elements: [Element]) -> String {
        var lines: [String] = []
        for element in elements { append(element, to: &lines, indent: "") }
        return lines.joined(separator: "\n")
    }

    package static func dump(_ element: Element) -> String {
        dump([element])
    }

    private static func append(_ element: Element, to lines: inout [String], indent: String) {
        var line = "\(indent)<\(element.tag)> \(element.classHint)"
        if !element.style.isEmpty {
            let style = element.style
            let declarations = style.declarations.map { "\($0.property.name): " + String(decoding: style.text[$0.value], as: UTF8.self) }
            line += " {" + declarations.joined(separator: "; ") + "}"
        }
        if !element.attributes.isEmpty {
            line += " [" + element.attributes.map { $0.name + "=" + quoted($0.value) }.joined(separator: " ") + "]"
        }
        lines.append(line)
        // An element's own text is its first text child, dumped as one.
        if element.holdsText { lines.append(indent + "  " + quoted(element.text)) }
        for child in element.childrenAfterText {
            switch child.kind {
            case .element: append(child, to: &lines, indent: indent + "  ")
            case .text: lines.append(indent + "  " + quoted(child.text))
            case .raw: lines.append(indent + "  raw " + quoted(child.text))
            }
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
    }
}
