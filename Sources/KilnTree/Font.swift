/// A font, as in SwiftUI: a Dynamic Type text style or a fixed size, with weight, design
/// and italic. The layout pass turns it into CSS relative to the reader's root font size.
public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable, Sendable {
        /// The CSS `font-weight` number.
        package var value: Int
        package init(value: Int) { self.value = value }

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    // The widest fields first, the one-byte ones last: in their order of meaning, padding
    // made a font 57 bytes, and a `.font` modifier as large (every modifier is as large as the largest).
    package var customName: String?
    /// A size in points; with `style`, the size at the default text size.
    package var size: Double?
    package var weight: Weight?
    /// The text style the size follows (scales with the reader's setting), or nil for a fixed size.
    package var style: TextStyle?
    package var design: Design?
    package var isItalic = false
    package var usesMonospacedDigits = false

    package init(style: TextStyle? = nil, size: Double? = nil, weight: Weight? = nil, design: Design? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight, design: design)
    }

    public static func custom(_ name: String, size: Double) -> Font {
        var font = Font(style: .body, size: size)
        font.customName = name
        return font
    }

    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> Font {
        var font = Font(style: style, size: size)
        font.customName = name
        return font
    }

    public static func custom(_ name: String, fixedSize: Double) -> Font {
        var font = Font(size: fixedSize)
        font.customName = name
        return font
    }

    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { with { $0.isItalic = true } }
    public func monospaced() -> Font { with { $0.design = .monospaced } }
    public func monospacedDigit() -> Font { with { $0.usesMonospacedDigits = true } }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }
}

extension Font.TextStyle {
    /// iOS's default Dynamic Type size and the height of one line of it, in points. The sizes are
    /// Apple's Human Interface Guidelines' (Typography, the Large size); the line heights are the
    /// heights iOS 26 gives a one-line `Text` in the style, taller than the guidelines' older table
    /// (body 24.5, not 22): iamcgn/swiftui-web Fixtures/Goldens/ios/text/styles/frames.json and
    /// ios/text/bold-trait/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf (iPhone SE
    /// simulator, iOS 26.0).
    package var metrics: (size: Double, lineHeight: Double) {
        switch self {
        case .largeTitle: (34, 49)
        case .title: (28, 41.5)
        case .title2: (22, 32.5)
        case .title3: (20, 28)
        case .headline: (17, 24.5)
        case .body: (17, 24.5)
        case .callout: (16, 23.5)
        case .subheadline: (15, 21)
        case .footnote: (13, 19)
        case .caption: (12, 17.5)
        case .caption2: (11, 16.5)
        }
    }
}
