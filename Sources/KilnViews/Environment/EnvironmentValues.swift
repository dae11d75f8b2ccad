import Foundation
import KilnTree

/// A key for a value in the environment, as in SwiftUI.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values that flow down the view tree, as in SwiftUI. Values a page can show (font, text
/// alignment, line limit) also reach the tree, where the layout pass maps them to CSS inheritance.
nonisolated public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrapped first: a missing value cast to an optional `Value` would be `.some(nil)`,
            // hiding a default such as `horizontalSizeClass`'s `.regular`.
            if let stored = values[ObjectIdentifier(key)], let value = stored as? Key.Value { return value }
            return Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a value was set for `key` (rather than its default showing through).
    func isSet<Key: EnvironmentKey>(_ key: Key.Type) -> Bool { values[ObjectIdentifier(key)] != nil }

    /// Objects set with `environmentObject(_:)`, by type.
    subscript<Object: AnyObject>(object type: Object.Type) -> Object? {
        get { values[ObjectIdentifier(type)] as? Object }
        set { values[ObjectIdentifier(type)] = newValue }
    }
}

/// Light or dark appearance. A static page carries both; the environment value is `.light`.
nonisolated public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

nonisolated private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
nonisolated private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
// Made once: read for every formatted value, a new `Locale` took Foundation's locale cache lock each time.
nonisolated private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
nonisolated private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
nonisolated private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
nonisolated private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

nonisolated extension EnvironmentValues {
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The tree modifiers that show how `self` differs from `old` on the page.
    func visibleChanges(since old: EnvironmentValues) -> [NodeModifier] {
        var changes: [NodeModifier] = []
        if font != old.font { changes.append(.font(font ?? .body)) }
        if multilineTextAlignment != old.multilineTextAlignment {
            changes.append(.textAlignment(multilineTextAlignment))
        }
        if lineLimit != old.lineLimit { changes.append(.lineLimit(lineLimit)) }
        return changes
    }
}
