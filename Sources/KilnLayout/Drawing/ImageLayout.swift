import KilnMeasure
import KilnTree

/// `Image`: an `<img>` with its alt text; a resizable image fills its frame. An SF Symbol is an
/// inline `<svg>` of the open icon its name maps to (`Symbols/`), drawn in the current colour.
enum ImageLayout {
    static func box(_ image: ImageContent, options: LayoutOptions, images: PageImages, context: ResolveContext) -> ModifierBox {
        switch image.source {
        case .asset(let name):
            var element = assetImage(name, image, options: options)
            // Its natural size, as SwiftUI shows it unsized, and the proportions the browser keeps
            // room for before the file arrives; a browser knows none for a vector file. (HTML's
            // width and height are whole numbers; a resizable image's box overrides them.)
            if let size = options.imageSizes[name] {
                element.attributes.append(Element.Attribute("width", String(Int(size.width.rounded()))))
                element.attributes.append(Element.Attribute("height", String(Int(size.height.rounded()))))
            }
            if !images.nextIsFirst() {
                element.attributes.append(Element.Attribute("loading", "lazy"))
                element.attributes.append(Element.Attribute("decoding", "async"))
            }
            guard image.isResizable else { return ModifierBox(element, level: .content, placement: .fixed) }
            element.style[.width] = "100%"
            element.style[.height] = "100%"
            element.style[.minWidth] = "0"
            element.style[.minHeight] = "0"
            element.style[.objectFit] = "fill"
            return ModifierBox(element, level: .content, placement: .stretchedLeaf)
        case .symbol(let name):
            let element = symbol(name, image, display: "block")
            guard image.isResizable else {
                // Its own size in ems, which a row never shrinks (`flex-shrink: 0` on the symbol).
                var plan = BoxPlan.fixed
                plan.keepsWidth = true
                return ModifierBox(element, level: .border, placement: plan)
            }
            return ModifierBox(element, level: .border, placement: .stretchedLeaf)
        case .url(let url):
            var element = loadedImage(options.imageURL(url))
            // Unsized, it shows at its natural size, as SwiftUI shows the loaded image.
            guard image.isResizable else { return ModifierBox(element, level: .content, placement: .fixed) }
            // As large as its box, by equal minimum and maximum rather than a width and height: a
            // broken image without alt text and without a specified size draws nothing, so the
            // AsyncImage's placeholder stays visible under it with no broken-image icon.
            for property in [CSSProperty.minWidth, .maxWidth, .minHeight, .maxHeight] { element.style[property] = "100%" }
            element.style[.objectFit] = "fill"
            return ModifierBox(element, level: .content, placement: .stretchedLeaf)
        }
    }

    /// An image inside text: as tall as the text's letters, on its baseline.
    static func inline(_ image: ImageContent, options: LayoutOptions) -> Element {
        var element: Element
        switch image.source {
        case .asset(let name):
            element = assetImage(name, image, options: options)
            element.style[.height] = "1em"
            element.style[.display] = "inline-block"
        case .symbol(let name):
            element = symbol(name, image, display: "inline-block")
        case .url(let url):
            element = loadedImage(options.imageURL(url))
            element.style[.height] = "1em"
            element.style[.display] = "inline-block"
        }
        if !element.style.declares(.verticalAlign) { element.style[.verticalAlign] = "-.125em" }
        return element
    }

    /// An `<img>` of an image in `Assets/`: its file, its denser files, and its alt text.
    private static func assetImage(_ name: String, _ image: ImageContent, options: LayoutOptions) -> Element {
        var element = Element("img", classHint: "i")
        element.attributes.append(Element.Attribute("src", options.assetURL(name), isURL: true))
        if let sourceSet = options.assetSourceSet(name) { element.attributes.append(Element.Attribute("srcset", sourceSet)) }
        element.attributes.append(Element.Attribute("alt", image.label ?? ""))
        return element
    }

    /// An image an `AsyncImage` loads: lazily, decoded off the main thread, named by its cell.
    private static func loadedImage(_ url: String) -> Element {
        Element("img", classHint: "i", attributes: [
            Element.Attribute("src", url, isURL: true), Element.Attribute("alt", ""),
            Element.Attribute("loading", "lazy"), Element.Attribute("decoding", "async"),
        ])
    }

    /// The name of a symbol with no icon, which the page reports once.
    static func unmappedSymbol(_ image: ImageContent) -> String? {
        // Looked up, not read: a glyph is read from its table entry where it is drawn.
        guard case .symbol(let name) = image.source, SymbolInk.index(of: name) == nil else { return nil }
        return name
    }

    /// A symbol as SwiftUI sizes one: the box its icon inks, in proportion to the font's size
    /// and scaled by `imageScale` (`SymbolInk`), stroked in `currentColor` so that the
    /// foreground style tints it; a resizable one stretches to fill its frame.
    private static func symbol(_ name: String, _ image: ImageContent, display: String) -> Element {
        let glyph = SymbolGlyphs.glyph(named: name) ?? SymbolGlyphs.fallback
        let ink = SymbolInk.box(named: name)
        var svg = Element("svg", classHint: "i")
        svg.attributes = [.init("viewBox", Self.viewBox(ink))]
        // Lucide's pen, in the class that every symbol of the page shares.
        svg.style[.fill] = "none"
        svg.style[.stroke] = "currentColor"
        svg.style[.strokeWidth] = "2"
        svg.style[.strokeLinecap] = "round"
        svg.style[.strokeLinejoin] = "round"
        if let label = image.label {
            svg.attributes += [.init("role", "img"), .init("aria-label", label)]
        } else {
            svg.attributes.append(.init("aria-hidden", "true"))
        }
        svg.style[.display] = display
        if image.isResizable {
            svg.attributes.append(.init("preserveAspectRatio", "none"))
            svg.style[.width] = "100%"
            svg.style[.height] = "100%"
            svg.style[.minWidth] = "0"
            svg.style[.minHeight] = "0"
        } else {
            if display == "block" { svg.style[.flexShrink] = "0" }
            let size = ink.size(scale: image.scale)
            svg.style[.width] = CSSValue.ems(size.width)
            svg.style[.height] = CSSValue.ems(size.height)
            // Inside text, its middle where a 1-em square's stood, 0.375 em above the baseline.
            if display == "inline-block" { svg.style[.verticalAlign] = CSSValue.ems(0.375 - size.height / 2) }
        }
        svg.style[.overflow] = "visible"
        let rendering = SymbolLayerColors(image.rendering, name: name)
        if let knockout = knockout(glyph, ink: ink, rendering) { svg.style[.mask] = knockout }
        svg.children = glyph.layers.map { layer($0, rendering) }
        return svg
    }

    private static func layer(_ layer: SymbolLayer, _ rendering: SymbolLayerColors) -> Element {
        var path = layer.pathElement(classHint: SharedDrawings.symbolHint)
        if case .inherent(let colors) = rendering {
            let color = layer.level > 1 ? colors.secondary : colors.primary
            let token = CSSValue.systemColor(color, alpha: 1)
            path.style[layer.paint == .stroke ? .stroke : .fill] = token
            if layer.paint == .fillAndStroke { path.style[.stroke] = token }
            return path
        }
        guard layer.level > 1 else { return path }
        switch rendering {
        case .inherent:
            break
        case .monochrome:
            break
        case .hierarchical:
            // SF Symbols' secondary layer: the foreground, fainter (a filled one fainter still).
            path.attributes.append(.init("opacity", layer.paint == .stroke ? ".5" : ".3"))
        case .palette:
            // The foreground's second style where `foregroundStyle(_:_:)` gave one.
            path.style[layer.paint == .stroke ? .stroke : .fill] = "var(--k-palette,currentColor)"
        }
        return path
    }

    /// A filled enclosure has its glyph cut out of it, as SF Symbols draws `xmark.circle.fill`:
    /// a CSS mask of the glyph's strokes, written once per page with the symbol's class. A
    /// palette from `foregroundStyle(_:_:)` colours the glyph instead (it sets `--k-knockout`).
    private static func knockout(_ glyph: SymbolGlyph, ink: SymbolInk.Box, _ rendering: SymbolLayerColors) -> String? {
        // Inherent colours paint the glyph over its enclosure instead.
        if case .inherent = rendering { return nil }
        guard rendering != .hierarchical, let strokes = glyph.cutOutStrokes else { return nil }
        let cut = strokes.map { layer in
            let width = layer.lineWidth.map(CSSValue.number) ?? "2"
            return "%3Cpath d='\(layer.path)' stroke-width='\(width)'/%3E"
        }.joined()
        let area = "x='\(CSSValue.number(ink.x))' y='\(CSSValue.number(ink.y))' width='\(CSSValue.number(ink.width))' height='\(CSSValue.number(ink.height))'"
        let image = "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='\(viewBox(ink))'%3E%3Cmask id='m'%3E"
            + "%3Crect \(area) fill='white'/%3E%3Cg stroke='black' fill='none' stroke-linecap='round' stroke-linejoin='round'%3E"
            + cut + "%3C/g%3E%3C/mask%3E%3Crect \(area) mask='url(%23m)'/%3E%3C/svg%3E\")"
        let source = rendering == .monochrome ? image : "var(--k-knockout,\(image))"
        return source + " 0 0/100% 100%"
    }
}

extension ImageLayout {
    /// An SVG `viewBox` of the box a symbol's icon inks.
    static func viewBox(_ ink: SymbolInk.Box) -> String {
        [ink.x, ink.y, ink.width, ink.height].map(CSSValue.number).joined(separator: " ")
    }
}

/// How a symbol's layers are coloured on the page. Multicolor paints a symbol's layers in
/// their inherent colours where Kiln knows them (`SymbolInherentColors`) and in the foreground
/// style otherwise, as SwiftUI does for a symbol without colours of its own; the automatic
/// mode and multicolor without inherent colours draw as palette, which without a second style
/// is the foreground throughout.
private enum SymbolLayerColors: Equatable {
    case monochrome, hierarchical, palette
    case inherent(SymbolInherentColors)

    init(_ rendering: SymbolRendering?, name: String) {
        switch rendering {
        case .monochrome: self = .monochrome
        case .hierarchical: self = .hierarchical
        case .multicolor: self = SymbolInherentColors.of(name).map(Self.inherent) ?? .palette
        case .palette, nil: self = .palette
        }
    }
}

/// A symbol's inherent colours, which `symbolRenderingMode(.multicolor)` shows: its primary
/// layer's (the glyph) and its secondary layer's (the enclosure). Only those Apple documents:
/// "a filled exclamation mark triangle in its inherent colors, with yellow for the triangle
/// and white for the exclamation mark" (developer.apple.com/documentation/swiftui/symbolrenderingmode/multicolor).
struct SymbolInherentColors: Equatable {
    var primary: SystemColor
    var secondary: SystemColor

    static func of(_ name: String) -> SymbolInherentColors? {
        switch name {
        case "exclamationmark.triangle.fill": SymbolInherentColors(primary: .white, secondary: .yellow)
        default: nil
        }
    }
}
