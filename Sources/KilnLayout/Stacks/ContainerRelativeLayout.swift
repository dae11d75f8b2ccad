import KilnTree

/// `containerRelativeFrame` in CSS: container query units of the nearest scroll view, which
/// is a size container for its width when a view inside sizes itself by it (`cqw`). Heights
/// use `cqh`, which with no container of fixed height is the viewport's: a page's scroll view
/// is the screen's height, as SwiftUI's full-screen scroll view is.
extension CSSValue {
    /// `fraction` of the container's length plus `offset` px, in `unit` (`cqw`, `cqh`).
    static func containerRelative(_ length: ContainerRelativeLength, unit: String) -> String {
        let share = number(length.fraction * 100) + unit
        guard length.offset != 0 else { return share }
        return "calc(\(share) \(length.offset < 0 ? "-" : "+") \(px(abs(length.offset))))"
    }
}

extension Node {
    /// Whether a view in this subtree, outside any nested scroll view, sizes itself by its container.
    var sizesToContainer: Bool {
        if modifiers.contains(where: { if case .containerRelativeFrame = $0 { true } else { false } }) { return true }
        if case .scrollView = kind { return false }
        return children.contains(where: \.sizesToContainer)
    }
}
