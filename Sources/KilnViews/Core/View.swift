import KilnTree

/// A piece of user interface, as in SwiftUI: composite views describe themselves with `body`;
/// primitive views (with a `Never` body) lower themselves straight into tree nodes.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Not API: appends the nodes this view lowers to. The default evaluates `body`; primitive
    /// views implement it. A static requirement so that the compiler can specialise the walk.
    nonisolated static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext)

    /// Not API: lowers the view at `view`, read where it lies, as a block's views are. The
    /// default lowers a copy; a view whose copy retains its fields (`Text`) reads them in place.
    nonisolated static func _lower(at view: UnsafePointer<Self>, into nodes: inout [_Node], context: _LoweringContext)
}

nonisolated extension View {
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        // The views `body` makes, and their state, stand in this view's scope.
        context.inNextScope {
            context.lowerBody(of: view, into: &nodes)
        }
    }
}

nonisolated extension View {
    public static func _lower(at view: UnsafePointer<Self>, into nodes: inout [_Node], context: _LoweringContext) {
        _lower(view.pointee, into: &nodes, context: context)
    }
}

nonisolated extension View where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; it has no body")
    }
}

nonisolated extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public static func _lower(_ view: Never, into nodes: inout [_Node], context: _LoweringContext) {}
}

/// Lowers `view`, whatever its static type; for containers walking their children.
@inlinable
func lower<V: View>(_ view: V, into nodes: inout [_Node], context: _LoweringContext) {
    V._lower(view, into: &nodes, context: context)
}

/// Lowers `view` and gives each node it makes `modifier`, outside the modifiers they have.
func lower<V: View>(_ view: V, into nodes: inout [_Node], context: _LoweringContext, adding modifier: NodeModifier) {
    let start = nodes.count
    V._lower(view, into: &nodes, context: context)
    for index in start..<nodes.count { nodes[index].modifiers.append(modifier) }
}

/// Lowers the view at `view` into a fresh list, read where it lies.
func lowered<V: View>(at view: UnsafePointer<V>, context: LoweringContext) -> [Node] {
    var nodes: [Node] = []
    nodes.reserveCapacity(4)
    V._lower(at: view, into: &nodes, context: context)
    return nodes
}

/// The content of the wrapper view at `view`, where it lies. Only for views whose first stored
/// property is their `content`, which starts where they start (`ContentFirstTests` checks it).
func wrappedContent<Wrapper, Content>(of view: UnsafePointer<Wrapper>, as _: Content.Type) -> UnsafePointer<Content> {
    UnsafeRawPointer(view).assumingMemoryBound(to: Content.self)
}

/// Lowers `view` into a fresh list, for views that post-process their children.
func lowered<V: View>(_ view: V, context: LoweringContext) -> [Node] {
    // Room for a stack's usual few children at once, rather than growing 1, 2, 4.
    var nodes: [Node] = []
    nodes.reserveCapacity(4)
    V._lower(view, into: &nodes, context: context)
    return nodes
}
