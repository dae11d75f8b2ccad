import Foundation
import KilnTree

/// A shape with its type erased, as SwiftUI's `AnyShape`: drawn as the shape it holds.
nonisolated public struct AnyShape: Shape {
    private let outline: (CGRect) -> Path
    private let kind: () -> _ShapeKind
    private let sizing: (ProposedViewSize) -> CGSize

    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        kind = { shape._kind }
        sizing = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
    public var _kind: _ShapeKind { kind() }
}
