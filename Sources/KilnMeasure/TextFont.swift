import KilnTree

/// The font a text is drawn in, as the CSS cascade resolves it: the body's 17 px with its
/// 24.5 px line, or the innermost `font` set on the text or a view around it.
package struct TextFont: Hashable, Sendable {
    /// px
    package var size: Double
    /// The CSS line height in px: what each line of the text adds to its height.
    package var lineHeight: Double
    /// The CSS font weight; the metric-compatible faces have a regular and a bold face, and CSS
    /// font matching draws weights from 600 up in bold.
    package var weight: Int
    /// Why the face's widths are unknown (a custom font, a serif, rounded or monospaced design),
    /// or nil for the body stack, whose faces share Liberation Sans's advances.
    package var unknownFamily: String?

    /// The body text of a page: base.css sets 1.0625rem (17 px) and line-height 1.4412 (`Font.TextStyle.body`).
    package static let body = TextFont(size: 17, lineHeight: 17 * 1.4412, weight: 400, unknownFamily: nil)

    package var isBold: Bool { weight >= 600 }

    /// The font `font` declares, as FontCSS writes it: a text style's size and line height, or a
    /// fixed size with a 1.2 line; its weight, or semibold for the headline style.
    package init(_ font: Font) {
        if let style = font.style {
            let metrics = style.metrics
            size = font.size ?? metrics.size
            lineHeight = size * Self.cssNumber(metrics.lineHeight / metrics.size)
        } else {
            size = font.size ?? 17
            lineHeight = size * 1.2
        }
        weight = font.weight?.value ?? (font.style == .headline ? 600 : 400)
        if let name = font.customName {
            unknownFamily = "the custom font \"\(name)\" has unknown metrics"
        } else {
            switch font.design {
            case .monospaced: unknownFamily = "a monospaced font has unknown metrics"
            case .serif: unknownFamily = "a serif font has unknown metrics"
            case .rounded: unknownFamily = "a rounded font has unknown metrics (SF Pro Rounded on Apple systems)"
            case .default, nil: unknownFamily = nil
            }
        }
    }

    package init(size: Double, lineHeight: Double, weight: Int, unknownFamily: String?) {
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
        self.unknownFamily = unknownFamily
    }

    /// A ratio as CSS receives it (four decimals), so that line heights are the browser's.
    private static func cssNumber(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

/// What flows down the tree while measuring: the inherited font and the line limit in force.
package struct MeasureContext: Hashable, Sendable {
    package var font: TextFont = .body
    /// `lineLimit`: nil for no limit.
    package var lineLimit: Int?
    /// `italic()` around the text: the italic face has the regular face's advances.
    package var isItalic = false
    /// A view's text modifiers around the text (`textCase`, `fontDesign` …), which change its advances.
    package var hasTextAppearance = false

    package init() {}

    /// The context inside a view with `modifiers`: the innermost font and weight win, as CSS
    /// inheritance makes them; a `fontWeight` beats the weight of a font set on the same view.
    package func entering(_ modifiers: [NodeModifier]) -> MeasureContext {
        var context = self
        var font: Font?
        var weight: Font.Weight?
        var lineLimit: Int??
        for modifier in modifiers {
            switch modifier {
            case .font(let value) where font == nil: font = value
            case .fontWeight(let value) where weight == nil: weight = value
            case .italic: context.isItalic = true
            case .textAppearance: context.hasTextAppearance = true
            case .lineLimit(let value) where lineLimit == nil: lineLimit = .some(value)
            default: break
            }
        }
        if let font { context.font = TextFont(font) }
        if let weight { context.font.weight = weight.value }
        if let lineLimit { context.lineLimit = lineLimit }
        return context
    }
}
