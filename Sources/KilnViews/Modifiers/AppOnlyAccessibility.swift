import KilnTree

// Accessibility modifiers that act on a running app's accessibility tree: actions, adjustments,
// sort order and voice input have nothing to map to in a static page's markup. They compile and
// the page says once that it leaves them out.

nonisolated extension View {
    public func accessibilityHint(_ hint: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("accessibilityHint", fileID: fileID, line: line)
    }

    public func accessibilityHint(_ hint: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("accessibilityHint", fileID: fileID, line: line)
    }

    public func accessibilityAction(
        _ kind: AccessibilityActionKind = .default, fileID: String = #fileID, line: Int = #line, _ handler: @escaping () -> Void
    ) -> some View {
        appOnly("accessibilityAction", fileID: fileID, line: line)
    }

    public func accessibilityAction(
        named name: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, _ handler: @escaping () -> Void
    ) -> some View {
        appOnly("accessibilityAction", fileID: fileID, line: line)
    }

    public func accessibilityAdjustableAction(
        fileID: String = #fileID, line: Int = #line, _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        appOnly("accessibilityAdjustableAction", fileID: fileID, line: line)
    }

    public func accessibilitySortPriority(_ priority: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("accessibilitySortPriority", fileID: fileID, line: line)
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("accessibilityRemoveTraits", fileID: fileID, line: line)
    }

    public func accessibilityInputLabels(_ labels: [Text], fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("accessibilityInputLabels", fileID: fileID, line: line)
    }

    public func accessibilityShowsLargeContentViewer(fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("accessibilityShowsLargeContentViewer", fileID: fileID, line: line)
    }
}

/// The kind of an accessibility action, as in SwiftUI.
nonisolated public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public init(named name: Text) { self.name = name.plainText }
    private init(_ name: String) { self.name = name }
    public static let `default` = AccessibilityActionKind("default")
    public static let escape = AccessibilityActionKind("escape")
    public static let magicTap = AccessibilityActionKind("magicTap")
    public static let delete = AccessibilityActionKind("delete")
    public static let showMenu = AccessibilityActionKind("showMenu")
}

/// Which way an adjustable element is asked to move, as in SwiftUI.
nonisolated public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}
