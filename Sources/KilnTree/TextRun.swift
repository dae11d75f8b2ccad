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
    /// The optionals are matched by case, not compared with `nil`: a comparison copied each
    /// large payload (a font, a paint, an image) through its value witness, hundreds of
    /// instructions for every run of every text.
    package var isPlain: Bool {
        guard !isStrong && !isEmphasized && !isCode && !isStrikethrough && !isUnderlined && !isItalic,
              case .none = link, case .none = weight else { return false }
        guard case .none = font, case .none = foreground, case .none = image, case .none = attributes else { return false }
        return true
    }
}
