/// A colour, as in SwiftUI. System colours stay symbolic so that each gets its light and
/// dark value on the page; RGB colours are sRGB components from 0 to 1.
public struct Color: Hashable, Sendable {
    package enum Storage: Hashable, Sendable {
        case rgb(red: Double, green: Double, blue: Double)
        case system(SystemColor)
        /// A colour set of the site's asset catalog (`Assets/Name.colorset`), light and dark.
        case asset(name: String)
    }

    package var storage: Storage
    package var alpha: Double

    package init(storage: Storage, alpha: Double = 1) {
        self.storage = storage
        self.alpha = alpha
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(storage: .rgb(red: red, green: green, blue: blue), alpha: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let v = brightness
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`, as SwiftUI's `Color.opacity(_:)`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, alpha: alpha * opacity)
    }

    private init(_ system: SystemColor) { self.init(storage: .system(system)) }

    /// A colour of Kiln's own palette that SwiftUI does not name (highlighted code's).
    package init(system: SystemColor) { self.init(storage: .system(system)) }

    public static let black = Color(.black)
    public static let white = Color(.white)
    public static let gray = Color(.gray)
    public static let red = Color(.red)
    public static let orange = Color(.orange)
    public static let yellow = Color(.yellow)
    public static let green = Color(.green)
    public static let mint = Color(.mint)
    public static let teal = Color(.teal)
    public static let cyan = Color(.cyan)
    public static let blue = Color(.blue)
    public static let indigo = Color(.indigo)
    public static let purple = Color(.purple)
    public static let pink = Color(.pink)
    public static let brown = Color(.brown)
    public static let clear = Color(.clear)
    public static let primary = Color(.primary)
    public static let secondary = Color(.secondary)
    public static let accentColor = Color(.accent)
}

/// The colours whose value depends on the colour scheme; each is a CSS custom property
/// with a light and a dark value.
package enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case black, white, gray, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case clear
    case primary, secondary, tertiary, quaternary
    case accent, background, separator, fill
    /// iOS's secondary and tertiary system backgrounds, for cards on the page (a `GroupBox`).
    case secondaryBackground, tertiaryBackground
    /// The red of destructive buttons, dark enough for text.
    case destructive
    /// Highlighted code (`CodeToken.Kind`): Xcode's default palettes, each readable (4.5:1) on
    /// `codeBackground` in its scheme.
    case codeKeyword, codeType, codeString, codeNumber, codeComment, codeAttribute, codeProperty, codeInserted, codeDeleted, codeMeta
    case codeBackground
}
