import KilnTree

enum FontCSS {
    /// The body's stack (base.css): faces that share Liberation Sans's advances, so that measured text fits on
    /// every reader's machine.
    static let systemFamily = #"Helvetica,Arial,"Liberation Sans",Arimo,sans-serif"#

    /// The declarations that set a font. A text style's size is in rem so that the reader's
    /// text-size setting scales it; a fixed `system(size:)` is in px, as it does not scale.
    static func declarations(_ font: Font) -> [(CSSProperty, String)] {
        var result: [(CSSProperty, String)] = []
        if let style = font.style {
            let metrics = style.metrics
            let size = font.size ?? metrics.size
            result.append((.fontSize, CSSValue.rem(size)))
            result.append((.lineHeight, CSSValue.number(metrics.lineHeight / metrics.size)))
        } else if let size = font.size {
            result.append((.fontSize, CSSValue.px(size)))
            result.append((.lineHeight, "1.2"))
        }
        let weight = font.weight?.value ?? (font.style == .headline ? 600 : 400)
        result.append((.fontWeight, String(weight)))
        if let family = family(font) { result.append((.fontFamily, family)) }
        if font.isItalic { result.append((.fontStyle, "italic")) }
        if font.usesMonospacedDigits { result.append((.fontVariantNumeric, "tabular-nums")) }
        return result
    }

    static func family(_ font: Font) -> String? {
        if let name = font.customName {
            // Family names are kept to the characters font names use, so the value needs no quoting rules.
            let safe = String(name.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil || " -_".unicodeScalars.contains($0) })
            return safe.isEmpty ? nil : "\"\(safe)\",\(systemFamily)"
        }
        switch font.design {
        case .monospaced: return #"ui-monospace,SFMono-Regular,Menlo,"Liberation Mono",monospace"#
        case .serif: return #"ui-serif,"New York",Georgia,"Liberation Serif",serif"#
        case .rounded: return #"ui-rounded,"SF Pro Rounded",\#(systemFamily)"#
        case .default, nil: return nil
        }
    }
}
