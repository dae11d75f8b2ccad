import KilnTree

// View modifiers that only mean something in a running app: they compile, do nothing, and the
// page says once that it leaves them out.

/// How a drawing group renders its colours.
nonisolated public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// Whether text can be selected.
public protocol TextSelectability {}
nonisolated public struct EnabledTextSelectability: TextSelectability { public init() {} }
nonisolated public struct DisabledTextSelectability: TextSelectability { public init() {} }
nonisolated extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
nonisolated extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// What a content shape applies to.
nonisolated public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

nonisolated extension View {
    public func drawingGroup(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        appOnly("drawingGroup", fileID: fileID, line: line)
    }

    public func textSelection<S: TextSelectability>(_ selectability: S, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("textSelection", fileID: fileID, line: line)
    }

    public func focusable(_ isFocusable: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("focusable", fileID: fileID, line: line)
    }

    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        appOnly("keyboardShortcut", fileID: fileID, line: line)
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut?, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("keyboardShortcut", fileID: fileID, line: line)
    }

    /// watchOS's quick action (a double pinch); a page has none.
    public func accessibilityQuickAction<Content: View>(
        style: AccessibilityQuickActionStyle, isActive: Binding<Bool>? = nil, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: () -> Content
    ) -> some View {
        appOnly("accessibilityQuickAction", fileID: fileID, line: line)
    }

    public func statusBar(hidden: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("statusBar", fileID: fileID, line: line)
    }
}

/// A key with its modifiers, as in SwiftUI: `.defaultAction` is Return, `.cancelAction` Escape.
nonisolated public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    public static let defaultAction = KeyboardShortcut("\r", modifiers: [])
    public static let cancelAction = KeyboardShortcut("\u{1B}", modifiers: [])
}

/// How a quick action is offered on watchOS.
nonisolated public enum AccessibilityQuickActionStyle: Hashable, Sendable {
    case outline, prompt
}
