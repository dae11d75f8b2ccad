import Foundation
import KilnTree

/// The drawing surface a `Canvas` renderer draws on, as SwiftUI's `GraphicsContext`. At build
/// time it records what is drawn, with the state each drawing was made in; the layout stage
/// writes the recording as SVG. A copy of the context shares the recording and keeps its own
/// state (transform, opacity, blend mode, clips, filters), as SwiftUI's value semantics say.
nonisolated public struct GraphicsContext {
    let recorder: CanvasRecorder
    var state = CanvasState()
    public let environment: EnvironmentValues

    init(recorder: CanvasRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    // MARK: State

    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue }
    }

    public var blendMode: BlendMode {
        get { BlendMode(css: state.blendMode) }
        set { state.blendMode = newValue.css }
    }

    public var transform: CGAffineTransform {
        get { let t = state.transform; return CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]) }
        set { state.transform = [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty].map(Double.init) }
    }

    /// Later drawing is moved by (x, y) in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public mutating func rotate(by angle: Angle) { concatenate(CGAffineTransform(rotationAngle: angle.radians)) }
    /// `matrix` applied before the current transform, as Core Graphics' `concatenate`.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// The canvas in the current coordinates (the clip's bounds are not narrowed here).
    public var clipBoundingRect: CGRect {
        Path(CGRect(origin: .zero, size: recorder.size)).applying(transform.inverted()).boundingRect
    }

    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard let elements = recorder.checked(path.applying(transform), "clip(to:)") else { return }
        state.clips.append(.path(elements, evenOdd: style.isEOFilled, inverse: options.contains(.inverse)))
    }

    /// Clips later drawing to what `content` draws (its alpha), as a mask.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        let commands = try recorder.layer(of: self, content)
        state.clips.append(.layer(commands, opacity: opacity))
    }

    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if let unsupported = filter.unsupported {
            recorder.reportOnce(.warning, "GraphicsContext.Filter.\(unsupported) has no SVG equivalent; it is left out")
            return
        }
        state.filters.append(filter.value!)
    }

    // MARK: Drawing

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let elements = recorder.checked(path, "fill") else { return }
        recorder.noteShading(shading)
        recorder.append(.fill(elements, shading.value, evenOdd: style.isEOFilled, state))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard let elements = recorder.checked(path, "stroke"), recorder.finite([style.lineWidth] + style.dash, "stroke") else { return }
        guard case .stroke(_, let width, let dash, _, let line) = style.drawing(nil, inside: false) else { return }
        recorder.noteShading(shading)
        recorder.append(.stroke(elements, shading.value, CanvasStroke(lineWidth: width, dash: dash, line: line), state))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws a copy of the context's drawing into a layer that is composited as one image with
    /// this context's opacity, blend mode, filters and clips.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let commands = try recorder.layer(of: self, content)
        recorder.append(.layer(commands, state))
    }

    /// Core Graphics drawing cannot run at build time: nothing is drawn, and the page says so.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        recorder.reportOnce(.warning, "GraphicsContext.withCGContext has no meaning on a static page; it is left out")
    }

    // MARK: Text

    public func resolve(_ text: Text) -> ResolvedText {
        let font = text.font ?? environment.font
        let metrics = recorder.services.measure(text.plainText, font, text.weight)
        return ResolvedText(
            string: text.plainText, font: font, weight: text.weight, isItalic: text.isItalic, metrics: metrics,
            shading: text.foreground.map { Shading(.paint($0)) } ?? .foreground, measure: recorder.services.measure)
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard recorder.finite([point.x, point.y], "draw(_:at:)") else { return }
        let size = CGSize(width: text.metrics.width, height: text.metrics.lineHeight)
        let top = point.y - anchor.y * size.height
        drawLines([text.string], of: text, x: point.x - anchor.x * size.width, baseline: top + text.firstBaseline(in: size))
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard recorder.finite([rect.minX, rect.minY, rect.width, rect.height], "draw(_:in:)") else { return }
        drawLines(text.lines(in: rect.width), of: text, x: rect.minX, baseline: rect.minY + text.firstBaseline(in: rect.size))
    }

    private func drawLines(_ lines: [String], of text: ResolvedText, x: Double, baseline: Double) {
        let drawn = CanvasText(
            lines: lines, font: text.font, weight: text.weight, isItalic: text.isItalic,
            lineHeight: text.metrics.lineHeight, shading: text.shading.value)
        recorder.append(.text(drawn, x: x, y: baseline, state))
    }

    // MARK: Images

    public func resolve(_ image: Image) -> ResolvedImage {
        var content = image.content
        var size = CGSize.zero, baseline = 0.0
        if case .symbol(let name) = content.source {
            let named = symbolName(name, variants: environment.symbolVariants.names)
            content.source = .symbol(named)
            content.scale = environment.imageScale.symbolScale
            // The box its icon inks, in proportion to the font's size (`SymbolInk`).
            let fontSize = recorder.services.measure("", environment.font, nil).fontSize
            let ems = SymbolInk.box(named: named).size(scale: content.scale)
            size = CGSize(width: fontSize * ems.width, height: fontSize * ems.height)
            // Its middle 0.375 em above the baseline, as inside text.
            baseline = size.height / 2 + 0.375 * fontSize
        } else {
            recorder.reportOnce(.warning, "the size of an asset image is not known to a Canvas; \"\(image.content.label ?? "")\" is drawn in the rectangle given")
        }
        return ResolvedImage(content: content, size: size, baseline: baseline, shading: nil)
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard recorder.finite([rect.minX, rect.minY, rect.width, rect.height], "draw(_:in:)") else { return }
        recorder.append(.image(image.content, x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, shading: image.shading?.value, state))
    }

    // MARK: Symbols

    /// The canvas's symbol view tagged `id`, nil if none is.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let index = recorder.symbolTags.firstIndex(of: ViewTag(id)) else { return nil }
        let size = index < recorder.services.symbolSizes.count ? recorder.services.symbolSizes[index] : LayoutSize(width: 0, height: 0)
        return ResolvedSymbol(index: index, size: CGSize(width: size.width, height: size.height))
    }

    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, in: CGRect(origin: origin, size: symbol.size))
    }

    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard recorder.finite([rect.minX, rect.minY, rect.width, rect.height], "draw(_:in:)") else { return }
        recorder.append(.symbol(index: symbol.index, x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, state))
    }
}

#if !canImport(CoreGraphics)
/// Core Graphics' drawing context, which a page has none of: `withCGContext` never calls its closure.
nonisolated public final class CGContext {
    private init() {}
}
#endif

/// The recording a context and its copies draw into, with what the layout stage lent it.
/// One renderer run uses it, on one thread (hence unchecked Sendable).
nonisolated final class CanvasRecorder: @unchecked Sendable {
    let size: CGSize
    let services: CanvasServices
    let symbolTags: [ViewTag?]
    let site: CallSite
    var commands: [CanvasCommand] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []

    init(size: CGSize, services: CanvasServices, symbolTags: [ViewTag?], site: CallSite) {
        self.size = size
        self.services = services
        self.symbolTags = symbolTags
        self.site = site
    }

    func append(_ command: CanvasCommand) {
        if case .layer = command {} else if !command.state.transform.allSatisfy(\.isFinite) {
            reportOnce(.error, "Canvas: the context's transform is not finite (NaN or infinity); drawing with it is left out")
            return
        }
        commands.append(command)
    }

    /// What `content` draws into a fresh layer starting from `context`'s transform.
    func layer(of context: GraphicsContext, _ content: (inout GraphicsContext) throws -> Void) rethrows -> [CanvasCommand] {
        let saved = commands
        commands = []
        defer { commands = saved }
        var inner = GraphicsContext(recorder: self, environment: context.environment)
        inner.state.transform = context.state.transform
        try content(&inner)
        return commands
    }

    /// SVG has no conic gradient: the page draws one as a radial gradient of its colours, and says so.
    func noteShading(_ shading: GraphicsContext.Shading) {
        if case .conic = shading.value {
            reportOnce(.warning, "GraphicsContext.Shading.conicGradient has no SVG equivalent; it is drawn as a radial gradient of its colours")
        }
    }

    func reportOnce(_ severity: Diagnostic.Severity, _ message: String) {
        guard reported.insert(message).inserted else { return }
        diagnostics.append(Diagnostic(severity, message, at: site))
    }

    /// The path's elements, or nil (reported) when a coordinate is NaN or infinite.
    func checked(_ path: Path, _ operation: String) -> [PathElement]? {
        let elements = path.elements.map(\.treeElement)
        guard path.elements.allSatisfy({ $0.isFinite }) else {
            reportOnce(.error, "Canvas: \(operation) was given a coordinate that is not a finite number (NaN or infinity); that drawing is left out")
            return nil
        }
        return elements
    }

    func finite(_ values: [CGFloat], _ operation: String) -> Bool {
        guard values.allSatisfy(\.isFinite) else {
            reportOnce(.error, "Canvas: \(operation) was given a coordinate that is not a finite number (NaN or infinity); that drawing is left out")
            return false
        }
        return true
    }
}
