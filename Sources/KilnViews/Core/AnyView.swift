import KilnTree

/// A type-erased view, for users; Kiln itself never erases.
nonisolated public struct AnyView: View {
    private let lowerContent: (inout [Node], LoweringContext) -> Void

    public init<V: View>(_ view: V) {
        lowerContent = { nodes, context in lower(view, into: &nodes, context: context) }
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        view.lowerContent(&nodes, context)
    }
}
