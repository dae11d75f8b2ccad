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

    /// A standalone document is read into a String about 20 times faster when every byte is
    /// ASCII, so the base stylesheet that every document carries holds no other byte.
    @Test func theBaseStylesheetIsASCII() {
        #expect(PageDocument.baseStylesheet.utf8.allSatisfy { $0 < 0x80 })
    }
}
