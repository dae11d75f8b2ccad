import Foundation
import Kiln
import KilnTestSupport

/// A chart measured in the browser. Marks carry no test ids in Kiln's output, so their tags
/// (`rect0`, `text3` …) are numbered in document order before the page is loaded.
struct ChartMeasurement {
    var page: PageMeasurement
    /// How many elements of each numbered tag the page has.
    var count: [String: Int]
    /// The test id of each numbered text element, with its content.
    var texts: [String: String]

    init<V: View>(_ view: V, width: Int) throws {
        var html = HTMLRenderer(content: view).document(title: "Chart")
        var count: [String: Int] = [:]
        for tag in ["rect", "text", "line", "path", "li", "use", "summary"] {
            var numbered = ""
            var rest = Substring(html)
            while let range = rest.range(of: "<\(tag) ") ?? rest.range(of: "<\(tag)>") {
                let index = count[tag, default: 0]
                count[tag] = index + 1
                numbered += rest[..<range.lowerBound] + "<\(tag) data-testid=\"\(tag)\(index)\"" + (rest[range].hasSuffix(">") ? ">" : " ")
                rest = rest[range.upperBound...]
            }
            html = numbered + rest
        }
        var texts: [String: String] = [:]
        for index in 0..<(count["text"] ?? 0) {
            guard let start = html.range(of: "data-testid=\"text\(index)\""),
                  let open = html[start.upperBound...].firstIndex(of: ">"),
                  let close = html[open...].range(of: "</text>") else { continue }
            texts["text\(index)"] = String(html[html.index(after: open)..<close.lowerBound])
        }
        self.page = try Browser.shared().measure(html: html, width: width)
        self.count = count
        self.texts = texts
    }

    /// The boxes of every numbered element of `tag`, in document order.
    func boxes(_ tag: String) throws -> [ElementBox] {
        try (0..<(count[tag] ?? 0)).map { try page.box("\(tag)\($0)") }
    }
}
