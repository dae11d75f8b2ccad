import KilnTree

/// Where a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior`. On a page both
/// behaviors are CSS scroll snapping: the scroll view rests with a view of its
/// `scrollTargetLayout()` stack at its leading (or top) edge. Paging snaps to those views too,
/// which is a page each where they are as wide as the scroll view (`containerRelativeFrame`).
public protocol ScrollTargetBehavior {}

/// Comes to rest with a view at the scroll view's edge.
nonisolated public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one swipe may pass; the browser's own scrolling decides on a page.
    public struct LimitBehavior: Hashable, Sendable {
        let kind: Int
        public static let automatic = LimitBehavior(kind: 0)
        public static let always = LimitBehavior(kind: 1)
        public static let never = LimitBehavior(kind: 2)
        public static let alwaysByFew = LimitBehavior(kind: 3)
        public static let alwaysByOne = LimitBehavior(kind: 4)
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
}

/// Comes to rest a page at a time.
nonisolated public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}
}

nonisolated extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

nonisolated extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

nonisolated extension View {
    /// How the scroll views in this view come to rest: with a view of their
    /// `scrollTargetLayout()` stack at their edge (CSS scroll snapping).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modified(.scrollSnaps)
    }

    /// Makes this stack's views the places a snapping scroll view comes to rest at.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modified(isEnabled ? .scrollTargetLayout : nil)
    }
}
