import KilnMeasure
import KilnTree

/// Shapes drawn with CSS: rectangles, rounded rectangles, capsules and ellipses are the box
/// itself. A circle is inscribed in its box, whatever the box's proportions, which CSS cannot
/// say of a box: a filled circle is a disc as wide as the box's shorter side (container units
/// of the box), centred in it; a stroked one an SVG circle in a 100-unit square centred in the
/// box, whose stroke keeps its width however the square scales. An inset shape is its shape
/// drawn in a box moved in (or out) from the view's bounds by the inset.
enum ShapeLayout {
    static func box(_ shape: ShapeKind, _ drawing: ShapeDrawing, node: Node, problems: LayoutProblems, context: ResolveContext) -> ModifierBox {
        let tag: ElementName = context.isPhrasing ? "span" : "div"
        let sizing = PathSizing(size: fixedSize(node.modifiers, offered: context.offeredSize), problems: problems)
        var placement = BoxPlan.shapeLeaf
        if case .circle = shape { placement.isSquareInRow = true }
        return ModifierBox(element(shape, drawing, tag: tag, sizing: sizing), level: .border, placement: placement)
    }

    /// The size a view is given when a fixed frame gives it before anything else changes what
    /// it is offered (padding, another frame); with no such modifier, the size `offered` (a
    /// fixed `ZStack`'s, to its layers).
    static func fixedSize(_ modifiers: [NodeModifier], offered: (width: Double, height: Double)?) -> (width: Double, height: Double)? {
        for modifier in modifiers {
            switch modifier {
            case .frame(let width?, let height?, _): return (width, height)
            case .padding, .frame, .flexibleFrame, .aspectRatio, .fixedSize, .containerRelativeFrame: return nil
            default: continue
            }
        }
        return offered
    }

    private static func element(_ shape: ShapeKind, _ drawing: ShapeDrawing, tag: ElementName, sizing: PathSizing) -> Element {
        switch shape {
        case .inset(let base, let amount):
            return inset(element(base.insetOutline(by: amount), drawing, tag: tag, sizing: sizing), by: amount, drawing: drawing, tag: tag)
        case .path(let outline):
            return PathLayout.element(outline, drawing, tag: tag, sizing: sizing)
        case .circle:
            if case .fill(let paint) = drawing { return disc(paint, tag: tag) }
            if case .stroke(let paint?, let lineWidth, _, _, _) = drawing, paint.isImage { return ring(paint, lineWidth: lineWidth, tag: tag) }
            return strokedCircle(drawing, tag: tag)
        default:
            return surface(shape, drawing, tag: tag)
        }
    }

    /// The shape's own box as the view's bounds moved in by `amount` on every edge; negative
    /// amounts draw beyond the bounds without taking room, as in SwiftUI.
    private static func inset(_ drawn: Element, by amount: Double, drawing: ShapeDrawing, tag: ElementName) -> Element {
        var shape = drawn
        shape.style[.position] = "absolute"
        shape.style[.inset] = CSSValue.signedPx(amount)
        var bounds = Element(tag, classHint: "c")
        bounds.style[.position] = "relative"
        if case .stroke = drawing { bounds.addClass("k-pass") }
        bounds.children = [shape]
        return bounds
    }

    private static func surface(_ shape: ShapeKind, _ drawing: ShapeDrawing, tag: ElementName) -> Element {
        var surface = Element(tag, classHint: "c")
        switch drawing {
        case .fill(let paint):
            surface.style[.background] = paint.map { CSSValue.background($0) } ?? "currentColor"
            if let paint, let shadow = CSSValue.boxShadow(paint) { surface.style[.boxShadow] = shadow }
            for (property, value) in paint.map(CSSValue.materialDeclarations) ?? [] { surface.style[property] = value }
        case .stroke(let paint?, let lineWidth, _, _, _) where paint.isImage:
            // An image can't colour an outline: the image fills the box, masked to a ring as wide
            // as the line inside the edge (a border; a stroke centred on the edge is drawn so too).
            surface.style[.background] = CSSValue.background(paint)
            ring(&surface, lineWidth: lineWidth)
        case .stroke(let paint, let lineWidth, let dash, let inside, _):
            let color = paint.map { CSSValue.color($0) } ?? "currentColor"
            surface.style[.outline] = "\(CSSValue.px(lineWidth)) \(dash.isEmpty ? "solid" : "dashed") \(color)"
            surface.style[.outlineOffset] = CSSValue.px(inside ? -lineWidth : -lineWidth / 2)
            if let paint, let filter = CSSValue.dropShadowFilter(paint) { surface.style[.filter] = filter }
            // A stroked shape takes touches only on its line in SwiftUI: its inside lets clicks through.
            surface.addClass("k-pass")
        }
        if let radius = CSSValue.radius(shape) { surface.style[.borderRadius] = radius }
        if case .roundedCorners(let corners) = shape, corners.isContinuous { continuous(corners, drawing, on: &surface) }
        return surface
    }

    /// Continuous corners cut by a clip path over the circular radius (kept for browsers without
    /// `shape()`). A stroke is a ring between the outline moved out and in by half the line (or
    /// between the outline and the outline moved in by the line, for a border), filled with the
    /// paint. Left circular: a fill with a shadow (the clip would cut the shadow) and dashes.
    private static func continuous(_ corners: RoundedCorners, _ drawing: ShapeDrawing, on surface: inout Element) {
        switch drawing {
        case .fill(let paint):
            guard paint.flatMap(CSSValue.boxShadow) == nil else { return }
            surface.style[.clipPath] = CSSValue.continuousClip(corners)
        case .stroke(let paint, let lineWidth, let dash, let inside, _):
            guard dash.isEmpty, paint.flatMap(CSSValue.dropShadowFilter) == nil, paint?.isImage != true else { return }
            let outer = inside ? 0 : -lineWidth / 2, inner = inside ? lineWidth : lineWidth / 2
            surface.style[.outline] = nil
            surface.style[.outlineOffset] = nil
            surface.style[.background] = paint.map { CSSValue.background($0) } ?? "currentColor"
            surface.style[.clipPath] = CSSValue.shape([corners.anchoredOutline(inset: outer), corners.anchoredOutline(inset: inner)], evenOdd: true)
        }
    }

    /// A filled circle: a round box as wide as the shorter side of its frame, centred in it, so
    /// that gradients and shadows draw as on any other shape's box.
    private static func disc(_ paint: Paint?, tag: ElementName) -> Element {
        var disc = Element(tag, classHint: "c")
        disc.style[.width] = "min(100cqw,100cqh)"
        disc.style[.aspectRatio] = "1"
        disc.style[.borderRadius] = "50%"
        disc.style[.background] = paint.map { CSSValue.background($0) } ?? "currentColor"
        if let paint, let shadow = CSSValue.boxShadow(paint) { disc.style[.boxShadow] = shadow }
        for (property, value) in paint.map(CSSValue.materialDeclarations) ?? [] { disc.style[property] = value }
        var frame = Element(tag, classHint: "c")
        frame.style[.position] = "relative"
        frame.style[.containerType] = "size"
        frame.style[.display] = "grid"
        frame.style[.justifyItems] = "center"
        frame.style[.alignItems] = "center"
        frame.children = [disc]
        return frame
    }

    /// A circle's border in an image: the disc, masked to a ring as wide as the line.
    private static func ring(_ paint: Paint, lineWidth: Double, tag: ElementName) -> Element {
        var frame = disc(paint, tag: tag)
        guard var disc = frame.children.first?.asElement else { return frame }
        ring(&disc, lineWidth: lineWidth)
        frame.children = [disc]
        frame.addClass("k-pass")
        return frame
    }

    /// Shows only a band `lineWidth` wide inside the box's edge, which its background fills: the
    /// ring an image paints as a border. Clicks pass through it, as through a stroked shape.
    private static func ring(_ box: inout Element, lineWidth: Double) {
        box.style[.padding] = CSSValue.px(lineWidth)
        box.style[.mask] = "linear-gradient(#000 0 0) content-box exclude,linear-gradient(#000 0 0)"
        box.addClass("k-pass")
    }

    private static func strokedCircle(_ drawing: ShapeDrawing, tag: ElementName) -> Element {
        guard case .stroke(let paint, let lineWidth, let dash, let inside, _) = drawing else { return disc(nil, tag: tag) }
        var circle = Element("circle", classHint: "c")
        circle.attributes = [.init("cx", "50"), .init("cy", "50"), .init("r", "50")]
        var svg = Element("svg", classHint: "c")
        svg.attributes = [
            .init("viewBox", "0 0 100 100"), .init("preserveAspectRatio", "xMidYMid meet"), .init("aria-hidden", "true"),
        ]
        // A stroke keeps its width in px however the circle scales; a border stroke is
        // twice as wide and clipped to the circle, leaving its inner half.
        circle.attributes += [
            .init("fill", "none"), .init("stroke", "currentColor"),
            .init("stroke-width", CSSValue.number(inside ? 2 * lineWidth : lineWidth)),
            .init("vector-effect", "non-scaling-stroke"),
        ]
        if !dash.isEmpty { circle.attributes.append(.init("stroke-dasharray", dash.map(CSSValue.number).joined(separator: " "))) }
        draw(circle, in: &svg, paint: paint, clipPath: inside ? "circle(closest-side)" : nil)
        var frame = Element(tag, classHint: "c")
        frame.style[.position] = "relative"
        frame.addClass("k-pass")
        frame.children = [svg]
        return frame
    }

    /// An SVG covering the shape's box (and overflowing it, as SwiftUI's drawings do) drawing
    /// `shape` in the paint's colour (`currentColor`) with its drop shadows.
    static func draw(_ shape: Element, in svg: inout Element, paint: Paint?, clipPath: String? = nil) {
        svg.style[.position] = "absolute"
        svg.style[.inset] = "0"
        svg.style[.width] = "100%"
        svg.style[.height] = "100%"
        svg.style[.overflow] = "visible"
        if let clipPath { svg.style[.clipPath] = clipPath }
        if let paint {
            svg.style[.color] = CSSValue.color(paint)
            if let filter = CSSValue.dropShadowFilter(paint) { svg.style[.filter] = filter }
        }
        svg.children = [shape]
    }
}
