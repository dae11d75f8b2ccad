import KilnTree

/// The inherited CSS of a view's text modifiers (`textCase`, `lineSpacing`, `fontDesign`,
/// `fontWidth`, `monospacedDigit`): set on the view's box, they reach every text inside.
enum TextAppearanceCSS {
    static func declarations(_ appearance: TextAppearance) -> [CSSProperty: String] {
        switch appearance {
        case .textCase(let textCase):
            return [.textTransform: textCase.map { $0 == .uppercase ? "uppercase" : "lowercase" } ?? "none"]
        case .lineSpacing(let spacing):
            guard spacing.isFinite else { return [:] }
            // `lh` in `line-height` is the enclosing line height: the lines inside are `spacing` further apart.
            return [.lineHeight: "calc(1lh + \(CSSValue.px(spacing)))"]
        case .design(let design):
            return [.fontFamily: family(design) ?? "inherit"]
        case .width(let percent):
            return [.fontStretch: "\(percent)%"]
        case .monospacedDigit:
            return [.fontVariantNumeric: "tabular-nums"]
        }
    }

    /// `lineSpacing` on a text whose font sets its own line height (a ratio): that height plus
    /// the spacing, as inheriting cannot reach past the text's own declaration.
    static func spacedLineHeight(_ appearance: TextAppearance, own: String?) -> String? {
        guard case .lineSpacing(let spacing) = appearance, spacing.isFinite, let own, Double(own) != nil else { return nil }
        return "calc(\(own)em + \(CSSValue.px(spacing)))"
    }

    /// The font family of a design (`fontDesign(_:)`), nil for the default.
    static func family(_ design: Font.Design?) -> String? {
        var font = Font()
        font.design = design
        return FontCSS.family(font)
    }
}
