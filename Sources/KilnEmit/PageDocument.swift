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
        body.withUnsafeBufferPointer { body in
            let page = Page(title: title, lang: lang, isRightToLeft: isRightToLeft, head: head, body: body, coversViewport: coversViewport)
            return Array(unsafeUninitializedCapacity: page.count) { bytes, count in count = page.write(into: bytes) }
        }
    }

    /// The page as `render` writes it, as text: made in its string, where decoding the bytes
    /// copied the whole page once more (`HTMLRenderer.document`).
    package static func text(
        title: String, lang: String = "en", isRightToLeft: Bool = false, head: String, body: UnsafeBufferPointer<UInt8>, coversViewport: Bool = false
    ) -> String {
        let page = Page(title: title, lang: lang, isRightToLeft: isRightToLeft, head: head, body: body, coversViewport: coversViewport)
        return String(unsafeUninitializedCapacity: page.count) { page.write(into: $0) }
    }

    /// A page's slots filled, its length known before any byte is written: the page is copied
    /// once, into storage of its size, where a growing buffer copied it again at each doubling
    /// and once more to hand it over.
    private struct Page {
        let lang: [UInt8], title: [UInt8], head: String, body: UnsafeBufferPointer<UInt8>
        let isRightToLeft: Bool, coversViewport: Bool

        private static let viewportFit: StaticString = ", viewport-fit=cover", rightToLeft: StaticString = " dir=\"rtl\""

        init(title: String, lang: String, isRightToLeft: Bool, head: String, body: UnsafeBufferPointer<UInt8>, coversViewport: Bool) {
            var escapedLang = ByteBuffer(capacity: 16), escapedTitle = ByteBuffer(capacity: 64)
            Escaping.appendAttribute(lang, to: &escapedLang)
            Escaping.appendText(title, to: &escapedTitle)
            self.lang = escapedLang.bytes
            self.title = escapedTitle.bytes
            self.head = head
            self.body = body
            self.isRightToLeft = isRightToLeft
            self.coversViewport = coversViewport
        }

        var count: Int {
            var count = 0
            forEachPiece { count += $0.count }
            return count
        }

        /// Writes the page into `target`, which holds `count` bytes; returns how many it wrote.
        func write(into target: UnsafeMutableBufferPointer<UInt8>) -> Int {
            var written = 0
            forEachPiece { piece in
                guard let source = piece.baseAddress, !piece.isEmpty else { return }
                (target.baseAddress! + written).update(from: source, count: piece.count)
                written += piece.count
            }
            return written
        }

        /// Calls `visit` with each piece of the page's bytes, in order: the one walk that both
        /// measures the page and writes it.
        private func forEachPiece(_ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
            var head = head
            shell.text.withUnsafeBufferPointer { shellText in
                for part in shell.parts {
                    switch part {
                    case .text(let range): visit(UnsafeBufferPointer(rebasing: shellText[range]))
                    case .lang: lang.withUnsafeBufferPointer(visit)
                    case .title: title.withUnsafeBufferPointer(visit)
                    case .head: head.withUTF8(visit)
                    case .body: visit(body)
                    case .viewport: if coversViewport { visit(Self.bytes(Self.viewportFit)) }
                    case .dir: if isRightToLeft { visit(Self.bytes(Self.rightToLeft)) }
                    }
                }
            }
        }

        private static func bytes(_ literal: StaticString) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        }
    }

    /// A piece of the page shell: a range of its own text, or a `{{slot}}` to fill.
    private enum ShellPart {
        case text(Range<Int>)
        case lang, title, head, body, viewport, dir
    }

    /// The page shell cut at its slots once, not on every page: its text, and its parts in order.
    private static let shell: (text: [UInt8], parts: [ShellPart]) = {
        var text: [UInt8] = []
        var parts: [ShellPart] = []
        func appendText(_ piece: Substring) {
            parts.append(.text(text.count..<(text.count + piece.utf8.count)))
            text += piece.utf8
        }
        var rest = Substring(EmbeddedTemplates.pageHTML)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            appendText(rest[..<open.lowerBound])
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
        appendText(rest)
        return (text, parts)
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
