import Foundation
import KilnTree

/// CSS values for the tree's style types. Numbers are written short and stable (`8px`,
/// `1.25rem`, `0.5`), so the same input gives byte-identical CSS.
enum CSSValue {
    static func number(_ value: Double) -> String { number(value, precision: 10_000) }

    /// `value` rounded to 1/`precision`, written short (`.3`, `-.25`, `12`).
    static func number(_ value: Double, precision: Double) -> String {
        let rounded = (value * precision).rounded() / precision
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
    }

    static func px(_ value: Double) -> String {
        // Whole lengths below 1024 are most of a page's; they are written once, ahead.
        if abs(value) < Double(integerPixels.count), value == value.rounded(.towardZero) {
            // Negative ones are the margins that pull a stack's child over its gap.
            return value < 0 ? negativeIntegerPixels[Int(-value)] : integerPixels[Int(value)]
        }
        return number(value) + "px"
    }

    private static let integerPixels: [String] = (0..<1024).map { $0 == 0 ? "0" : "\($0)px" }
    private static let negativeIntegerPixels: [String] = (0..<1024).map { $0 == 0 ? "0" : "-\($0)px" }

    /// The shortest CSS form of four box lengths (`16px`, `8px 16px`, `1px 2px 3px 4px`).
    /// Padding of `insets`: the `padding` shorthand, and where leading and trailing differ, them
    /// as the inline start and end (`padding-inline`), so that they follow `dir` where SwiftUI
    /// mirrors them (a right-to-left layout); nil where the shorthand says it all.
    static func padding(_ insets: EdgeInsets) -> (padding: String, inline: String?) {
        if insets.leading == insets.trailing {
            return (boxLengths(top: insets.top, right: insets.trailing, bottom: insets.bottom, left: insets.leading), nil)
        }
        return (boxLengths(top: insets.top, right: 0, bottom: insets.bottom, left: 0), "\(px(insets.leading)) \(px(insets.trailing))")
    }

    static func boxLengths(top: Double, right: Double, bottom: Double, left: Double) -> String {
        if top == bottom && left == right {
            return top == left ? px(top) : "\(px(top)) \(px(right))"
        }
        return [top, right, bottom, left].map(px).joined(separator: " ")
    }

    /// A length in ems of the element's font.
    static func ems(_ value: Double) -> String {
        number(value) + "em"
    }

    /// Text sizes follow the reader's root font size (16 px by default), as Dynamic Type does.
    static func rem(_ points: Double) -> String {
        number(points / 16) + "rem"
    }

    static func color(_ color: Color) -> String {
        switch color.storage {
        case .rgb(let red, let green, let blue):
            let channels = [red, green, blue].map { number((min(1, max(0, $0)) * 255).rounded()) }.joined(separator: ",")
            return color.alpha >= 1 ? "rgb(\(channels))" : "rgba(\(channels),\(number(max(0, color.alpha))))"
        case .system(let system):
            return systemColor(system, alpha: color.alpha)
        case .asset(let name):
            return mixed("var(\(assetColorVariable(name)))", alpha: color.alpha)
        }
    }

    /// A colour token mixed with transparency for an opacity below 1.
    private static func mixed(_ token: String, alpha: Double) -> String {
        alpha >= 1 ? token : "color-mix(in srgb,\(token) \(number(max(0, alpha) * 100))%,transparent)"
    }

    /// A system colour's token (light and dark values live in the base stylesheet), mixed
    /// with transparency for an opacity below 1.
    static func systemColor(_ system: SystemColor, alpha: Double) -> String {
        mixed("var(--k-\(system.rawValue))", alpha: alpha)
    }

    /// The top of a colour's standard gradient (`Color.gradient`): Apple's is the colour lightened
    /// a little at the top, the colour itself at the bottom.
    static func standardGradientTop(_ color: String) -> String { "color-mix(in srgb,\(color) 84%,#fff)" }

    /// A paint as a CSS colour (for `color`, `outline-color` …); gradients give their first colour.
    static func color(_ paint: Paint, opacity: Double = 1) -> String {
        switch paint {
        case .color(let color): return self.color(color.opacity(opacity))
        case .foreground(let level):
            if level == 0 { return opacity >= 1 ? "currentColor" : systemColor(.primary, alpha: opacity) }
            if level >= 4 { return mixed("var(--k-quinary)", alpha: opacity) }
            let system: SystemColor = level == 1 ? .secondary : level == 2 ? .tertiary : .quaternary
            return systemColor(system, alpha: opacity)
        case .tint: return opacity >= 1 ? "var(--k-tint,var(--k-accent))" : systemColor(.accent, alpha: opacity)
        case .background: return mixed(backgroundStyleColor, alpha: opacity)
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _):
            return stops.first.map { self.color($0.color.opacity(opacity)) } ?? "transparent"
        case .opacity(let inner, let amount): return color(inner, opacity: opacity * amount)
        case .colorGradient(let base): return self.color(base.opacity(opacity))
        case .shadow(let inner, _): return color(inner, opacity: opacity)
        case .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _):
            return stops.first.map { self.color($0.color.opacity(opacity)) } ?? "transparent"
        case .material(let thickness): return mixed("var(--k-mat-\(thickness.rawValue))", alpha: opacity)
        // An image has no one colour: where only a colour can be drawn, the foreground's.
        case .image: return "currentColor"
        }
    }

    /// The background style as the view's `backgroundStyle(_:)` sets it (the page's background
    /// unless it does), as a colour and as a background; custom properties carry it down the page.
    private static let backgroundStyleColor = "var(--k-bgc,var(--k-background))"
    private static let backgroundStyleImage = "var(--k-bgs,var(--k-background))"

    /// A paint as a CSS background image or colour.
    static func background(_ paint: Paint, opacity: Double = 1) -> String {
        switch paint {
        case .linearGradient(let stops, let start, let end):
            let angle = (atan2Degrees(y: end.y - start.y, x: end.x - start.x) + 90).truncatingRemainder(dividingBy: 360)
            return "linear-gradient(\(number(angle))deg,\(stopList(stops, opacity)))"
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let positions = stops.map { GradientStop(color: $0.color, location: (startRadius + $0.location * (endRadius - startRadius)) / max(endRadius, 1)) }
            return "radial-gradient(circle \(px(endRadius)) at \(number(center.x * 100))% \(number(center.y * 100))%,\(stopList(positions, opacity)))"
        case .opacity(let inner, let amount):
            return background(inner, opacity: opacity * amount)
        case .colorGradient(let base):
            let bottom = color(base.opacity(opacity))
            return "linear-gradient(\(standardGradientTop(bottom)),\(bottom))"
        case .shadow(let inner, _):
            return background(inner, opacity: opacity)
        case .background where opacity >= 1:
            return backgroundStyleImage
        case .angularGradient(let stops, let center, let start, let end):
            return conicGradient(stops, center: center, startAngle: start, endAngle: end, opacity: opacity)
        case .ellipticalGradient(let stops, let center, let start, let end):
            return ellipticalGradient(stops, center: center, startFraction: start, endFraction: end, opacity: opacity)
        case .image(let image):
            return tiled(image)
        default:
            return color(paint, opacity: opacity)
        }
    }

    /// An image repeated from the top leading corner, each tile its natural size times its scale;
    /// a part of the image (`sourceRect`) starts the first tile, the others repeat the whole.
    private static func tiled(_ image: PaintImage) -> String {
        guard let url = image.url else { return "transparent" }
        // Quoted, with what would end the string or the declaration percent-encoded.
        var quoted = ""
        for character in url {
            switch character {
            case "\"": quoted += "%22"
            case "\\": quoted += "%5C"
            case ";": quoted += "%3B"
            default: quoted.append(character)
            }
        }
        var value = "url(\"\(quoted)\")"
        if let width = image.naturalWidth, let height = image.naturalHeight {
            let (tileWidth, tileHeight) = (width * image.scale, height * image.scale)
            value += " \(px(-image.sourceX * tileWidth)) \(px(-image.sourceY * tileHeight))/\(px(tileWidth)) \(px(tileHeight))"
        }
        return value + " repeat"
    }

    private static func stopList(_ stops: [GradientStop], _ opacity: Double) -> String {
        stops.map { "\(color($0.color.opacity(opacity))) \(number($0.location * 100))%" }.joined(separator: ",")
    }

    /// The angle of a gradient line in screen coordinates (y down), 0° pointing right.
    private static func atan2Degrees(y: Double, x: Double) -> Double {
        let degrees = atan2(y, x) * 180 / Double.pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// A custom guide starts at the start edge; stacks move their children by its values (`GuideLayout`).
    static func horizontal(_ alignment: HorizontalAlignment) -> String {
        switch alignment.guide {
        case .leading, .custom: "start"
        case .center: "center"
        case .trailing: "end"
        }
    }

    static func vertical(_ alignment: VerticalAlignment) -> String {
        switch alignment.guide {
        case .top, .custom: "start"
        case .center: "center"
        case .bottom: "end"
        case .firstTextBaseline: "baseline"
        case .lastTextBaseline: "last baseline"
        }
    }

    static func textAlign(_ alignment: TextAlignment) -> String {
        switch alignment {
        case .leading: "start"
        case .center: "center"
        case .trailing: "end"
        }
    }

    /// The outline of a shape as a CSS `border-radius` of the box the shape is drawn in (an inset
    /// shape's own box, inside or around the view's).
    static func radius(_ shape: ShapeKind) -> String? {
        switch shape {
        case .rectangle: nil
        case .roundedRectangle(let radius): radius > 0 ? px(radius) : nil
        case .capsule: "9999px"
        case .circle, .ellipse: "50%"
        case .path: nil
        case .inset(let base, let amount): radius(base.insetOutline(by: amount))
        case .roundedCorners(let corners): borderRadius(corners)
        }
    }

    /// The outline of a shape as a CSS `clip-path`; an inset circle clips with `mask(_:)` instead.
    static func clipPath(_ shape: ShapeKind) -> String? {
        switch shape {
        case .rectangle: "inset(0)"
        case .roundedRectangle(let radius): "inset(0 round \(px(radius)))"
        case .capsule: "inset(0 round 9999px)"
        case .circle: "circle(closest-side)"
        case .ellipse: "ellipse(50% 50%)"
        case .path(let outline): PathLayout.cssShape(outline)
        case .roundedCorners(let corners) where corners.isContinuous: continuousClip(corners)
        case .roundedCorners(let corners): "inset(0 round \(borderRadius(corners) ?? "0"))"
        case .inset(.roundedCorners(let corners), let amount) where corners.isContinuous: continuousClip(corners, inset: amount)
        case .inset(let base, let amount):
            switch base.insetOutline(by: amount) {
            case .roundedCorners(let corners): "inset(\(signedPx(amount)) round \(borderRadius(corners) ?? "0"))"
            case .roundedRectangle(let radius) where radius > 0: "inset(\(signedPx(amount)) round \(px(radius)))"
            case .capsule: "inset(\(signedPx(amount)) round 9999px)"
            case .circle: nil
            case .ellipse: "ellipse(calc(50% - \(signedPx(amount))) calc(50% - \(signedPx(amount))))"
            default: "inset(\(signedPx(amount)))"
            }
        }
    }

    /// An inset circle as a CSS mask. A clip path's circle radius in percent is of the box's
    /// diagonal, not of its shorter side, so it cannot move in from `closest-side`; a radial
    /// gradient's stops can: 100% is the shorter side's half.
    static func mask(_ shape: ShapeKind) -> String? {
        guard case .inset(.circle, let amount) = shape else { return nil }
        let edge = "calc(100% - \(signedPx(amount)))"
        return "radial-gradient(circle closest-side,#000 \(edge),#0000 \(edge))"
    }

    /// A length that may be negative (`px` writes non-negative whole lengths from a table).
    static func signedPx(_ value: Double) -> String {
        value < 0 ? number(value) + "px" : px(value)
    }

    /// A paint's shadows as a CSS `box-shadow` of the box it fills: a drop shadow outside the box,
    /// an inner one inside it, as SwiftUI draws them for an opaque fill.
    static func boxShadow(_ paint: Paint) -> String? {
        let shadows = paint.unshadowed.shadows
        guard !shadows.isEmpty else { return nil }
        // A box shadow's blur length is twice the Gaussian's deviation, which SwiftUI's radius is.
        return shadows.reversed().map { shadow in
            (shadow.isInner ? "inset " : "") + "\(signedPx(shadow.x)) \(signedPx(shadow.y)) \(px(2 * shadow.radius)) \(color(shadow.color))"
        }.joined(separator: ",")
    }

    /// A paint's drop shadows as a CSS `filter` of what is drawn in it (a stroke follows its
    /// line's alpha); inner shadows have no filter on the web and are left out.
    static func dropShadowFilter(_ paint: Paint) -> String? {
        let drops = paint.unshadowed.shadows.filter { !$0.isInner }
        guard !drops.isEmpty else { return nil }
        return drops.map { "drop-shadow(\(signedPx($0.x)) \(signedPx($0.y)) \(px($0.radius)) \(color($0.color)))" }.joined(separator: " ")
    }

    /// A paint's drop shadows as a CSS `text-shadow`, for text drawn in it.
    static func textShadow(_ paint: Paint) -> String? {
        let drops = paint.unshadowed.shadows.filter { !$0.isInner }
        guard !drops.isEmpty else { return nil }
        return drops.reversed().map { "\(signedPx($0.x)) \(signedPx($0.y)) \(px(2 * $0.radius)) \(color($0.color))" }.joined(separator: ",")
    }
}
