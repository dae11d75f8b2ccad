import Foundation
import KilnMeasure
import KilnTree

/// A canvas recording written as SVG: each command an element in canvas px (its transform a
/// `matrix()`, its opacity and blend mode its own), wrapped in groups for its filters and clips;
/// gradients, clips, filters and glyphs are defined once in `<defs>`, ids under `prefix`.
/// Numbers are written to 1/100 px, short (`.3`, not `0.30000000000000004`).
struct CanvasSVGWriter {
    let prefix: String
    let width: Double
    let height: Double
    /// A symbol view resolved by its index among the canvas's children.
    let symbol: (Int) -> Element?

    private var defs: [Element] = []
    private var ids: [String: String] = [:]
    /// How often each symbol is drawn at each size: sizes drawn often get a definition of their own.
    private var imageSizes: [String: Int] = [:]

    init(prefix: String, width: Double, height: Double, symbol: @escaping (Int) -> Element?) {
        self.prefix = prefix
        self.width = width
        self.height = height
        self.symbol = symbol
    }

    static func n(_ value: Double) -> String { CSSValue.number(value, precision: 100) }

    mutating func svg(_ commands: [CanvasCommand]) -> Element {
        Self.countImageSizes(commands, into: &imageSizes)
        let body = draw(commands)
        var svg = Element("svg", classHint: "cv")
        if !defs.isEmpty { svg.children.append(Element("defs", classHint: "cv", children: defs)) }
        svg.children += body
        return svg
    }

    /// The commands' elements; consecutive ones under the same clips share one clipping group.
    private mutating func draw(_ commands: [CanvasCommand]) -> [Element] {
        var result: [Element] = []
        var run: [Element] = []
        var runClips: [CanvasClip] = []
        func flush(_ writer: inout CanvasSVGWriter) {
            guard !run.isEmpty else { return }
            result += writer.clipped(run, by: runClips)
            run = []
        }
        for command in commands {
            guard var element = element(command) else { continue }
            let state = command.state
            if !state.isIdentity { element.attributes.append(.init("transform", "matrix(\(state.transform.map(Self.n).joined(separator: " ")))")) }
            if state.opacity < 1 { element.attributes.append(.init("opacity", Self.n(max(state.opacity, 0)))) }
            if let blend = state.blendMode { element.style[.mixBlendMode] = blend }
            for filter in state.filters.reversed() {
                element = Element("g", classHint: "cv", attributes: [.init("filter", "url(#\(filterID(filter)))")], children: [element])
            }
            if state.clips != runClips { flush(&self) }
            runClips = state.clips
            run.append(element)
        }
        flush(&self)
        return result
    }

    private mutating func clipped(_ content: [Element], by clips: [CanvasClip]) -> [Element] {
        var content = content
        for clip in clips.reversed() {
            content = [Element("g", classHint: "cv", attributes: [clipAttribute(clip)], children: content)]
        }
        return content
    }

    private mutating func element(_ command: CanvasCommand) -> Element? {
        switch command {
        case .fill(let path, let shading, let evenOdd, _):
            var element = Element("path", classHint: "cv", attributes: [.init("d", PathLayout.data(path, number: Self.n))])
            if evenOdd { element.attributes.append(.init("fill-rule", "evenodd")) }
            paint(&element, shading, attribute: "fill")
            return element
        case .stroke(let path, let shading, let stroke, _):
            var element = Element("path", classHint: "cv", attributes: [.init("d", PathLayout.data(path, number: Self.n)), .init("fill", "none")])
            paint(&element, shading, attribute: "stroke")
            if stroke.lineWidth != 1 { element.attributes.append(.init("stroke-width", Self.n(stroke.lineWidth))) }
            if stroke.line.cap != .butt { element.attributes.append(.init("stroke-linecap", stroke.line.cap.rawValue)) }
            if stroke.line.join != .miter { element.attributes.append(.init("stroke-linejoin", stroke.line.join.rawValue)) }
            // SVG's default miter limit is 4, Core Graphics' 10.
            if stroke.line.join == .miter, stroke.line.miterLimit != 4 { element.attributes.append(.init("stroke-miterlimit", Self.n(max(stroke.line.miterLimit, 1)))) }
            if !stroke.dash.isEmpty {
                element.attributes.append(.init("stroke-dasharray", stroke.dash.map(Self.n).joined(separator: " ")))
                if stroke.line.dashPhase != 0 { element.attributes.append(.init("stroke-dashoffset", Self.n(stroke.line.dashPhase))) }
            }
            return element
        case .text(let text, let x, let y, _):
            return self.text(text, x: x, y: y)
        case .image(let image, let x, let y, let width, let height, let shading, _):
            return self.image(image, x: x, y: y, width: width, height: height, shading: shading)
        case .symbol(let index, let x, let y, let width, let height, _):
            guard let view = symbol(index) else { return nil }
            return Element("foreignObject", classHint: "cv", attributes: [
                .init("x", Self.n(x)), .init("y", Self.n(y)), .init("width", Self.n(width)), .init("height", Self.n(height)),
            ], children: [view])
        case .layer(let commands, _):
            return Element("g", classHint: "cv", children: draw(commands))
        }
    }

    private mutating func text(_ text: CanvasText, x: Double, y: Double) -> Element {
        var element = Element("text", classHint: "cv", attributes: [.init("x", Self.n(x)), .init("y", Self.n(y))])
        let font = text.font.map(TextFont.init) ?? .body
        element.attributes.append(.init("font-size", Self.n(font.size)))
        let weight = text.weight?.value ?? font.weight
        if weight != 400 { element.attributes.append(.init("font-weight", String(weight))) }
        if text.isItalic { element.attributes.append(.init("font-style", "italic")) }
        paint(&element, text.shading ?? .paint(.foreground(level: 0)), attribute: "fill")
        if text.lines.count == 1 {
            element.children = [.text(text.lines[0])]
        } else {
            element.children = text.lines.enumerated().map { index, line in
                Element("tspan", classHint: "cv", attributes: [.init("x", Self.n(x)), .init("dy", index == 0 ? "0" : Self.n(text.lineHeight))], children: [.text(line)])
            }
        }
        return element
    }

    /// A symbol's glyph, defined once per drawing and placed with `<use>`; an asset image by name.
    private mutating func image(_ image: ImageContent, x: Double, y: Double, width: Double, height: Double, shading: CanvasShading?) -> Element? {
        guard case .symbol(let name) = image.source else { return nil }
        let glyph = SymbolGlyphs.glyph(named: name) ?? SymbolGlyphs.fallback
        let layers = symbolLayers(glyph)
        let viewBox = ImageLayout.viewBox(SymbolInk.box(named: name))
        func drawn(_ tag: ElementName, _ id: String, _ size: [Element.Attribute]) -> Element {
            Element(tag, classHint: "cv", attributes: [
                .init("id", id), .init("viewBox", viewBox), .init("fill", "none"), .init("stroke", "currentColor"),
                .init("stroke-width", "2"), .init("stroke-linecap", "round"), .init("stroke-linejoin", "round"),
            ] + size, children: layers)
        }
        let (w, h) = (Self.n(width), Self.n(height))
        var use: Element
        if imageSizes[Self.imageKey(name, width, height), default: 0] >= 3 {
            // Drawn often at this size: an SVG of the size, defined once, placed by its origin.
            let id = define("u:\(glyph.key)|\(w)|\(h)") { id in drawn("svg", id, [.init("width", w), .init("height", h)]) }
            use = Element("use", classHint: "cv", attributes: [.init("href", "#" + id), .init("x", Self.n(x)), .init("y", Self.n(y))])
        } else {
            let id = define("g:\(glyph.key)") { id in drawn("symbol", id, []) }
            use = Element("use", classHint: "cv", attributes: [
                .init("href", "#" + id), .init("x", Self.n(x)), .init("y", Self.n(y)), .init("width", w), .init("height", h),
            ])
        }
        if let shading, let paint = solid(shading) { use.style[.color] = CSSValue.color(paint) }
        return use
    }

    /// A symbol's layers in the foreground colour, as monochrome draws them: a filled enclosure
    /// has its glyph cut out by a mask defined once per drawing, and the glyph is not drawn.
    private mutating func symbolLayers(_ glyph: SymbolGlyph) -> [Element] {
        let cut = glyph.cutOutStrokes
        let mask = cut.map { strokes in
            define("k:\(glyph.key)") { id in
                Element("mask", classHint: "cv", attributes: [.init("id", id)], children: [
                    Element("rect", classHint: "cv", attributes: [.init("width", "24"), .init("height", "24"), .init("fill", "#fff")]),
                ] + strokes.map { layer in
                    Element("path", classHint: "cv", attributes: [
                        .init("d", layer.path), .init("stroke", "#000"), .init("stroke-width", layer.lineWidth.map { Self.n($0) } ?? "2"),
                    ])
                })
            }
        }
        return glyph.layers.compactMap { layer in
            // The cut-out glyph is not drawn: the mask shows the page through it.
            if cut != nil, layer.level == 1, layer.paint == .stroke { return nil }
            var path = layer.pathElement(classHint: "cv")
            if let mask, layer.paint == .fill { path.attributes.append(.init("mask", "url(#\(mask))")) }
            return path
        }
    }

    private static func imageKey(_ name: String, _ width: Double, _ height: Double) -> String { "\(name)|\(n(width))|\(n(height))" }

    private static func countImageSizes(_ commands: [CanvasCommand], into counts: inout [String: Int]) {
        for command in commands {
            switch command {
            case .image(let image, _, _, let width, let height, _, _):
                if case .symbol(let name) = image.source { counts[imageKey(name, width, height), default: 0] += 1 }
            case .layer(let inner, _):
                countImageSizes(inner, into: &counts)
            default:
                break
            }
        }
    }

    // MARK: Paint

    /// Fills or strokes with a colour (through `currentColor`, so system colours keep their
    /// light and dark values) or a gradient defined once.
    private mutating func paint(_ element: inout Element, _ shading: CanvasShading, attribute: String) {
        if let paint = solid(shading) {
            element.attributes.append(.init(attribute, "currentColor"))
            if paint != .foreground(level: 0) { element.style[.color] = CSSValue.color(paint) }
            return
        }
        element.attributes.append(.init(attribute, "url(#\(gradientID(shading)))"))
    }

    /// The paint of a shading drawn as one colour; nil for a gradient.
    private func solid(_ shading: CanvasShading) -> Paint? {
        switch shading {
        case .paint(.linearGradient), .paint(.radialGradient), .linear, .radial, .conic: return nil
        case .paint(let paint): return paint
        case .palette(let shadings): return shadings.first.map(solid) ?? .foreground(level: 0)
        }
    }

    private mutating func gradientID(_ shading: CanvasShading) -> String {
        let (width, height) = (self.width, self.height)
        return define("s:\(shading)") { id in
            let n = Self.n
            switch shading {
            case .linear(let stops, let x1, let y1, let x2, let y2):
                return Self.gradient("linearGradient", id: id, stops: stops, [
                    .init("gradientUnits", "userSpaceOnUse"), .init("x1", n(x1)), .init("y1", n(y1)), .init("x2", n(x2)), .init("y2", n(y2)),
                ])
            case .radial(let stops, let cx, let cy, let r0, let r1):
                // SVG 1.1 has no start radius (`fr`): the stops are moved out to start at it.
                let outer = max(r0, r1)
                let moved = outer > 0 ? stops.map { GradientStop(color: $0.color, location: (r0 + $0.location * (r1 - r0)) / outer) } : stops
                return Self.gradient("radialGradient", id: id, stops: moved, [
                    .init("gradientUnits", "userSpaceOnUse"), .init("cx", n(cx)), .init("cy", n(cy)), .init("r", n(outer)),
                ])
            case .conic(let stops, let cx, let cy, _):
                // SVG has no conic gradient: its colours are drawn out from the centre, as a
                // radial gradient reaching the canvas's farthest corner (reported by the canvas).
                let reach = max(hypot(cx, cy), hypot(width - cx, cy), hypot(cx, height - cy), hypot(width - cx, height - cy))
                return Self.gradient("radialGradient", id: id, stops: stops, [
                    .init("gradientUnits", "userSpaceOnUse"), .init("cx", n(cx)), .init("cy", n(cy)), .init("r", n(reach)),
                ])
            case .paint(.linearGradient(let stops, let start, let end)):
                return Self.gradient("linearGradient", id: id, stops: stops, [
                    .init("x1", n(start.x)), .init("y1", n(start.y)), .init("x2", n(end.x)), .init("y2", n(end.y)),
                ])
            case .paint(.radialGradient(let stops, let center, _, _)):
                return Self.gradient("radialGradient", id: id, stops: stops, [.init("cx", n(center.x)), .init("cy", n(center.y))])
            case .paint, .palette:
                return Element("linearGradient", classHint: "cv", attributes: [.init("id", id)])
            }
        }
    }

    private static func gradient(_ tag: ElementName, id: String, stops: [GradientStop], _ attributes: [Element.Attribute]) -> Element {
        Element(tag, classHint: "cv", attributes: [.init("id", id)] + attributes, children: stops.map { stop in
            var element = Element("stop", classHint: "cv", attributes: [.init("offset", n(stop.location))])
            element.style[.stopColor] = CSSValue.color(stop.color)
            return element
        })
    }

    // MARK: Clips and filters

    private mutating func clipAttribute(_ clip: CanvasClip) -> Element.Attribute {
        let (width, height) = (self.width, self.height)
        switch clip {
        case .path(let path, let evenOdd, inverse: false):
            let id = define("c:\(clip)") { id in
                var shape = Element("path", classHint: "cv", attributes: [.init("d", PathLayout.data(path, number: Self.n))])
                if evenOdd { shape.attributes.append(.init("clip-rule", "evenodd")) }
                return Element("clipPath", classHint: "cv", attributes: [.init("id", id)], children: [shape])
            }
            return .init("clip-path", "url(#\(id))")
        case .path(let path, let evenOdd, inverse: true):
            let n = Self.n
            // Outside the path: a mask that is white over the canvas and black inside the path.
            let id = define("c:\(clip)") { id in
                var hole = Element("path", classHint: "cv", attributes: [.init("d", PathLayout.data(path, number: Self.n)), .init("fill", "#000")])
                if evenOdd { hole.attributes.append(.init("fill-rule", "evenodd")) }
                let all = Element("rect", classHint: "cv", attributes: [.init("width", n(width)), .init("height", n(height)), .init("fill", "#fff")])
                return Element("mask", classHint: "cv", attributes: Self.maskAttributes(id, width, height), children: [all, hole])
            }
            return .init("mask", "url(#\(id))")
        case .layer(let commands, let opacity):
            // The layer's alpha as the mask: its colours made white by a filter.
            let white = define("w") { id in
                Element("filter", classHint: "cv", attributes: [.init("id", id)], children: [
                    Element("feColorMatrix", classHint: "cv", attributes: [.init("values", "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0")]),
                ])
            }
            let content = draw(commands)
            let id = define("c:\(clip)") { id in
                var group = Element("g", classHint: "cv", attributes: [.init("filter", "url(#\(white))")], children: content)
                if opacity < 1 { group.attributes.append(.init("opacity", Self.n(opacity))) }
                return Element("mask", classHint: "cv", attributes: Self.maskAttributes(id, width, height), children: [group])
            }
            return .init("mask", "url(#\(id))")
        }
    }

    private static func maskAttributes(_ id: String, _ width: Double, _ height: Double) -> [Element.Attribute] {
        [.init("id", id), .init("maskUnits", "userSpaceOnUse"), .init("x", "0"), .init("y", "0"), .init("width", n(width)), .init("height", n(height))]
    }

    private mutating func filterID(_ filter: CanvasFilter) -> String {
        define("f:\(filter)") { id in
            var primitives: [Element] = []
            switch filter {
            case .blur(let radius):
                // SwiftUI's blur radius is about twice the Gaussian's standard deviation.
                primitives = [Element("feGaussianBlur", classHint: "cv", attributes: [.init("stdDeviation", Self.n(radius / 2))])]
            case .shadow(let color, let radius, let x, let y):
                var shadow = Element("feDropShadow", classHint: "cv", attributes: [
                    .init("dx", Self.n(x)), .init("dy", Self.n(y)), .init("stdDeviation", Self.n(radius / 2)),
                ])
                shadow.style[.floodColor] = CSSValue.color(color)
                primitives = [shadow]
            case .colorMatrix(let values):
                primitives = [Element("feColorMatrix", classHint: "cv", attributes: [.init("values", values.map(Self.n).joined(separator: " "))])]
            case .colorMultiply(let color):
                var flood = Element("feFlood", classHint: "cv", attributes: [.init("result", "m")])
                flood.style[.floodColor] = CSSValue.color(color)
                primitives = [
                    flood,
                    Element("feBlend", classHint: "cv", attributes: [.init("in", "SourceGraphic"), .init("in2", "m"), .init("mode", "multiply"), .init("result", "b")]),
                    Element("feComposite", classHint: "cv", attributes: [.init("in", "b"), .init("in2", "SourceGraphic"), .init("operator", "in")]),
                ]
            case .alphaThreshold(let low, let high, let color):
                // Alpha becomes 1 from `low` to `high` and 0 elsewhere, in `color`.
                let steps = 20
                let table = (0..<steps).map { step -> String in
                    let alpha = (Double(step) + 0.5) / Double(steps)
                    return alpha >= low && alpha <= high ? "1" : "0"
                }.joined(separator: " ")
                var flood = Element("feFlood", classHint: "cv", attributes: [.init("result", "c")])
                flood.style[.floodColor] = CSSValue.color(color)
                primitives = [
                    Element("feComponentTransfer", classHint: "cv", attributes: [.init("in", "SourceGraphic"), .init("result", "a")], children: [
                        Element("feFuncA", classHint: "cv", attributes: [.init("type", "discrete"), .init("tableValues", table)]),
                    ]),
                    flood,
                    Element("feComposite", classHint: "cv", attributes: [.init("in", "c"), .init("in2", "a"), .init("operator", "in")]),
                ]
            }
            // Room for blurs and shadows beyond the drawing's bounds.
            return Element("filter", classHint: "cv", attributes: [
                .init("id", id), .init("x", "-50%"), .init("y", "-50%"), .init("width", "200%"), .init("height", "200%"),
            ], children: primitives)
        }
    }

    /// The id of the definition keyed `key`, made by `make` the first time it is asked for.
    private mutating func define(_ key: String, _ make: (String) -> Element) -> String {
        if let id = ids[key] { return id }
        let id = "\(prefix)-\(ids.count)"
        ids[key] = id
        defs.append(make(id))
        return id
    }
}
