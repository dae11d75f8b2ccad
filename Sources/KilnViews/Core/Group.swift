import KilnTree

/// Groups views without a container of its own: modifiers on the group apply to each child.
nonisolated public struct Group<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        lower(view.content, into: &nodes, context: context)
    }
}
