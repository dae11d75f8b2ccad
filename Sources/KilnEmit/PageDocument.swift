import Foundation
import KilnLayout

/// A complete HTML5 page: the page shell from `Templates/page.html` with the title, the
/// stylesheet (inlined or linked) and the body written into it.
package enum PageDocument {
    /// The base stylesheet with its comments and line breaks taken out.
    package static let baseStylesheet: String = minify(EmbeddedTemplates.baseCSS)

    /// The body's elements, written in the page shell. `stylesheetHead` is what goes in the
    /// head: an inline `<style>` or a `<link>` to a shared stylesheet.
    /// `coversViewport`: the page reaches under the notch and rounded corners (`viewport-fit=cover`),
    /// for views that ignore the safe area; the page's padding keeps the rest clear.
    /// `lang` is the page's language; `isRightToLeft` writes `dir="rtl"` for a language written so.
    package static func render(
        title: String, lang: String = "en", isRightToLeft: Bool = false, head: String, body: [UInt8], coversViewport: Bool = false
    ) -> [UInt8] {
        var output = ByteBuffer(capacity: body.count + head.utf8.count + 512)
        for part in shell {
            switch part {
            case .text(let bytes): output.append(bytes)
            case .lang: Escaping.appendAttribute(lang, to: &output)
            case .title: Escaping.appendText(title, to: &output)
            case .head: output.append(utf8: head)
            case .body: output.append(body)
            case .viewport: if coversViewport { output.append(utf8: ", viewport-fit=cover") }
            case .dir: if isRightToLeft { output.append(utf8: " dir=\"rtl\"") }
            }
        }
        return output.bytes
    }

    /// A piece of the page shell: its own text, or a `{{slot}}` to fill.
    private enum ShellPart {
        case text([UInt8])
        case lang, title, head, body, viewport, dir
    }

    /// The page shell cut at its slots once, not on every page.
    private static let shell: [ShellPart] = {
        var parts: [ShellPart] = []
        var rest = Substring(EmbeddedTemplates.pageHTML)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            parts.append(.text(Array(rest[..<open.lowerBound].utf8)))
            switch rest[open.upperBound..<close.lowerBound] {
            case "lang": parts.append(.lang)
            case "title": parts.append(.title)
            case "head": parts.append(.head)
            case "body": parts.append(.body)
            case "viewport": parts.append(.viewport)
            case "dir": parts.append(.dir)
            default: break
            }
            rest = rest[close.upperBound...]
        }
        parts.append(.text(Array(rest.utf8)))
        return parts
    }()

    /// An inline `<style>` with the base stylesheet and a page's rules.
    package static func inlineStyle(_ registry: ClassRegistry) -> String {
        "<style>\(baseStylesheet)\n\(registry.stylesheet)</style>"
    }

    /// Comments dropped, each line's leading spaces dropped, lines joined. Bytes, not
    /// Foundation's `range(of:)`: this runs when every build starts, and bridging the
    /// stylesheet to NSString took tens of milliseconds.
    static func minify(_ css: String) -> String {
        let input = Array(css.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        var atLineStart = true
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "/"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < input.count, !(input[index] == UInt8(ascii: "*") && input[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
            } else if !(atLineStart && byte == UInt8(ascii: " ")) {
                atLineStart = false
                output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
