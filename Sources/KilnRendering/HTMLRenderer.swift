import KilnEmit
import KilnLayout
import KilnTree
import KilnViews

/// Renders a view to HTML, as `ImageRenderer` renders one to an image: lowering, layout and
/// emission run once, when the renderer is made.
public struct HTMLRenderer<Content: View> {
    public let content: Content
    /// Problems found while rendering, with the file and line of the view that caused each.
    public let diagnostics: [Diagnostic]
    private let elements: [Element]
    private let coversViewport: Bool

    public init(content: Content) {
        self.init(content: content, options: LayoutOptions())
    }

    package init(content: Content, options: LayoutOptions) {
        self.content = content
        var page = lowerPage(content)
        let nodes = page.nodes
        page.nodes = []
        let resolved = LayoutPass.resolvePage(releasing: nodes, options: options)
        diagnostics = page.diagnostics + resolved.diagnostics
        elements = resolved.elements
        coversViewport = resolved.coversViewport
    }

    /// A standalone HTML5 document with its CSS inlined.
    public func document(title: String, lang: String = "en") -> String {
        var writer = HTMLWriter()
        writer.write(elements)
        let head = PageDocument.inlineStyle(writer.registry)
        return writer.withBytes { body in
            PageDocument.text(title: title, lang: lang, head: head, body: body, coversViewport: coversViewport)
        }
    }

    /// The page's root and content, pretty-printed, followed by the CSS rules it uses: the
    /// readable form that snapshot tests compare.
    public func prettyHTML() -> String {
        var writer = HTMLWriter(pretty: true)
        writer.append(raw: "<main class=\"k-page\">")
        writer.write(elements, depth: 1)
        writer.append(raw: "\n</main>\n<style>\n")
        let rules = writer.registry.stylesheet
        writer.append(raw: rules.isEmpty ? "" : rules + "\n")
        writer.append(raw: "</style>\n")
        return String(decoding: writer.buffer, as: UTF8.self)
    }
}

/// Lays out and writes a page that has already been lowered: what the site generator runs
/// for each page, on whichever thread renders it.
package enum PageRenderer {
    /// The page's content as compact HTML, with `registry` gaining the classes it uses and
    /// `diagnostics` the problems the layout found.
    package static func body(_ nodes: [Node], options: LayoutOptions, registry: inout ClassRegistry, diagnostics: inout [Diagnostic]) -> [UInt8] {
        page(nodes, options: options, registry: &registry, diagnostics: &diagnostics).body
    }

    /// The page's content as `body` writes it, whether the page covers the viewport (a view
    /// ignores the safe area), the bytes of each state island, by its id, and the text of the
    /// page's script (for a Content-Security-Policy's hash).
    package static func page(
        _ nodes: [Node], options: LayoutOptions, registry: inout ClassRegistry, diagnostics: inout [Diagnostic]
    ) -> (body: [UInt8], coversViewport: Bool, islandBytes: [Int: Int], script: String?) {
        var writer = HTMLWriter(registry: registry)
        let resolved = LayoutPass.resolvePage(nodes, options: options)
        diagnostics += resolved.diagnostics
        let coversViewport = resolved.coversViewport, script = resolved.script
        writer.write(resolved.elements)
        registry = writer.registry
        return (writer.buffer, coversViewport, writer.islandBytes, script)
    }
}
