/// Build-time text measurement for chart labels and layout, from the advance widths of Liberation Sans.
///
/// Chart text is drawn in `fontFamily` with `font-kerning: none`, so a string's width in the
/// browser is the sum of its glyph advances; Liberation Sans, Arial and Helvetica share them.
public enum TextMeasure {
    /// The CSS font-family stack for measured chart text: metric-compatible faces first.
    public static let fontFamily = "\"Liberation Sans\",Arial,Helvetica,sans-serif"

    /// An emoji cluster (ZWJ sequences, flags and keycaps included) counts 1.3 em: wider than
    /// Noto Color Emoji (1.245 em) and Observable Plot's measured 1.2 em, and than the 1.04–1.1 em
    /// Chromium draws on a Linux without an emoji font.
    static let emojiWidth = 1.3

    /// Any other character the table lacks (CJK, other scripts, symbols) counts 1 em: the width of
    /// full-width CJK ideographs, and more than most glyphs of other scripts.
    static let fallbackWidth = 1.0

    /// The advance width in px of `text` set in Liberation Sans (Arial/Helvetica metrics) at `size` px,
    /// without kerning. Characters outside the table count a conservative width; whitespace is
    /// measured as given (collapse it first if the renderer will). Pass `bold` for weights from
    /// 600 up: the family has only regular and bold faces, and CSS font matching picks bold there.
    public static func width(of text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for character in text { ems += width(of: character, bold: bold) }
        return ems * size
    }

    /// One grapheme cluster's advance in ems, or nil when the table lacks one of its code points
    /// (an emoji, CJK, another script): the browser then draws it from a fallback font whose
    /// widths Kiln does not know, so a caller that must be exact cannot measure it.
    public static func knownAdvance(of character: Character, bold: Bool) -> Double? {
        var ems = 0.0
        for scalar in character.unicodeScalars {
            if isZeroWidth(scalar) { continue }
            guard let advance = LiberationSansMetrics.advance(of: scalar, bold: bold) else { return nil }
            ems += advance
        }
        return ems
    }

    /// One grapheme cluster's width in ems.
    static func width(of character: Character, bold: Bool) -> Double {
        if isEmoji(character) { return emojiWidth }
        var ems = 0.0
        for scalar in character.unicodeScalars {
            // Shaping draws default-ignorables (soft hyphen, zero-width space, joiners) as nothing
            // and gives combining marks no advance, so a decomposed "é" is as wide as "e".
            if isZeroWidth(scalar) { continue }
            ems += LiberationSansMetrics.advance(of: scalar, bold: bold) ?? fallbackWidth
        }
        return ems
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return properties.isDefaultIgnorableCodePoint
        }
    }

    /// Drawn as one emoji glyph: emoji presentation by default, or text-default emoji (©, ❤, 1)
    /// asked for as emoji by VS16, a keycap or a skin-tone modifier.
    private static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.dropFirst().contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.properties.isEmojiModifier }
    }
}
