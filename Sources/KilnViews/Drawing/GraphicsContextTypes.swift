import Foundation
import KilnTree

nonisolated extension GraphicsContext {
    /// How drawing composites with what is below it: CSS's `mix-blend-mode`, where it has the mode.
    public struct BlendMode: Hashable, Sendable {
        let css: String?
        init(css: String?) { self.css = css }

        public static let normal = BlendMode(css: nil)
        public static let multiply = BlendMode(css: "multiply")
        public static let screen = BlendMode(css: "screen")
        public static let overlay = BlendMode(css: "overlay")
        public static let darken = BlendMode(css: "darken")
        public static let lighten = BlendMode(css: "lighten")
        public static let colorDodge = BlendMode(css: "color-dodge")
        public static let colorBurn = BlendMode(css: "color-burn")
        public static let softLight = BlendMode(css: "soft-light")
        public static let hardLight = BlendMode(css: "hard-light")
        public static let difference = BlendMode(css: "difference")
        public static let exclusion = BlendMode(css: "exclusion")
        public static let hue = BlendMode(css: "hue")
        public static let saturation = BlendMode(css: "saturation")
        public static let color = BlendMode(css: "color")
        public static let luminosity = BlendMode(css: "luminosity")
        // Porter-Duff modes have no CSS blend mode: they draw as `plus-lighter` or normally.
        public static let plusLighter = BlendMode(css: "plus-lighter")
        public static let plusDarker = BlendMode(css: nil)
        public static let clear = BlendMode(css: nil)
        public static let copy = BlendMode(css: nil)
        public static let sourceIn = BlendMode(css: nil)
        public static let sourceOut = BlendMode(css: nil)
        public static let sourceAtop = BlendMode(css: nil)
        public static let destinationOver = BlendMode(css: nil)
        public static let destinationIn = BlendMode(css: nil)
        public static let destinationOut = BlendMode(css: nil)
        public static let destinationAtop = BlendMode(css: nil)
        public static let xor = BlendMode(css: nil)
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// An effect applied to later drawing: SVG filter primitives.
    public struct Filter: Sendable {
        let value: CanvasFilter?
        /// The filter's name when SVG cannot draw it.
        let unsupported: String?

        init(_ value: CanvasFilter) {
            self.value = value
            unsupported = nil
        }

        init(unsupported: String) {
            value = nil
            self.unsupported = unsupported
        }

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(.blur(radius: radius)) }

        public static func shadow(
            color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(.shadow(color: color, radius: radius, x: x, y: y))
        }

        public static func colorMultiply(_ color: Color) -> Filter { Filter(.colorMultiply(color)) }

        /// A luminance-preserving desaturation by `amount` (0 leaves the colours, 1 is gray), as CSS's `grayscale`.
        public static func grayscale(_ amount: Double) -> Filter { saturationMatrix(1 - min(max(amount, 0), 1)) }

        public static func saturation(_ amount: Double) -> Filter { saturationMatrix(amount) }

        public static func brightness(_ amount: Double) -> Filter {
            Filter(.colorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0]))
        }

        public static func contrast(_ amount: Double) -> Filter {
            let offset = (1 - amount) / 2
            return Filter(.colorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0]))
        }

        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let scale = 1 - 2 * amount
            return Filter(.colorMatrix([scale, 0, 0, 0, amount, 0, scale, 0, 0, amount, 0, 0, scale, 0, amount, 0, 0, 0, 1, 0]))
        }

        /// The hue turned by `angle`, with the matrix SVG's `hueRotate` uses.
        public static func hueRotation(_ angle: Angle) -> Filter {
            let c = cos(angle.radians), s = sin(angle.radians)
            return Filter(.colorMatrix([
                0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                0, 0, 0, 1, 0,
            ]))
        }

        /// The colour's luminance becomes its alpha, on black.
        public static var luminanceToAlpha: Filter {
            Filter(.colorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0]))
        }

        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(.alphaThreshold(min: min, max: max, color: color))
        }

        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(.colorMatrix(matrix.values)) }

        private static func saturationMatrix(_ s: Double) -> Filter {
            Filter(.colorMatrix([
                0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                0, 0, 0, 1, 0,
            ]))
        }
    }

    /// What a path is filled or stroked with, and what tints text and symbols.
    public struct Shading: Sendable {
        let value: CanvasShading
        init(_ value: CanvasShading) { self.value = value }

        /// The context's foreground style (`foregroundStyle`, else the primary colour).
        public static var foreground: Shading { Shading(.paint(.foreground(level: 0))) }

        public static func color(_ color: Color) -> Shading { Shading(.paint(.color(color))) }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(.paint(style._paint.value)) }

        /// Styles for a symbol's layers; a page draws with the first.
        public static func palette(_ array: [Shading]) -> Shading { Shading(.palette(array.map(\.value))) }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(.linear(stops: gradient.treeStops, startX: startPoint.x, startY: startPoint.y, endX: endPoint.x, endY: endPoint.y))
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(.radial(stops: gradient.treeStops, centerX: center.x, centerY: center.y, startRadius: startRadius, endRadius: endRadius))
        }

        /// A conic gradient around `center`; SVG has none, so the page draws its colours as
        /// wedges (see the layout stage's canvas writer).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading(.conic(stops: gradient.treeStops, centerX: center.x, centerY: center.y, angle: angle.radians))
        }
    }

    /// Text resolved in the context's environment: measured, ready to draw.
    public struct ResolvedText {
        let string: String
        let font: Font?
        let weight: Font.Weight?
        let isItalic: Bool
        let metrics: CanvasTextMetrics
        public var shading: Shading
        let measure: @Sendable (String, Font?, Font.Weight?) -> CanvasTextMetrics

        init(string: String, font: Font?, weight: Font.Weight?, isItalic: Bool, metrics: CanvasTextMetrics, shading: Shading, measure: @escaping @Sendable (String, Font?, Font.Weight?) -> CanvasTextMetrics) {
            self.string = string
            self.font = font
            self.weight = weight
            self.isItalic = isItalic
            self.metrics = metrics
            self.shading = shading
            self.measure = measure
        }

        /// The size the text takes in `size`: its lines broken at spaces to the width.
        public func measure(in size: CGSize) -> CGSize {
            let lines = lines(in: size.width)
            let widest = lines.map { measure($0, font, weight).width }.max() ?? 0
            return CGSize(width: widest, height: Double(lines.count) * metrics.lineHeight)
        }

        /// The first line's baseline from the top: half the line's leading, then the ascent.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            (metrics.lineHeight - metrics.ascent - metrics.descent) / 2 + metrics.ascent
        }

        public func lastBaseline(in size: CGSize) -> CGFloat {
            firstBaseline(in: size) + Double(max(lines(in: size.width).count - 1, 0)) * metrics.lineHeight
        }

        /// The text broken into lines no wider than `width` at spaces (a word wider stays whole).
        func lines(in width: Double) -> [String] {
            guard metrics.width > width else { return [string] }
            var lines: [String] = []
            var line = ""
            for word in string.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty && measure(candidate, font, weight).width > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
            return lines
        }
    }

    /// An image resolved in the context's environment; a symbol is as large as its font.
    public struct ResolvedImage {
        let content: ImageContent
        public let size: CGSize
        public let baseline: CGFloat
        /// The symbol's tint; nil: the context's foreground.
        public var shading: Shading?
    }

    /// One of the canvas's symbol views, with its ideal size.
    public struct ResolvedSymbol {
        let index: Int
        public let size: CGSize
    }
}

/// A 4×5 colour matrix, as SwiftUI's: each output channel a weighted sum of the inputs plus a bias.
nonisolated public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    public init() {}

    var values: [Double] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init)
    }
}
