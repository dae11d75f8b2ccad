import Foundation
import KilnTree

// What a page cannot know about the device or the person reading it: the environment holds
// SwiftUI's defaults, so code that reads them compiles and takes its ordinary path.

/// The size of text the reader chose; the page's CSS follows the browser's instead.
nonisolated public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Whether the screen's space is compact or regular.
nonisolated public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// Whether the reader asked for more contrast.
nonisolated public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable { case standard, increased }

/// Whether a scene is in front of the reader.
nonisolated public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }

/// Opens a URL; a page's links do that, so calling it at build time does nothing.
nonisolated public struct OpenURLAction: Sendable {
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    init() {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }

    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }
}

/// Asks for an App Store review; a page has none to ask for.
nonisolated public struct RequestReviewAction: Sendable {
    public func callAsFunction() {}
}

nonisolated private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
nonisolated private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
nonisolated private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
nonisolated private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
nonisolated private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
nonisolated private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

nonisolated extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Compact or regular by the reader's viewport: a view that reads it unset is lowered once
    /// per class and the browser shows the rendering for its width (compact below 700 px).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { sizeClass(HorizontalSizeClassKey.self, .horizontal) }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// Compact or regular by the reader's viewport: compact below 500 px of height (a phone on
    /// its side), as `horizontalSizeClass` by width.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { sizeClass(VerticalSizeClassKey.self, .vertical) }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// A size class as set, or, where none is set, the default, noting that lowering read it open.
    private func sizeClass<Key: EnvironmentKey>(_ key: Key.Type, _ axis: SizeClassAxis) -> Key.Value {
        if !isSet(key) { LoweringContext.current?.noteOpenSizeClassRead(axis) }
        return self[key]
    }
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    public var openURL: OpenURLAction { OpenURLAction() }
    public var requestReview: RequestReviewAction { RequestReviewAction() }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    public var accessibilityEnabled: Bool { false }
}

nonisolated extension View {
    /// Limits the text sizes a view follows; the page's text follows the browser's settings.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
}
