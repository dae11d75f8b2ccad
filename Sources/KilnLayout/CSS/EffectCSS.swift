import Foundation
import KilnTree

/// CSS for materials, the levels of the foreground style and drawing effects.
extension CSSValue {
    /// A material's blur of what lies behind it; its tint is the `--k-mat-…` colour of the base
    /// stylesheet (light and dark, solid where the browser cannot blur).
    static let materialBackdrop = "blur(20px) saturate(180%)"

    /// The declarations that make a box a material, or none for any other paint.
    static func materialDeclarations(_ paint: Paint) -> [(CSSProperty, String)] {
        guard case .material = paint.unshadowed.paint.withoutOpacity else { return [] }
        return [(.backdropFilter, materialBackdrop), (.webkitBackdropFilter, materialBackdrop)]
    }

    /// The hierarchical levels below a foreground style that is not itself a level: the style,
    /// more and more translucent (`.secondary` under a red foreground is a lighter red), in the
    /// custom properties that `.secondary` … `.quinary` read.
    static func levelDeclarations(below paint: Paint) -> [CSSProperty: String] {
        if case .foreground = paint.withoutOpacity { return [:] }
        if case .material = paint.withoutOpacity { return [:] }
        return levels(of: color(paint), from: .kSecondary)
    }

    /// `foregroundStyle(_:_:)`'s levels: the secondary style, then the tertiary (or the secondary
    /// more translucent), and below them the last one more translucent still.
    static func levelDeclarations(secondary: Paint, tertiary: Paint?) -> [CSSProperty: String] {
        var declarations: [CSSProperty: String] = [.kSecondary: color(secondary)]
        if let tertiary {
            declarations[.kTertiary] = color(tertiary)
            declarations[.kQuaternary] = mixedToken(color(tertiary), percent: 60)
            declarations[.kQuinary] = mixedToken(color(tertiary), percent: 35)
        } else {
            declarations.merge(levels(of: color(secondary), from: .kTertiary, shares: [42, 25, 14])) { old, _ in old }
        }
        return declarations
    }

    /// Content on a material is vibrant: its levels are the content's own colour let through
    /// to the blurred backdrop (an approximation of Apple's vibrancy, which blends them).
    static let vibrantLevels: [CSSProperty: String] = levels(of: "currentColor", from: .kSecondary, shares: [60, 35, 20, 12])

    private static func levels(of token: String, from first: CSSProperty, shares: [Double] = [72, 30, 18, 10]) -> [CSSProperty: String] {
        let properties: [CSSProperty] = [.kSecondary, .kTertiary, .kQuaternary, .kQuinary]
        let start = properties.firstIndex(of: first) ?? 0
        var declarations: [CSSProperty: String] = [:]
        for (property, share) in zip(properties[start...], shares) { declarations[property] = mixedToken(token, percent: share) }
        return declarations
    }

    private static func mixedToken(_ token: String, percent: Double) -> String {
        "color-mix(in srgb,\(token) \(number(percent))%,transparent)"
    }

    /// A conic gradient: SwiftUI's angles start at the trailing edge, CSS's at the top, both
    /// clockwise. A sweep short of a turn leaves a gap filled by the last colour and then the
    /// first, meeting halfway; a sweep of more than a turn draws its last turn.
    static func conicGradient(_ stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double, opacity: Double) -> String {
        var start = startAngle, span = endAngle - startAngle
        var stops = stops
        if span < 0 {
            // Counterclockwise: the same colours clockwise from the end.
            stops = stops.reversed().map { GradientStop(color: $0.color, location: 1 - $0.location) }
            start = endAngle
            span = -span
        }
        if span == 0 { span = 360 }
        if span > 360 {
            start += span - 360
            span = 360
        }
        var list = stops.map { "\(color($0.color.opacity(opacity))) \(number($0.location * span))deg" }
        if span < 360, let first = stops.first, let last = stops.last {
            let middle = number(span + (360 - span) / 2)
            list += ["\(color(last.color.opacity(opacity))) \(middle)deg", "\(color(first.color.opacity(opacity))) \(middle)deg"]
        }
        let from = (start + 90).truncatingRemainder(dividingBy: 360)
        return "conic-gradient(from \(number(from))deg at \(number(center.x * 100))% \(number(center.y * 100))%,\(list.joined(separator: ",")))"
    }

    /// An elliptical gradient: its radii are fractions of the bounds' width and height, which
    /// is what percentages of a CSS ellipse's size are.
    static func ellipticalGradient(_ stops: [GradientStop], center: UnitPoint, startFraction: Double, endFraction: Double, opacity: Double) -> String {
        guard endFraction > 0, !stops.isEmpty else { return stops.last.map { color($0.color.opacity(opacity)) } ?? "transparent" }
        let radius = number(endFraction * 100) + "%"
        let list = stops.map { stop in
            "\(color(stop.color.opacity(opacity))) \(number((startFraction + stop.location * (endFraction - startFraction)) / endFraction * 100))%"
        }
        return "radial-gradient(ellipse \(radius) \(radius) at \(number(center.x * 100))% \(number(center.y * 100))%,\(list.joined(separator: ",")))"
    }

    /// A filter function for an effect CSS has one for; `nil` for those drawn by an SVG filter.
    static func filterFunction(_ effect: VisualEffect) -> String? {
        switch effect {
        case .blur(let radius, _): "blur(\(px(radius)))"
        case .contrast(let amount): "contrast(\(number(max(0, amount))))"
        case .saturation(let amount): "saturate(\(number(max(0, amount))))"
        case .grayscale(let amount): "grayscale(\(number(min(1, max(0, amount)))))"
        case .hueRotation(let degrees): "hue-rotate(\(number(degrees))deg)"
        case .colorInvert: "invert(1)"
        default: nil
        }
    }

    /// The primitives of an SVG filter drawing an effect CSS has no filter function for.
    static func filterPrimitives(_ effect: VisualEffect) -> [Element]? {
        switch effect {
        case .brightness(let amount):
            // Added to each channel, as SwiftUI's brightness; CSS's brightness() multiplies instead.
            let a = number(amount)
            return [primitive("feColorMatrix", [("type", "matrix"), ("values", "1 0 0 0 \(a) 0 1 0 0 \(a) 0 0 1 0 \(a) 0 0 0 1 0")])]
        case .colorMultiply(let color):
            // Every channel times the colour's, alpha included: the product of the view and a flood of the colour.
            var flood = primitive("feFlood", [])
            flood.style[.floodColor] = self.color(color)
            return [flood, primitive("feComposite", [("in2", "SourceGraphic"), ("operator", "arithmetic"), ("k1", "1")])]
        case .luminanceToAlpha:
            return [primitive("feColorMatrix", [("type", "luminanceToAlpha")])]
        default:
            return nil
        }
    }

    private static func primitive(_ tag: ElementName, _ attributes: [(String, String)]) -> Element {
        Element(tag, classHint: "fx", attributes: attributes.map { Element.Attribute($0.0, $0.1) })
    }

    /// An SVG holding a filter with `id`, drawing nothing and taking no room.
    static func filterDefinition(id: String, primitives: [Element]) -> Element {
        var filter = Element("filter", classHint: "fx", attributes: [.init("id", id), .init("color-interpolation-filters", "sRGB")])
        filter.children = primitives
        var svg = Element("svg", classHint: "fx", attributes: [.init("width", "0"), .init("height", "0"), .init("aria-hidden", "true")])
        svg.style[.position] = "absolute"
        svg.children = [filter]
        return svg
    }

    static func blendMode(_ mode: BlendMode) -> String? {
        switch mode {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusDarker: "plus-darker"
        case .plusLighter: "plus-lighter"
        // Porter-Duff operators have no CSS blend mode.
        case .sourceAtop, .destinationOver, .destinationOut: nil
        }
    }

    /// A transform's CSS function(s), about the element's `transform-origin`. `size` is the box's
    /// size where the layout knows it (a 3D rotation's perspective is its longer side).
    static func transform(_ effect: ViewTransform, size: (width: Double, height: Double)?) -> String {
        switch effect {
        case .rotation(let degrees, _):
            return "rotate(\(number(degrees))deg)"
        case .scale(let x, let y, _):
            return x == y ? "scale(\(number(x)))" : "scale(\(number(x)),\(number(y)))"
        case .rotation3D(let degrees, let x, let y, let z, _, _, let perspective):
            let rotation = "rotate3d(\(number(x)),\(number(y)),\(number(z)),\(number(degrees))deg)"
            guard perspective != 0 else { return rotation }
            // SwiftUI's perspective is relative: 1 puts the eye the view's longer side away.
            let side = size.map { max($0.width, $0.height) } ?? assumedSide
            return "perspective(\(px(max(1, side / abs(perspective))))) " + rotation
        case .affine(let a, let b, let c, let d, let tx, let ty):
            return "matrix(\([a, b, c, d, tx, ty].map(number).joined(separator: ",")))"
        }
    }

    /// The side a 3D rotation's perspective assumes where the layout does not know the view's size.
    static let assumedSide = 100.0
}

extension Paint {
    /// The paint without the opacities applied to it.
    var withoutOpacity: Paint {
        if case .opacity(let inner, _) = self { return inner.withoutOpacity }
        return self
    }

    /// A gradient, which text draws by clipping its background to the glyphs.
    var isGradient: Bool {
        switch unshadowed.paint.withoutOpacity {
        case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient, .colorGradient: true
        default: false
        }
    }
}

extension Element {
    /// Whether the element or one inside it draws in a level of the foreground style below the
    /// primary (`.secondary` …): only then does a foreground style need to say its levels.
    var usesForegroundLevels: Bool {
        mentions { text in ["var(--k-secondary", "var(--k-tertiary", "var(--k-quaternary", "var(--k-quinary"].contains { text.contains($0) } }
    }

    /// Whether a symbol inside colours its layers with the foreground's styles (palette).
    var drawsPaletteSymbols: Bool {
        mentions { $0.contains("var(--k-palette") }
    }

    /// Whether the element's style or attributes, or an element's inside, read a Kiln custom
    /// property that `matches`.
    private func mentions(_ matches: (String) -> Bool) -> Bool {
        let text = String(decoding: style.text, as: UTF8.self)
        if text.contains("var(--k-"), matches(text) { return true }
        if attributes.contains(where: { $0.value.contains("var(--k-") && matches($0.value) }) { return true }
        return children.contains { $0.kind == .element && $0.mentions(matches) }
    }
}
