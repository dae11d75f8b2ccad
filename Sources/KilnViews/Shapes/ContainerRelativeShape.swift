import Foundation
import KilnTree

/// The shape of the nearest container that has one, as SwiftUI's `ContainerRelativeShape`
/// (there, a widget's or a `containerShape(_:)`'s): here the nearest enclosing
/// `containerShape(_:)`, `clipShape(_:)` or `background(_:in:)` shape, its corners made smaller
/// by the padding between that container and this shape, so nested corners stay concentric.
/// With no container above, a rectangle, as in SwiftUI.
nonisolated public struct ContainerRelativeShape: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path { PathSampling.path(of: _kind.value, in: rect) }

    public var _kind: _ShapeKind {
        guard let container = LoweringContext.current?.environment[ContainerShapeKey.self] else { return _ShapeKind(.rectangle) }
        return _ShapeKind(container.kind.insetOutline(by: container.inset))
    }
}

nonisolated extension ContainerRelativeShape: InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(kind: _kind.value.inset(by: Double(amount))) }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// The nearest container's shape and how far inside it the views being lowered are.
nonisolated struct ContainerShapeValue {
    var kind: ShapeKind
    /// The padding between the container's edge and here (the smallest of each padding's edges).
    var inset: Double
}

nonisolated enum ContainerShapeKey: EnvironmentKey {
    static let defaultValue: ContainerShapeValue? = nil
}

nonisolated extension View {
    /// The shape `ContainerRelativeShape` takes in this view's content; nothing is drawn or clipped.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        ContainerShapeModifierView(content: self, shape: shape) { _ in nil }
    }
}

/// A modifier made from a shape (`clipShape`, `background(_:in:)`, `containerShape`): the shape
/// is resolved where the modifier is lowered (a `ContainerRelativeShape` needs the environment
/// there), and becomes the container shape of the content.
nonisolated struct ContainerShapeModifierView<Content: View, S: Shape>: View {
    let content: Content
    let shape: S
    let modifier: (ShapeKind) -> NodeModifier?
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let kind = view.shape._kind.value
        let saved = context.environment
        context.environment[ContainerShapeKey.self] = ContainerShapeValue(kind: kind, inset: 0)
        let start = nodes.count
        lower(view.content, into: &nodes, context: context)
        context.environment = saved
        guard let modifier = view.modifier(kind) else { return }
        for index in start..<nodes.count { nodes[index].modifiers.append(modifier) }
    }
}

extension LoweringContext {
    /// Lowers content inside padding: a container shape's corners are that much further away.
    func lowerPadded(_ insets: EdgeInsets, _ lower: () -> Void) {
        guard var container = environment[ContainerShapeKey.self] else { return lower() }
        let saved = environment
        container.inset += Double(max(0, min(insets.top, insets.leading, insets.bottom, insets.trailing)))
        environment[ContainerShapeKey.self] = container
        lower()
        environment = saved
    }
}
