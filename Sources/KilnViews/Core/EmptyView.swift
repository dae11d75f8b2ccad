import KilnTree

/// A view that shows nothing.
nonisolated public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {}
}
