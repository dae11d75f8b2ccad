import Foundation
import KilnMeasure
import KilnTextMetrics
import KilnTree

/// `Canvas`: the renderer is run at build time for the sizes the canvas can have, with the
/// `GeometryReader` machinery: a canvas fills the width it is offered, and its drawing is made
/// per band of widths, shown by container queries in its band. With a fixed `frame(width:)` it
/// runs once. The height is the frame's, or 10 pt unframed, as a flexible view in a scroll view.
extension Resolver {
    func canvas(_ node: Node, _ content: CanvasContent, context: ResolveContext) -> ModifierBox {
        let frame = Self.canvasFrame(node.modifiers)
        let fixedWidth = frame.width
        let services = canvasServices(symbols: node.children)
        let symbols = node.children
        let label = node.modifiers.accessibilityLabel
        if let fixedWidth {
            // A fixed frame: one drawing at its size.
            let drawn = content.build(LayoutSize(width: fixedWidth, height: frame.height ?? offeredHeight(node) ?? 10), services)
            problems.report(drawn.diagnostics)
            var box = canvasDrawing(Node(.canvasDrawing(drawn.drawing), children: symbols, source: node.source), drawn.drawing, label: label, context: context)
            box.plan = .stretchedLeaf
            return box
        }
        let geometry = GeometryContent { size in
            let width = fixedWidth ?? CanvasBands.width(for: size.width)
            let drawn = content.build(LayoutSize(width: width, height: size.height), services)
            let drawing = Node(.canvasDrawing(drawn.drawing), children: symbols, modifiers: label.map { [.accessibilityLabel($0)] } ?? [], source: node.source)
            return GeometryContent.Lowered(nodes: [drawing], diagnostics: drawn.diagnostics)
        }
        // The reader takes the height of a frame past modifiers that do not size, as the canvas does.
        var box = geometryReader(node, geometry, height: frame.height, context: context)
        // The label names the SVG; the reader is the same image, not a group around it.
        if label != nil { box.element[attribute: "role"] = "img" }
        return box
    }

    /// One drawing as an inline SVG of its size.
    func canvasDrawing(_ node: Node, _ drawing: CanvasDrawing, label: String? = nil, context: ResolveContext) -> ModifierBox {
        let label = label ?? node.modifiers.accessibilityLabel
        for name in Self.unmappedSymbols(drawing.commands) {
            problems.reportUnmappedSymbol(name, at: node.source)
        }
        var writer = CanvasSVGWriter(prefix: canvasNames.next(), width: drawing.width, height: drawing.height) { index in
            guard index < node.children.count else { return nil }
            return resolve(node.children[index], in: .column, context: context).element
        }
        var svg = writer.svg(drawing.commands)
        svg.attributes = [.init("width", CanvasSVGWriter.n(drawing.width)), .init("height", CanvasSVGWriter.n(drawing.height))]
        if let label {
            svg.attributes += [.init("role", "img"), .init("aria-label", label)]
        } else {
            svg.attributes.append(.init("aria-hidden", "true"))
        }
        svg.style[.display] = "block"
        // A flexible canvas is drawn for its band's width: the SVG takes the box's, in px.
        svg.style[.width] = "100%"
        svg.style[.flexShrink] = "0"
        return ModifierBox(svg, level: .content, placement: BoxPlan(fillsWidth: false, fillsHeight: false))
    }

    /// The canvas's fixed frame: the first `frame(width:height:)` around it, past modifiers that
    /// do not change its bounds (labels, tags).
    private static func canvasFrame(_ modifiers: [NodeModifier]) -> (width: Double?, height: Double?) {
        for modifier in modifiers {
            switch modifier {
            case .frame(let width, let height, _): return (width, height)
            case .accessibilityLabel, .accessibilityValue, .help, .accessibilityHidden, .accessibilityElementIgnoringChildren, .accessibilityChildren, .tag,
                .testID:
                continue
            default: return (nil, nil)
            }
        }
        return (nil, nil)
    }

    /// The symbol names drawn with no icon, each once, in the order drawn.
    private static func unmappedSymbols(_ commands: [CanvasCommand]) -> [String] {
        var names: [String] = []
        for command in commands {
            switch command {
            case .image(let image, _, _, _, _, _, _):
                if let name = ImageLayout.unmappedSymbol(image), !names.contains(name) { names.append(name) }
            case .layer(let inner, _):
                for name in unmappedSymbols(inner) where !names.contains(name) { names.append(name) }
            default:
                break
            }
        }
        return names
    }

    /// Text widths from Liberation Sans's advances, in the fonts the page's CSS gives; symbol
    /// views at their ideal sizes (zero where they cannot be measured).
    private func canvasServices(symbols: [Node]) -> CanvasServices {
        let engine = sizeEngine
        let sizes = symbols.map { symbol in
            engine.sizeThatFits(symbol, proposal: SizeProposal(width: nil, height: nil)) { _ in } ?? LayoutSize(width: 0, height: 0)
        }
        return CanvasServices(measure: { text, font, weight in
            var textFont = font.map(TextFont.init) ?? .body
            if let weight { textFont.weight = weight.value }
            return CanvasTextMetrics(
                width: TextMeasure.width(of: text, size: textFont.size, bold: textFont.isBold),
                // Liberation Sans's ascent and descent, in ems.
                ascent: textFont.size * 0.905, descent: textFont.size * 0.212,
                lineHeight: textFont.lineHeight, fontSize: textFont.size)
        }, symbolSizes: sizes)
    }
}

/// The widths a flexible canvas is drawn at: the width offered, rounded to one of a few steps
/// 20% apart (from 32 to 1600 px, 22 of them), so a canvas has at most one drawing per step.
enum CanvasBands {
    static let ratio = 1.2
    static let smallest = 32.0

    static func width(for width: Double) -> Double {
        guard width >= smallest else { return smallest / 2 }
        let step = (log(width / smallest) / log(ratio)).rounded(.down)
        // The middle of the step, in the ratio's scale, rounded to a whole pixel.
        return (smallest * pow(ratio, step + 0.5)).rounded()
    }
}
