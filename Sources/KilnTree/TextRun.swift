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
    /// Markdown `[text](url)`: the URL as written.
    package var link: String?
    /// Text-level modifiers (`Text("a").bold() + Text("b")`) that apply to this run only.
    package var font: Font?
    package var weight: Font.Weight?
    package var isItalic = false
    package var foreground: Paint?
    /// An image standing in the text (`Text("Accepted \(Image(systemName: …))")`); `text` is empty.
    package var image: ImageContent?
    /// Background, coloured or patterned lines, spacing and baseline (`AttributedString`, Text modifiers).
    package var attributes: TextRunAttributes?

    package init(_ text: String) {
        self.text = text
    }

    /// True when the run carries no inline styling, so it can be written as plain text.
    package var isPlain: Bool {
        !isStrong && !isEmphasized && !isCode && !isStrikethrough && !isUnderlined && link == nil
            && font == nil && weight == nil && !isItalic && foreground == nil && image == nil
            && attributes == nil
    }
}
