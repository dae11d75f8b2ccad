import KilnEmit
import KilnLayout
import Testing

/// The writer reads the elements where they lie: a tree the caller keeps comes through whole,
/// and writes the same bytes again.
struct HTMLWriterTests {
    private func tree() -> [Element] {
        var row = Element("div", classHint: "h")
        row.style[.display] = "flex"
        var link = Element("a", classHint: "a", children: [.text("Next & last")])
        link.attributes.append(Element.Attribute("href", "/next/", isURL: true))
        row.children = [Element("p", classHint: "t", children: [.text("One")]), link, Element("hr", classHint: "d")]
        return [row, Element("p", classHint: "t", children: [.text("Two")])]
    }

    private func written(_ elements: [Element], pretty: Bool = false) -> String {
        var writer = HTMLWriter(pretty: pretty)
        writer.write(elements)
        return String(decoding: writer.buffer, as: UTF8.self)
    }

    @Test func aTreeTheCallerKeepsIsWrittenTheSameEachTime() {
        let elements = tree()
        let first = written(elements)
        #expect(first.hasPrefix("<div class=\"h"))
        #expect(first.contains("<p>One</p><a href=\"/next/\">Next &amp; last</a><hr></div><p>Two</p>"))
        #expect(written(elements) == first)
        #expect(elements == tree())
        let pretty = written(elements, pretty: true)
        #expect(written(elements, pretty: true) == pretty)
        #expect(elements == tree())
    }

    /// Elements sharing a style are named once per write (`RecentClassNames`): each element's
    /// class must still be its own style's, whether its style shares another's bytes, holds the
    /// same declarations apart, or differs, and whatever an earlier write of another tree named.
    @Test func eachElementIsNamedByItsOwnStyleWhereStylesAreShared() {
        func styled(_ hint: ElementName, _ width: String) -> Element {
            var element = Element("div", classHint: hint)
            element.style[.width] = width
            return element
        }
        let shared = styled("h", "1px")
        let elements = [shared, styled("h", "1px"), shared, styled("h", "2px"), shared, styled("s", "1px"), shared]
        // A second tree, written after the first, with other declarations.
        let later = elements.reversed().map { styled($0.classHint, $0.style[.width] == "1px" ? "3px" : "4px") }
        var writer = HTMLWriter()
        writer.write(elements)
        writer.write(later)
        let classes = String(decoding: writer.buffer, as: UTF8.self).split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        // Each element written alone, by the same registry.
        let alone = (elements + later).map { element in
            var single = HTMLWriter(registry: writer.registry)
            single.write([element])
            return String(decoding: single.buffer, as: UTF8.self).split(separator: "\"")[1]
        }
        #expect(classes == alone)
        #expect(Set(classes).count == 6)
    }

    /// A standalone document is read into a String about 20 times faster when every byte is
    /// ASCII, so the base stylesheet that every document carries holds no other byte.
    @Test func theBaseStylesheetIsASCII() {
        #expect(PageDocument.baseStylesheet.utf8.allSatisfy { $0 < 0x80 })
    }
}
