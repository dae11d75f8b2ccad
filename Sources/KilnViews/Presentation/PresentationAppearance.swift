import Foundation
import KilnTree

// How a presentation sizes itself, drags, adapts and dismisses: these shape a sheet in a
// running app. A page draws every sheet one way and closes it with its close button, so they
// compile and the build reports each once per page.
nonisolated extension View {
    public func presentationDetents(_ detents: Set<PresentationDetent>, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("presentationDetents", fileID: fileID, line: line)
    }

    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        appOnly("presentationDetents", fileID: fileID, line: line)
    }

    public func presentationDragIndicator(_ visibility: Visibility, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("presentationDragIndicator", fileID: fileID, line: line)
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
