/// CommonMark's seven kinds of HTML block: what starts each and what ends it.
enum MarkdownHTMLBlockKind: Equatable {
    /// `<script>`, `<pre>`, `<style>`, `<textarea>`: up to their closing tag, blank lines and all.
    case rawText
    case comment
    case processingInstruction
    case declaration
    case cdata
    /// A block-level tag (`<div>`, `</table>`…): up to a blank line.
    case blockTag
    /// Any other complete tag alone on its line: up to a blank line; it cannot interrupt a paragraph.
    case anyTag

    /// The kind of HTML block the line starts at `index` (a `<`), if any.
    static func starting(in bytes: [UInt8], at index: Int, end: Int, canInterruptParagraph: Bool) -> Self? {
        guard index < end, bytes[index] == UInt8(ascii: "<") else { return nil }
        let scanner = MarkdownHTMLScanner(bytes: bytes, end: end)
        let rest = bytes[index..<end]
        if rest.starts(with: "<!--".utf8) { return .comment }
        if rest.starts(with: "<?".utf8) { return .processingInstruction }
        if rest.starts(with: "<![CDATA[".utf8) { return .cdata }
        if rest.starts(with: "<!".utf8), index + 2 < end, MarkdownBytes.isASCIILetter(bytes[index + 2]) {
            return .declaration
        }
        let isClosing = index + 1 < end && bytes[index + 1] == UInt8(ascii: "/")
        let nameStart = index + (isClosing ? 2 : 1)
        if let nameEnd = scanner.tagNameEnd(from: nameStart) {
            let name = MarkdownBytes.string(bytes[nameStart..<nameEnd]).lowercased()
            let after = nameEnd < end ? bytes[nameEnd] : nil
            if !isClosing && rawTextTags.contains(name) && endsTagName(after) { return .rawText }
            let selfClosing = after == UInt8(ascii: "/") && nameEnd + 1 < end && bytes[nameEnd + 1] == UInt8(ascii: ">")
            if blockTags.contains(name) && (endsTagName(after) || selfClosing) { return .blockTag }
        }
        guard canInterruptParagraph,
            let tagEnd = isClosing ? scanner.closingTagEnd(from: index) : scanner.openTagEnd(from: index),
            MarkdownBytes.skipSpacesAndTabs(bytes, from: tagEnd, to: end) == end
        else { return nil }
        return .anyTag
    }

    var endsAtBlankLine: Bool {
        self == .blockTag || self == .anyTag
    }

    /// Whether `line` holds this kind's end condition (the line belongs to the block).
    func isEnded(by line: ArraySlice<UInt8>) -> Bool {
        switch self {
        case .rawText: Self.rawTextTags.contains { line.containsCaseInsensitive(Array("</\($0)>".utf8)) }
        case .comment: line.containsCaseInsensitive(Array("-->".utf8))
        case .processingInstruction: line.containsCaseInsensitive(Array("?>".utf8))
        case .declaration: line.contains(UInt8(ascii: ">"))
        case .cdata: line.containsCaseInsensitive(Array("]]>".utf8))
        case .blockTag, .anyTag: false
        }
    }

    private static func endsTagName(_ byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return MarkdownBytes.isWhitespace(byte) || byte == UInt8(ascii: ">")
    }

    private static let rawTextTags = ["script", "pre", "style", "textarea"]

    private static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html",
        "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup",
        "option", "p", "param", "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead",
        "title", "tr", "track", "ul",
    ]
}

extension ArraySlice<UInt8> {
    /// Whether `needle` (lowercase ASCII) occurs in these bytes, ignoring ASCII case.
    fileprivate func containsCaseInsensitive(_ needle: [UInt8]) -> Bool {
        guard count >= needle.count, let first = needle.first else { return needle.isEmpty }
        for start in startIndex...(endIndex - needle.count) where Self.lowercased(self[start]) == first {
            if zip(self[start...], needle).allSatisfy({ Self.lowercased($0) == $1 }) { return true }
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
