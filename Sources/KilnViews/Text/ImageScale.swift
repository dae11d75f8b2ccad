import KilnTree

nonisolated extension Image {
    /// How large a symbol is drawn relative to its font, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        var symbolScale: SymbolScale {
            switch self {
            case .small: return .small
            case .medium: return .medium
            case .large: return .large
            }
        }
    }
}

nonisolated private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
nonisolated private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
nonisolated private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

nonisolated extension EnvironmentValues {
    /// The scale of the symbols below, set by `imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The variants added to the names of the symbols below, set by `symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How the symbols below colour their layers, set by `symbolRenderingMode(_:)`.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the symbols below at `scale` relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
