import KilnTree

/// A `Path` or custom shape drawn as inline SVG filling the view's box. An outline at its own
/// coordinates is drawn in user units of an SVG as big as the box (1 unit = 1 px, from its top
/// left), overflowing it as SwiftUI's paths do. An outline that scales with the bounds is drawn
/// in a viewBox of its reference size stretched to the box (`preserveAspectRatio="none"`): the
/// browser scales it to any width, so a flexible shape needs no width bands, and its stroke keeps
/// its width in px (`vector-effect: non-scaling-stroke`). SVG rather than CSS `clip-path: shape()`
/// for drawing: only SVG strokes an outline, and SVG's `pathLength` lets the browser trim it.
enum PathLayout {
    /// A custom shape not proportional to its bounds: at its known size, as a box clipped to
    /// its outline of fixed distances from the edges (a fill), or stretched with a warning.
    static func element(_ outline: ShapePath, _ drawing: ShapeDrawing, tag: ElementName, sizing: PathSizing) -> Element {
        guard let sampler = outline.sampler else { return element(outline, drawing, tag: tag) }
        if sizing.size != nil { return element(sizing.sized(outline) ?? ShapePath(elements: []), drawing, tag: tag) }
        if let anchored = outline.anchored, case .fill(let paint) = drawing, !outline.isTrimmed {
            var box = Element(tag, classHint: "c")
            box.style[.background] = paint.map { CSSValue.background($0) } ?? "currentColor"
            box.style[.clipPath] = CSSValue.shape([anchored], evenOdd: outline.isEvenOdd)
            return box
        }
        if case .fill = drawing { sizing.reportStretched(sampler, isFill: true) } else { sizing.reportStretched(sampler, isFill: false) }
        return element(outline, drawing, tag: tag)
    }

    static func element(_ outline: ShapePath, _ drawing: ShapeDrawing, tag: ElementName) -> Element {
        var path = Element("path", classHint: SharedDrawings.pathHint)
        // The frame lets clicks through; the drawn fill or line takes them, as in SwiftUI (a
        // presentation attribute is the path's own value, over the frame's inherited `none`).
        var elements = outline.elements
        if case .fill = drawing, outline.isTrimmed {
            elements = PathTrimming.trimmed(elements, from: outline.trimFrom, to: outline.trimTo)
        }
        path.attributes = [.init("d", data(elements)), .init("pointer-events", "visiblePainted")]
        // A trimmed stretched stroke cannot keep its width with `non-scaling-stroke`: Chromium
        // then lays the dashes `pathLength` sizes in user units along the line in px, drawing too
        // much. It is drawn in user units, its width divided by the stretch (the frame is a size
        // container: 100cqw is its width), which is exact for a uniform stretch (a circle's square).
        let trimsStretchedStroke: Bool
        if case .stroke = drawing, outline.isTrimmed, outline.scalesWithBounds { trimsStretchedStroke = true } else { trimsStretchedStroke = false }
        if outline.scalesWithBounds && !trimsStretchedStroke { path.attributes.append(.init("vector-effect", "non-scaling-stroke")) }
        let paint: Paint?
        switch drawing {
        case .fill(let fill):
            paint = fill
            path.attributes.append(.init("fill", "currentColor"))
            if outline.isEvenOdd { path.attributes.append(.init("fill-rule", "evenodd")) }
            // A trimmed fill's outline was cut above (`PathTrimming`).
        case .stroke(let stroke, let lineWidth, let dash, _, let line):
            paint = stroke
            let width = trimsStretchedStroke
                ? "calc(\(CSSValue.number(lineWidth))px * \(CSSValue.number(outline.referenceWidth ?? 1))px / 100cqw)"
                : CSSValue.number(lineWidth)
            path.attributes += [.init("fill", "none"), .init("stroke", "currentColor"), .init("stroke-width", width)]
            if line.cap != .butt { path.attributes.append(.init("stroke-linecap", line.cap.rawValue)) }
            if line.join != .miter { path.attributes.append(.init("stroke-linejoin", line.join.rawValue)) }
            // SVG's default miter limit is 4, Core Graphics' (and SwiftUI's) 10.
            if line.join == .miter, line.miterLimit != 4 { path.attributes.append(.init("stroke-miterlimit", CSSValue.number(max(line.miterLimit, 1)))) }
            if outline.isTrimmed {
                path.attributes += trim(outline)
            } else if !dash.isEmpty {
                path.attributes.append(.init("stroke-dasharray", dash.map(CSSValue.number).joined(separator: " ")))
                if line.dashPhase != 0 { path.attributes.append(.init("stroke-dashoffset", CSSValue.number(line.dashPhase))) }
            }
        }
        var svg = Element("svg", classHint: "c")
        svg.attributes = [.init("aria-hidden", "true")]
        if let width = outline.referenceWidth, let height = outline.referenceHeight {
            svg.attributes += [.init("viewBox", "0 0 \(CSSValue.number(width)) \(CSSValue.number(height))"), .init("preserveAspectRatio", "none")]
        }
        ShapeLayout.draw(path, in: &svg, paint: paint)
        var frame = Element(tag, classHint: "c")
        frame.style[.position] = "relative"
        if trimsStretchedStroke { frame.style[.containerType] = "size" }
        // A shape takes clicks only where it draws (its SVG path), as in SwiftUI.
        frame.addClass("k-pass")
        frame.children = [svg]
        return frame
    }

    /// A trimmed stroke: the path's length counted as 1, one dash from `trimFrom` to `trimTo`.
    private static func trim(_ outline: ShapePath) -> [Element.Attribute] {
        [
            .init("pathLength", "1"),
            .init("stroke-dasharray", "\(CSSValue.number(outline.trimTo - outline.trimFrom)) 2"),
            .init("stroke-dashoffset", CSSValue.number(-outline.trimFrom)),
        ]
    }

    /// The outline as SVG path data, numbers written by `n` (four decimals unless told).
    static func data(_ elements: [PathElement], number n: (Double) -> String = CSSValue.number) -> String {
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let x, let y): parts.append("M\(n(x)) \(n(y))")
            case .line(let x, let y): parts.append("L\(n(x)) \(n(y))")
            case .quadCurve(let cx, let cy, let x, let y): parts.append("Q\(n(cx)) \(n(cy)) \(n(x)) \(n(y))")
            case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y): parts.append("C\(n(c1x)) \(n(c1y)) \(n(c2x)) \(n(c2y)) \(n(x)) \(n(y))")
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: "")
    }

    /// The outline as a CSS `shape()` for `clip-path`, which Chromium draws from version 135: a
    /// stretched outline in percentages of the box (x of its width, y of its height), so it
    /// follows the box's size as the SVG drawing does; an outline at its coordinates in px.
    static func cssShape(_ outline: ShapePath) -> String {
        let sx = outline.referenceWidth.map { 100 / $0 }, sy = outline.referenceHeight.map { 100 / $0 }
        func point(_ x: Double, _ y: Double) -> String {
            let px = sx.map { CSSValue.number(x * $0) + "%" } ?? CSSValue.signedPx(x)
            let py = sy.map { CSSValue.number(y * $0) + "%" } ?? CSSValue.signedPx(y)
            return "\(px) \(py)"
        }
        var parts: [String] = []
        var started = false
        for element in outline.elements {
            switch element {
            case .move(let x, let y):
                parts.append(started ? "move to \(point(x, y))" : "\(outline.isEvenOdd ? "evenodd " : "")from \(point(x, y))")
            case .line(let x, let y): parts.append("line to \(point(x, y))")
            case .quadCurve(let cx, let cy, let x, let y): parts.append("curve to \(point(x, y)) with \(point(cx, cy))")
            case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y): parts.append("curve to \(point(x, y)) with \(point(c1x, c1y)) / \(point(c2x, c2y))")
            case .close: parts.append("close")
            }
            started = true
        }
        // An empty outline clips everything away.
        guard started else { return "inset(50%)" }
        return "shape(" + parts.joined(separator: ",") + ")"
    }
}
