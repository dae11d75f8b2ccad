/// A stretch of text with one set of inline styles: what `Text` lowers to. Markdown in a
/// localized string key and `Text` concatenation both produce several runs.
package struct TextRun: Hashable, Sendable {
    package var text: String
    /// Markdown `**strong**`.
    package var isStrong = false
    /// Markdown `*emphasis*`.
    package var isEmphasized = false
    /// Markdown `` `code` ``.
    package var isCode = false
    package var isStrikethrough = false
    package var isUnderlined = false
    package var isItalic = false
    /// The styling most runs lack, kept out of line: inline, these made every run 434 bytes,
    /// copied with each text node of every page; now a run is its text, its flags and a pointer.
    private var rare = OutOfLine<Parts>()

    private struct Parts: Hashable, Sendable, OutOfLineParts {
        var link: String?
        var pageLink: TextPageLink?
        var font: Font?
        var weight: Font.Weight?
        var foreground: Paint?
        var image: ImageContent?
        var attributes: TextRunAttributes?

        var isEmpty: Bool {
            guard case .none = link, case .none = pageLink, case .none = font, case .none = weight, case .none = foreground,
                  case .none = image, case .none = attributes else { return false }
            return true
        }
    }

    /// Read only where set: most runs have no parts, and building empty ones to read a nil
    /// from was most of a plain run's cost to the walks that ask every run for its image.
    private var parts: Parts { get { rare.parts } set { rare.parts = newValue } }

    /// Markdown `[text](url)`: the URL as written.
    package var link: String? { get { rare.isSet ? parts.link : nil } set { parts.link = newValue } }
    /// A link to another page of the site, found by navigation (a Markdown link to another document).
    package var pageLink: TextPageLink? { get { rare.isSet ? parts.pageLink : nil } set { parts.pageLink = newValue } }
    /// Text-level modifiers (`Text("a").bold() + Text("b")`) that apply to this run only.
    package var font: Font? { get { rare.isSet ? parts.font : nil } set { parts.font = newValue } }
    package var weight: Font.Weight? { get { rare.isSet ? parts.weight : nil } set { parts.weight = newValue } }
    package var foreground: Paint? { get { rare.isSet ? parts.foreground : nil } set { parts.foreground = newValue } }
    /// An image standing in the text (`Text("Accepted \(Image(systemName: …))")`); `text` is empty.
    package var image: ImageContent? { get { rare.isSet ? parts.image : nil } set { parts.image = newValue } }
    /// Background, coloured or patterned lines, spacing and baseline (`AttributedString`, Text modifiers).
    package var attributes: TextRunAttributes? { get { rare.isSet ? parts.attributes : nil } set { parts.attributes = newValue } }

    package init(_ text: String) {
        self.text = text
    }

    /// True when the run carries no inline styling, so it can be written as plain text.
    package var isPlain: Bool {
        guard !isStrong && !isEmphasized && !isCode && !isStrikethrough && !isUnderlined && !isItalic, !rare.isSet else { return false }
        return true
    }
}

/// A link inside text to the page of one of the page's navigation targets, and a place on it.
package struct TextPageLink: Hashable, Sendable {
    /// The `.page(n)` index of the target.
    package var target: Int
    /// The heading's anchor the link names (`#installation`), or empty.
    package var fragment: String

    package init(target: Int, fragment: String) {
        self.target = target
        self.fragment = fragment
    }
}
