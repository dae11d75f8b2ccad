import KilnTree

/// Rounded corners in CSS. Circular ones are the box's `border-radius`, one radius a corner.
/// Continuous ones keep that radius (browsers without `shape()` draw the circular corner) and
/// are cut to Apple's curve by a `clip-path: shape()` whose points sit at fixed distances from
/// the box's edges (`calc()` of its size), so one rule fits the box at every size without width
/// bands; each corner's radius is limited to half the box (less the inset) along each axis.
extension CSSValue {
    static func borderRadius(_ corners: RoundedCorners) -> String? {
        let radii = [corners.topLeading, corners.topTrailing, corners.bottomTrailing, corners.bottomLeading]
        guard radii.contains(where: { $0 > 0 }) else { return nil }
        return radii.allSatisfy({ $0 == radii[0] }) ? px(radii[0]) : radii.map(px).joined(separator: " ")
    }

    /// The outline as a CSS `shape()`; several subpaths filled even-odd draw a ring.
    static func shape(_ subpaths: [[AnchoredElement]], evenOdd: Bool = false) -> String {
        var parts: [String] = []
        for element in subpaths.joined() {
            switch element {
            case .move(let p): parts.append(parts.isEmpty ? "\(evenOdd ? "evenodd " : "")from \(point(p))" : "move to \(point(p))")
            case .line(let p): parts.append("line to \(point(p))")
            case .curve(let c1, let c2, let p): parts.append("curve to \(point(p)) with \(point(c1)) / \(point(c2))")
            case .close: parts.append("close")
            }
        }
        return "shape(" + parts.joined(separator: ",") + ")"
    }

    /// A continuous outline as a clip path, inset by `amount` (a rounded corner's clip shape).
    static func continuousClip(_ corners: RoundedCorners, inset amount: Double = 0) -> String {
        shape([corners.anchoredOutline(inset: amount)])
    }

    private static func point(_ p: AnchoredPoint) -> String {
        "\(coordinate(p.fx, p.x, p.ax, p)) \(coordinate(p.fy, p.y, p.ay, p))"
    }

    /// `fraction` of the box's side plus `fixed` px plus `radii` corner radii, the radius limited
    /// to half the side (less the inset) over the corner's reach: percentages are of the width
    /// for x and of the height for y.
    private static func coordinate(_ fraction: Double, _ fixed: Double, _ radii: Double, _ p: AnchoredPoint) -> String {
        var terms: [String] = []
        if fraction != 0 { terms.append(number(fraction * 100) + "%") }
        if fixed != 0 { terms.append(signedPx(fixed)) }
        if radii != 0, p.radius > 0 {
            let half = p.inset == 0 ? "50%" : "(50% - \(signedPx(p.inset)))"
            terms.append("\(number(radii)) * min(\(px(p.radius)), \(half) / \(number(p.reach)))")
        }
        if terms.isEmpty { return "0" }
        if terms.count == 1, !terms[0].contains("*") { return terms[0] }
        return "calc(" + terms.joined(separator: " + ") + ")"
    }
}

extension CSSValue {
    /// A paint as a CSS mask image: a gradient as itself, a colour as a gradient of one colour
    /// (a mask needs an image), so its opacity is the view's.
    static func maskImage(_ paint: Paint) -> String {
        let image = background(paint)
        return image.contains("gradient(") ? image : "linear-gradient(\(image),\(image))"
    }
}
