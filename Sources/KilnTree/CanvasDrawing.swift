/// What a `Canvas`'s renderer drew at one size: its drawing commands in order, each with the
/// graphics state it was drawn in. Written as one inline SVG by the layout stage.
package struct CanvasDrawing: Hashable, Sendable {
    package var width: Double
    package var height: Double
    package var commands: [CanvasCommand]

    package init(width: Double, height: Double, commands: [CanvasCommand] = []) {
        self.width = width
        self.height = height
        self.commands = commands
    }
}

/// One drawing operation of a `GraphicsContext`.
package indirect enum CanvasCommand: Hashable, Sendable {
    /// A filled outline, in the context's coordinates (the state's transform maps them to the canvas).
    case fill([PathElement], CanvasShading, evenOdd: Bool, CanvasState)
    case stroke([PathElement], CanvasShading, CanvasStroke, CanvasState)
    /// Text whose first line's baseline starts at (x, y); `maxWidth` wraps it (`draw(_:in:)`).
    case text(CanvasText, x: Double, y: Double, CanvasState)
    /// An image drawn in a rectangle; `shading` tints a symbol (nil: the context's foreground).
    case image(ImageContent, x: Double, y: Double, width: Double, height: Double, shading: CanvasShading?, CanvasState)
    /// A `Canvas` symbol (the canvas node's child `index`) drawn in a rectangle.
    case symbol(index: Int, x: Double, y: Double, width: Double, height: Double, CanvasState)
    /// `drawLayer`: the commands drawn into a layer, composited with the state.
    case layer([CanvasCommand], CanvasState)
}

/// A graphics context's state when it drew: everything a copy of the context scopes.
package struct CanvasState: Hashable, Sendable {
    /// The current transform, (a, b, c, d, tx, ty) as Core Graphics writes it.
    package var transform: [Double] = [1, 0, 0, 1, 0, 0]
    package var opacity: Double = 1
    /// A CSS `mix-blend-mode` keyword, nil for normal.
    package var blendMode: String?
    /// Clips, outermost first, in canvas coordinates (already transformed).
    package var clips: [CanvasClip] = []
    package var filters: [CanvasFilter] = []

    package init() {}

    package var isIdentity: Bool { transform == [1, 0, 0, 1, 0, 0] }
}

/// `clip(to:style:options:)`, or `clipToLayer` (a mask drawn by commands).
package indirect enum CanvasClip: Hashable, Sendable {
    case path([PathElement], evenOdd: Bool, inverse: Bool)
    case layer([CanvasCommand], opacity: Double)
}

/// `GraphicsContext.Filter`, as far as SVG filter primitives draw it.
package enum CanvasFilter: Hashable, Sendable {
    case blur(radius: Double)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    /// A 4×5 colour matrix, row by row (`feColorMatrix type="matrix"`).
    case colorMatrix([Double])
    /// `alphaThreshold`: alpha above `min` (and below `max`) becomes 1 in `color`.
    case alphaThreshold(min: Double, max: Double, color: Color)
    /// `colorMultiply`: each channel multiplied by the colour's.
    case colorMultiply(Color)
}

/// What a drawing is filled or stroked with.
package indirect enum CanvasShading: Hashable, Sendable {
    case paint(Paint)
    /// Gradients in canvas coordinates (points, not unit points), as `GraphicsContext.Shading` gives them.
    case linear(stops: [GradientStop], startX: Double, startY: Double, endX: Double, endY: Double)
    case radial(stops: [GradientStop], centerX: Double, centerY: Double, startRadius: Double, endRadius: Double)
    /// A conic gradient, approximated: SVG has none (see the layout stage).
    case conic(stops: [GradientStop], centerX: Double, centerY: Double, angle: Double)
    /// `.palette`: the first shading is used.
    case palette([CanvasShading])
}

/// A stroke's width and line style.
package struct CanvasStroke: Hashable, Sendable {
    package var lineWidth: Double
    package var dash: [Double]
    package var line: StrokeLine

    package init(lineWidth: Double, dash: [Double], line: StrokeLine) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.line = line
    }
}

/// Text as a canvas draws it: its characters and font, its measured width and line height.
package struct CanvasText: Hashable, Sendable {
    package var lines: [String]
    package var font: Font?
    package var weight: Font.Weight?
    package var isItalic: Bool
    package var lineHeight: Double
    package var shading: CanvasShading?

    package init(lines: [String], font: Font?, weight: Font.Weight?, isItalic: Bool, lineHeight: Double, shading: CanvasShading?) {
        self.lines = lines
        self.font = font
        self.weight = weight
        self.isItalic = isItalic
        self.lineHeight = lineHeight
        self.shading = shading
    }
}

/// A line of text measured for a canvas: its advance width and its font's vertical metrics.
package struct CanvasTextMetrics: Hashable, Sendable {
    package var width: Double
    package var ascent: Double
    package var descent: Double
    package var lineHeight: Double
    package var fontSize: Double

    package init(width: Double, ascent: Double, descent: Double, lineHeight: Double, fontSize: Double) {
        self.fontSize = fontSize
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// What the layout stage knows that a renderer asks for: text widths, and the sizes of the
/// canvas's symbol views (by child index).
package struct CanvasServices: Sendable {
    package var measure: @Sendable (_ text: String, _ font: Font?, _ weight: Font.Weight?) -> CanvasTextMetrics
    package var symbolSizes: [LayoutSize]

    package init(measure: @escaping @Sendable (String, Font?, Font.Weight?) -> CanvasTextMetrics, symbolSizes: [LayoutSize]) {
        self.measure = measure
        self.symbolSizes = symbolSizes
    }
}

/// A `Canvas`'s renderer, run by the layout stage at each size the canvas can have.
package struct CanvasContent: Sendable {
    package struct Drawn: Sendable {
        package var drawing: CanvasDrawing
        package var diagnostics: [Diagnostic]

        package init(drawing: CanvasDrawing, diagnostics: [Diagnostic]) {
            self.drawing = drawing
            self.diagnostics = diagnostics
        }
    }

    package let build: @Sendable (LayoutSize, CanvasServices) -> Drawn

    package init(build: @escaping @Sendable (LayoutSize, CanvasServices) -> Drawn) {
        self.build = build
    }
}

extension CanvasCommand {
    /// The state the command was drawn in.
    package var state: CanvasState {
        switch self {
        case .fill(_, _, _, let state), .stroke(_, _, _, let state), .text(_, _, _, let state),
            .image(_, _, _, _, _, _, let state), .symbol(_, _, _, _, _, let state), .layer(_, let state):
            state
        }
    }
}
