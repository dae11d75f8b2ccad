import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `<meta>` and `<link>` elements of a page's `<head>`, each as its attributes (entities
/// decoded), read from the page's bytes as a crawler reads them.
package struct HeadTags {
    package var metas: [[String: String]] = []
    package var links: [[String: String]] = []

    package init(html: String) {
        guard let end = html.range(of: "</head>") else { return }
        let head = String(html[..<end.lowerBound])
        let tag = try! NSRegularExpression(pattern: #"<(meta|link)\s([^>]*)>"#)
        let attribute = try! NSRegularExpression(pattern: #"([a-zA-Z:-]+)="([^"]*)""#)
        for match in tag.matches(in: head, range: NSRange(head.startIndex..., in: head)) {
            let name = String(head[Range(match.range(at: 1), in: head)!])
            let body = String(head[Range(match.range(at: 2), in: head)!])
            var attributes: [String: String] = [:]
            for pair in attribute.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                attributes[String(body[Range(pair.range(at: 1), in: body)!])] = Self.decode(String(body[Range(pair.range(at: 2), in: body)!]))
            }
            if name == "meta" { metas.append(attributes) } else { links.append(attributes) }
        }
    }

    /// The content of `<meta name=…>` (or `property=…`), when there is exactly one.
    package func meta(_ key: String) -> String? {
        let found = metas.filter { $0["name"] == key || $0["property"] == key }
        return found.count == 1 ? found[0]["content"] : nil
    }

    package func links(rel: String) -> [[String: String]] { links.filter { $0["rel"] == rel } }

    static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// An XML document as a tree of elements, parsed by Foundation's `XMLParser`; nil when it is
/// not well-formed.
package final class XMLTree: NSObject, XMLParserDelegate {
    package final class Element {
        package let name: String
        package let attributes: [String: String]
        package var children: [Element] = []
        package var text = ""
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        package func all(_ name: String) -> [Element] { children.filter { $0.name == name } }
        package func first(_ name: String) -> Element? { children.first { $0.name == name } }
    }

    package private(set) var root: Element?
    private var stack: [Element] = []
    private var failed = false

    package static func parse(_ data: Data) -> Element? {
        let tree = XMLTree()
        let parser = XMLParser(data: data)
        parser.delegate = tree
        return parser.parse() && !tree.failed ? tree.root : nil
    }

    package func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        failed = true
    }

    package func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let element = Element(name: name, attributes: attributes)
        if let parent = stack.last { parent.children.append(element) } else { root = element }
        stack.append(element)
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    package func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }
}

/// The file a URL of the built site names: `base` + `path/` is `path/index.html`; nil for a
/// URL outside the site or a file that is not there.
package func builtFile(for url: String, base: String, in folder: URL) -> URL? {
    guard url.hasPrefix(base) else { return nil }
    var path = String(url.dropFirst(base.count))
    if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
    let file = folder.appendingPathComponent(path)
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
}
