import Foundation
import KilnLayout

/// A complete HTML5 page: the page shell from `Templates/page.html` with the title, the
/// stylesheet (inlined or linked) and the body written into it.
public enum PageDocument {
    /// The base stylesheet with its comments and line breaks taken out.
    public static let baseStylesheet: String = minify(EmbeddedTemplates.baseCSS)

    /// The body's elements, written in the page shell. `stylesheetHead` is what goes in the
    /// head: an inline `<style>` or a `<link>` to a shared stylesheet.
    public static func render(title: String, lang: String = "en", head: String, body: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(body.count + head.utf8.count + 512)
        var rest = Substring(EmbeddedTemplates.pageHTML)
        while let open = rest.range(of: "{{") {
            output.append(contentsOf: rest[..<open.lowerBound].utf8)
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            switch rest[open.upperBound..<close.lowerBound] {
            case "lang": Escaping.appendAttribute(lang, to: &output)
            case "title": Escaping.appendText(title, to: &output)
            case "head": output.append(contentsOf: head.utf8)
            case "body": output.append(contentsOf: body)
            default: break
            }
            rest = rest[close.upperBound...]
        }
        output.append(contentsOf: rest.utf8)
        return output
    }

    /// An inline `<style>` with the base stylesheet and a page's rules.
    public static func inlineStyle(_ registry: ClassRegistry) -> String {
        "<style>\(baseStylesheet)\n\(registry.stylesheet)</style>"
    }

    static func minify(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        result += rest
        return result.split(separator: "\n").map { $0.trimmingSpaces }.filter { !$0.isEmpty }.joined()
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        drop(while: { $0 == " " })
    }
}
