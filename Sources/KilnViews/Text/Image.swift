import Foundation
import KilnTree

/// An image from the package's assets or an SF Symbol name, as SwiftUI's `Image`.
/// Its accessibility label is the asset's name, as in SwiftUI, unless it is decorative.
nonisolated public struct Image: View, Hashable {
    var content: ImageContent
    /// Where an asset image was created, for a missing-asset error.
    var site: CallSite?
    /// A placeholder for a bitmap made in memory (`Image(_:scale:label:)` of a `CGImage`).
    var isBitmapPlaceholder = false

    public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        content = ImageContent(source: .asset(name), label: name)
        site = CallSite(fileID: fileID, line: line)
    }

    public init(_ name: String, bundle: Bundle? = nil, label: Text, fileID: String = #fileID, line: Int = #line) {
        content = ImageContent(source: .asset(name), label: label.plainText)
        site = CallSite(fileID: fileID, line: line)
    }

    /// An image that assistive technology skips (`alt=""`).
    public init(decorative name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        content = ImageContent(source: .asset(name), label: nil)
        site = CallSite(fileID: fileID, line: line)
    }

    /// An SF Symbol, drawn with the open icon its name maps to and labelled with the name's
    /// words ("envelope.open" → "Envelope open"); a name with no icon shows a neutral glyph.
    public init(systemName: String, fileID: String = #fileID, line: Int = #line) {
        content = ImageContent(source: .symbol(systemName), label: symbolSpokenLabel(systemName))
        site = CallSite(fileID: fileID, line: line)
    }

    /// Lets the image scale to the frame it is given.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.content.isResizable = true
        return copy
    }

    /// Compiles for SwiftUI source compatibility; a page shows the image's own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// Colours a symbol's layers as `mode` says (SwiftUI's `Image` modifier).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.content.rendering = mode?.rendering
        return copy
    }

    /// Compiles for SwiftUI source compatibility; the browser picks the interpolation.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Compiles for SwiftUI source compatibility; the browser always smooths an image's edges.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        if view.isBitmapPlaceholder, let site = view.site {
            context.reportOnce("an image of a CGImage is not drawn on a page: a placeholder stands for it", key: "CGImage", at: site)
        }
        var content = view.content
        if case .symbol(let name) = content.source {
            content.source = .symbol(symbolName(name, variants: context.environment.symbolVariants.names))
            content.scale = context.environment.imageScale.symbolScale
            content.rendering = content.rendering ?? context.environment.symbolRenderingMode?.rendering
        }
        nodes.append(Node(.image(content), source: view.site))
    }
}

/// SF Symbol variants (`.circle.fill`, …), added to the names of the symbols below
/// `symbolVariant(_:)` as SF Symbols writes them ("bell" with `.fill.slash` → "bell.slash.fill").
nonisolated public struct SymbolVariants: Hashable, Sendable {
    let names: [String]

    public static let none = SymbolVariants(names: [])
    public static let circle = SymbolVariants(names: ["circle"])
    public static let square = SymbolVariants(names: ["square"])
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    public static let fill = SymbolVariants(names: ["fill"])
    public static let slash = SymbolVariants(names: ["slash"])

    public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
    public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
    public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
    public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }
}

/// How SF Symbols colour their layers: monochrome draws every layer in the foreground and cuts
/// a filled enclosure's glyph out of it; hierarchical draws the secondary layer (a `.circle`
/// form's enclosure) fainter; palette colours the layers with the foreground's styles in turn.
/// The open icons have no colours of their own, so multicolor draws as palette.
nonisolated public struct SymbolRenderingMode: Hashable, Sendable {
    let rendering: SymbolRendering
    public static let monochrome = SymbolRenderingMode(rendering: .monochrome)
    public static let multicolor = SymbolRenderingMode(rendering: .multicolor)
    public static let hierarchical = SymbolRenderingMode(rendering: .hierarchical)
    public static let palette = SymbolRenderingMode(rendering: .palette)
}

nonisolated extension View {
    /// Draws the symbols below with `variant` added to their names and to the variants set
    /// above (`.fill` on a stack and `.circle` on one of its symbols draw `.circle.fill`, as in
    /// SwiftUI); `.none` clears them.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { variants in
            variants = variant == .none ? .none : SymbolVariants(names: variants.names + variant.names)
        }
    }

    /// Colours the layers of the symbols below as `mode` says; nil lets their foreground decide.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

nonisolated extension Text {
    /// The characters of the text without styling, for labels and alt text.
    var plainText: String { runs.map(\.text).joined() }
}
