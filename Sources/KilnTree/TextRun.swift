/// A stretch of text with one set of inline styles: what `Text` lowers to. Markdown in a
/// localized string key and `Text` concatenation both produce several runs.
public struct TextRun: Hashable, Sendable {
    public var text: String
    /// Markdown `**strong**`.
    public var isStrong = false
    /// Markdown `*emphasis*`.
    public var isEmphasized = false
    /// Markdown `` `code` ``.
    public var isCode = false
    public var isStrikethrough = false
    public var isUnderlined = false
    /// Markdown `[text](url)`: the URL as written.
    public var link: String?
    /// Text-level modifiers (`Text("a").bold() + Text("b")`) that apply to this run only.
    public var font: Font?
    public var weight: Font.Weight?
    public var isItalic = false
    public var foreground: Paint?
    /// An image standing in the text (`Text("Accepted \(Image(systemName: …))")`); `text` is empty.
    public var image: ImageContent?

    public init(_ text: String) {
        self.text = text
    }

    /// True when the run carries no inline styling, so it can be written as plain text.
    public var isPlain: Bool {
        !isStrong && !isEmphasized && !isCode && !isStrikethrough && !isUnderlined && link == nil
            && font == nil && weight == nil && !isItalic && foreground == nil && image == nil
    }
}
