/// What an `Image` shows and how it describes itself to assistive technology.
package struct ImageContent: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        /// An image from the package's assets, by name.
        case asset(String)
        /// An SF Symbol name; drawn with the open icon it maps to (a neutral glyph if none).
        case symbol(String)
        /// An image loaded from a URL by `AsyncImage`.
        case url(String)
    }

    package var source: Source
    /// The accessibility label; nil for a decorative image (`alt=""`).
    package var label: String?
    package var isResizable = false
    /// `imageScale`: a symbol's size relative to its font.
    package var scale: SymbolScale = .medium
    /// `symbolRenderingMode`: how a symbol's layers are coloured; nil lets the foreground
    /// style decide (palette when it has several styles, as SwiftUI does).
    package var rendering: SymbolRendering?

    package init(source: Source, label: String?) {
        self.source = source
        self.label = label
    }
}

/// An image's natural size in points.
package struct ImageSize: Hashable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// `Image.Scale`: how large a symbol is drawn beside text of its font.
package enum SymbolScale: Hashable, Sendable {
    case small, medium, large

    /// The symbol's size relative to its medium one (`SymbolInk.Box.size`): SF Symbols' small and
    /// large scales are about 0.78 and 1.29 times it (Apple's large star is 28×27 where the
    /// medium one is 22×20, iamcgn/swiftui-web ios/symbol/basic @ cdb8364).
    package var ems: Double {
        switch self {
        case .small: return 0.78
        case .medium: return 1
        case .large: return 1.29
        }
    }
}

/// SF Symbols' rendering modes.
package enum SymbolRendering: Hashable, Sendable {
    case monochrome, multicolor, hierarchical, palette
}

/// What an SF Symbol name says, for assistive technology: its words without the `fill` variant,
/// capitalised ("star.fill" → "Star", "person.crop.circle" → "Person crop circle").
package func symbolSpokenLabel(_ name: String) -> String {
    let words = name.split(separator: ".").filter { $0 != "fill" }.map(String.init)
    let sentence = (words.isEmpty ? [name] : words).joined(separator: " ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
}

/// The SF Symbol name with `variants` (of `fill`, `slash`, `circle`, `square`, `rectangle`)
/// added in the order SF Symbols writes them: slash, then the enclosure, then fill
/// ("bell" + [fill, slash] → "bell.slash.fill"). Variants the name already has are kept once.
package func symbolName(_ name: String, variants: [String]) -> String {
    guard !variants.isEmpty else { return name }
    var parts = name.split(separator: ".").map(String.init)
    let order = ["slash", "circle", "square", "rectangle", "fill"]
    var present = Set(variants)
    // Only trailing words are variants: "square.and.arrow.up" begins with a base word.
    while parts.count > 1, let last = parts.last, order.contains(last) {
        present.insert(last)
        parts.removeLast()
    }
    for variant in order where present.contains(variant) && (variant != "square" || !present.contains("circle")) {
        parts.append(variant)
    }
    return parts.joined(separator: ".")
}
