import KilnTree

/// The CSS of a run's `TextRunAttributes`: background, spacing, baseline and patterned lines.
enum TextRunCSS {
    /// Declarations for the run's own span.
    static func declarations(_ attributes: TextRunAttributes) -> [(CSSProperty, String)] {
        // A spacing or offset that is not a number is left out (the text keeps its own).
        var result: [(CSSProperty, String)] = []
        if let background = attributes.background { result.append((.backgroundColor, CSSValue.color(background))) }
        if let spacing = attributes.letterSpacing, spacing.isFinite { result.append((.letterSpacing, CSSValue.px(spacing))) }
        // A positive offset raises the run, as `vertical-align` with a length does.
        if let offset = attributes.baselineOffset, offset.isFinite { result.append((.verticalAlign, CSSValue.px(offset))) }
        if let family = TextAppearanceCSS.family(attributes.design) { result.append((.fontFamily, family)) }
        if let stretch = attributes.fontStretch { result.append((.fontStretch, "\(stretch)%")) }
        return result
    }

    /// `content` inside one span per line (one `text-decoration` each, so that an underline and a
    /// strikethrough keep their own pattern and colour).
    static func decorated(_ content: Element, _ attributes: TextRunAttributes) -> Element {
        var content = content
        for (line, kind) in [(attributes.strikethrough, "line-through"), (attributes.underline, "underline")] {
            guard let line else { continue }
            var style = Style()
            style[.textDecoration] = textDecoration(kind, line)
            content = Element("span", classHint: "r", style: style, children: [content])
        }
        return content
    }

    /// `underline dotted #ff3b30`: CSS has no dash-dot patterns, so they draw dashed.
    static func textDecoration(_ kind: String, _ line: TextLine) -> String {
        var value = kind
        switch line.pattern {
        case .solid: break
        case .dot: value += " dotted"
        case .dash, .dashDot, .dashDotDot: value += " dashed"
        }
        if let color = line.color { value += " " + CSSValue.color(color) }
        return value
    }
}
