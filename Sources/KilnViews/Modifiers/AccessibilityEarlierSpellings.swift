import KilnTree

// SwiftUI 1's `accessibility(label:)` family, which apps written for it still use (deprecated
// in SwiftUI, not removed): each is the modifier that replaced it.
nonisolated extension View {
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    public func accessibility(value: Text) -> some View {
        accessibilityValue(value)
    }

    public func accessibility(hint: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        accessibilityHint(hint, fileID: fileID, line: line)
    }

    public func accessibility(hidden: Bool) -> some View {
        accessibilityHidden(hidden)
    }

    public func accessibility(identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }

    public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
        accessibilityAddTraits(traits)
    }

    public func accessibility(removeTraits traits: AccessibilityTraits, fileID: String = #fileID, line: Int = #line) -> some View {
        accessibilityRemoveTraits(traits, fileID: fileID, line: line)
    }

    public func accessibility(sortPriority: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        accessibilitySortPriority(sortPriority, fileID: fileID, line: line)
    }
}
