import Foundation

// Preview modifiers configure the previewer; on a page they change nothing. Each keeps its value
// beside the view for `kiln serve`'s previews page, which names and sizes each preview by them.
nonisolated extension View {
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewTraitsView(content: self, traits: PreviewVariantTraits(name: value))
    }

    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewTraitsView(content: self, traits: PreviewVariantTraits(layout: value))
    }

    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewTraitsView(content: self, traits: PreviewVariantTraits(device: value))
    }

    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewTraitsView(content: self, traits: PreviewVariantTraits(orientation: value))
    }

    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
nonisolated public enum PreviewLayout: Equatable, Sendable {
    /// The preview fills the device's screen.
    case device
    /// The preview is as large as the view wants.
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview shows, named as Xcode names it (`"iPhone 15 Pro"`).
nonisolated public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral: String) {
        self.init(rawValue: stringLiteral)
    }
}

/// The orientation of a device's interface, as SwiftUI's `InterfaceOrientation`.
nonisolated public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

/// Context a preview is shown in (WidgetKit's `WidgetPreviewContext` is one), as SwiftUI's
/// `PreviewContext`.
nonisolated public protocol PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension PreviewContext {
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A key of a `PreviewContext`, with the value it has when the context does not set it.
nonisolated public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
