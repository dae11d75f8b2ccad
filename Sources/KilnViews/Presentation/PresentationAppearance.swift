import Foundation
import KilnTree

// How a presentation sizes itself, drags, adapts and dismisses. A sheet on a narrow page is as
// tall as its detent; the rest shape a sheet in a running app (a page draws every sheet one way
// and closes it by a click outside, Escape or its own buttons), so they compile and the build
// reports each once per page.
nonisolated extension View {
    /// The heights the enclosing sheet rests at; the page shows it at the smallest, as SwiftUI
    /// first presents it.
    public func presentationDetents(_ detents: Set<PresentationDetent>, fileID: String = #fileID, line: Int = #line) -> some View {
        // Sorted, so that the same set always writes the same page.
        DetentsView(content: self, detents: detents.map(\.sheetDetent).sorted { $0.order < $1.order })
    }

    /// The heights the enclosing sheet rests at; the page shows it at the selected one.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        DetentsView(content: self, detents: [selection.wrappedValue.sheetDetent])
    }

    /// Whether the enclosing sheet shows its drag indicator at its top edge.
    public func presentationDragIndicator(_ visibility: Visibility, fileID: String = #fileID, line: Int = #line) -> some View {
        DragIndicatorView(content: self, visibility: visibility)
    }

    public func presentationBackground<S: ShapeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("presentationBackground", fileID: fileID, line: line)
    }

    public func presentationBackground<V: View>(
        alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> V
    ) -> some View {
        appOnly("presentationBackground", fileID: fileID, line: line)
    }

    public func presentationCornerRadius(_ cornerRadius: CGFloat?, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("presentationCornerRadius", fileID: fileID, line: line)
    }

    public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        appOnly("presentationBackgroundInteraction", fileID: fileID, line: line)
    }

    public func presentationContentInteraction(
        _ behavior: PresentationContentInteraction, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        appOnly("presentationContentInteraction", fileID: fileID, line: line)
    }

    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("presentationCompactAdaptation", fileID: fileID, line: line)
    }

    public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        appOnly("presentationCompactAdaptation", fileID: fileID, line: line)
    }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("interactiveDismissDisabled", fileID: fileID, line: line)
    }
}

/// Lowers its content and tells the enclosing sheet its detents; an inner view's detents win,
/// as the innermost preference does in SwiftUI.
nonisolated struct DetentsView<Content: View>: View {
    let content: Content
    let detents: [SheetDetent]

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        lower(view.content, into: &nodes, context: context)
        let presentations = context.presentations
        if presentations.enclosing != nil && presentations.detents == nil { presentations.detents = view.detents }
    }
}

nonisolated struct DragIndicatorView<Content: View>: View {
    let content: Content
    let visibility: Visibility

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        lower(view.content, into: &nodes, context: context)
        let presentations = context.presentations
        if presentations.enclosing != nil && presentations.dragIndicator == nil { presentations.dragIndicator = view.visibility }
    }
}

/// A height a sheet can rest at, as in SwiftUI.
nonisolated public struct PresentationDetent: Hashable, Sendable {
    private enum Height: Hashable, Sendable {
        case medium, large, fraction(CGFloat), height(CGFloat)
    }

    private let height: Height

    public static let medium = PresentationDetent(height: .medium)
    public static let large = PresentationDetent(height: .large)

    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .fraction(fraction))
    }

    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .height(height))
    }

    var sheetDetent: SheetDetent {
        switch height {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(Double(fraction))
        case .height(let height): .height(Double(height))
        }
    }
}

nonisolated extension SheetDetent {
    /// A total order for writing detents deterministically: by kind, then by value.
    fileprivate var order: (Int, Double) {
        switch self {
        case .medium: (0, 0)
        case .large: (1, 0)
        case .fraction(let fraction): (2, fraction)
        case .height(let height): (3, height)
        }
    }
}

/// Whether the view behind a sheet takes input, as in SwiftUI.
nonisolated public struct PresentationBackgroundInteraction: Sendable {
    private enum Kind: Sendable {
        case automatic, disabled
        case enabled(upThrough: PresentationDetent?)
    }

    private let kind: Kind

    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)

    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
}

/// Whether scrolling a sheet's content resizes the sheet first, as in SwiftUI.
nonisolated public enum PresentationContentInteraction: Hashable, Sendable {
    case automatic, resizes, scrolls
}

/// What a presentation becomes in a compact size class, as in SwiftUI.
nonisolated public enum PresentationAdaptation: Hashable, Sendable {
    case automatic, none, popover, sheet, fullScreenCover
}
