import KilnTree

/// Shapes drawn with CSS: rectangles, rounded rectangles, capsules and ellipses are the box
/// itself. A circle is inscribed in its box, whatever the box's proportions, which CSS cannot
/// say of a box; so it is an SVG circle in a 100-unit square centred in the box, filling it.
enum ShapeLayout {
    static func box(_ shape: ShapeKind, _ drawing: ShapeDrawing, context: ResolveContext) -> ModifierBox {
        let tag = context.isPhrasing ? "span" : "div"
        guard shape != .circle else { return circle(drawing, tag: tag) }
        var surface = Element(tag, classHint: "c")
        switch drawing {
        case .fill(let paint):
            surface.style[.background] = paint.map { CSSValue.background($0) } ?? "currentColor"
        case .stroke(let paint, let lineWidth, let dash, let inside):
            let color = paint.map { CSSValue.color($0) } ?? "currentColor"
            surface.style[.outline] = "\(CSSValue.px(lineWidth)) \(dash.isEmpty ? "solid" : "dashed") \(color)"
            surface.style[.outlineOffset] = CSSValue.px(inside ? -lineWidth : -lineWidth / 2)
            // A stroked shape takes touches only on its line in SwiftUI: its inside lets clicks through.
            surface.addClass("k-pass")
        }
        if let radius = CSSValue.radius(shape) { surface.style[.borderRadius] = radius }
        return ModifierBox(surface, level: .border, placement: .flexibleLeaf)
    }

    private static func circle(_ drawing: ShapeDrawing, tag: String) -> ModifierBox {
        var disc = Element("circle", classHint: "c")
        disc.attributes = [.init("cx", "50"), .init("cy", "50"), .init("r", "50")]
        var svg = Element("svg", classHint: "c")
        svg.attributes = [
            .init("viewBox", "0 0 100 100"), .init("preserveAspectRatio", "xMidYMid meet"), .init("aria-hidden", "true"),
        ]
        svg.style[.position] = "absolute"
        svg.style[.inset] = "0"
        svg.style[.width] = "100%"
        svg.style[.height] = "100%"
        svg.style[.overflow] = "visible"
        switch drawing {
        case .fill(let paint):
            disc.attributes.append(.init("fill", "currentColor"))
            if let paint { svg.style[.color] = CSSValue.color(paint) }
        case .stroke(let paint, let lineWidth, let dash, let inside):
            // A stroke keeps its width in px however the circle scales; a border stroke is
            // twice as wide and clipped to the circle, leaving its inner half.
            disc.attributes += [
                .init("fill", "none"), .init("stroke", "currentColor"),
                .init("stroke-width", CSSValue.number(inside ? 2 * lineWidth : lineWidth)),
                .init("vector-effect", "non-scaling-stroke"),
            ]
            if !dash.isEmpty { disc.attributes.append(.init("stroke-dasharray", dash.map(CSSValue.number).joined(separator: " "))) }
            if inside { svg.style[.clipPath] = "circle(closest-side)" }
            if let paint { svg.style[.color] = CSSValue.color(paint) }
        }
        svg.children = [.element(disc)]
        var frame = Element(tag, classHint: "c")
        frame.style[.position] = "relative"
        if case .stroke = drawing { frame.addClass("k-pass") }
        frame.children = [.element(svg)]
        return ModifierBox(frame, level: .border, placement: .flexibleLeaf)
    }
}
