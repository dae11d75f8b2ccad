/// How a line under or through text is drawn: SwiftUI's `Text.LineStyle`.
package struct TextLine: Hashable, Sendable {
    package enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    package var pattern: Pattern
    /// Nil draws the line in the text's own colour.
    package var color: Paint?

    package init(pattern: Pattern = .solid, color: Paint? = nil) {
        self.pattern = pattern
        self.color = color
    }
}

/// A run's styles beyond `TextRun`'s first ones: what `AttributedString`'s SwiftUI attributes and
/// Text's spacing modifiers set. Kept apart (and optional) so that a plain run stays small.
package struct TextRunAttributes: Hashable, Sendable {
    package var background: Paint?
    package var underline: TextLine?
    package var strikethrough: TextLine?
    /// Points added after each character (`kern`, `kerning(_:)`).
    package var kerning: Double?
    /// Points added between characters (`tracking`, `tracking(_:)`); wins over kerning, as in SwiftUI.
    package var tracking: Double?
    /// Points the run is raised above the baseline (negative lowers it).
    package var baselineOffset: Double?
    /// `fontWidth(_:)` as a CSS `font-stretch` percentage.
    package var fontStretch: Int?
    /// `fontDesign(_:)`: the design's font family, over the run's font.
    package var design: Font.Design?

    package init() {}

    /// The spacing added after each character, tracking first.
    package var letterSpacing: Double? { tracking ?? kerning }
}

/// Text modifiers applied to a whole view that CSS carries down to every text inside, as
/// SwiftUI's environment does. (Spacing, baseline, lines and redaction are written into the
/// runs inside when lowering, so that a text's own setting wins.)
package enum TextAppearance: Hashable, Sendable {
    package enum Case: Hashable, Sendable { case uppercase, lowercase }

    /// Nil keeps the text's case (a `textCase(nil)` inside a `textCase(.uppercase)`).
    case textCase(Case?)
    /// Points added between lines.
    case lineSpacing(Double)
    case design(Font.Design?)
    /// A font width as CSS `font-stretch` writes it, a percentage.
    case width(Int)
    case monospacedDigit
}
