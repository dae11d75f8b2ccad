import KilnTree

/// Builds views from closures, as SwiftUI's `@ViewBuilder`: blocks of any size, `if`/`else`,
/// `if let`, `switch` and availability checks.
@resultBuilder
nonisolated public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    // Inlinable, as SwiftUI's: made in the caller's module for its concrete views, the tuple's
    // type is known there; made here, it was looked up at run time (a locked table) each time a
    // block was built. Blocks of up to ten views, as SwiftUI's blocks were before parameter
    // packs, take each view as a parameter of its own: those are moved into the tuple, where a
    // pack's elements are copied even when `consuming` (each text's fields retained, then the
    // block's own released: twelve reference counts changed for each row of a list whose rows
    // hold two texts). Longer blocks take the pack.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<repeat each Content> {
        TupleView((repeat each content))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1) -> TupleView<C0, C1> {
        TupleView((c0, c1))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2) -> TupleView<C0, C1, C2> {
        TupleView((c0, c1, c2))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3) -> TupleView<C0, C1, C2, C3> {
        TupleView((c0, c1, c2, c3))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4) -> TupleView<C0, C1, C2, C3, C4> {
        TupleView((c0, c1, c2, c3, c4))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5) -> TupleView<C0, C1, C2, C3, C4, C5> {
        TupleView((c0, c1, c2, c3, c4, c5))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6) -> TupleView<C0, C1, C2, C3, C4, C5, C6> {
        TupleView((c0, c1, c2, c3, c4, c5, c6))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7) -> TupleView<C0, C1, C2, C3, C4, C5, C6, C7> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8) -> TupleView<C0, C1, C2, C3, C4, C5, C6, C7, C8> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9) -> TupleView<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// A fixed list of views, built by `ViewBuilder` blocks of two or more statements.
nonisolated public struct TupleView<each Content: View>: View {
    public var value: (repeat each Content)

    @inlinable
    public init(_ value: (repeat each Content)) {
        self.value = value
    }

    public typealias Body = Never

    @inline(__always)
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        withUnsafePointer(to: view) { _lower(at: $0, into: &nodes, context: context) }
    }

    /// Lowers each view where it lies in the tuple (its only stored property, which starts where
    /// the view starts), each through `_lower(at:)`: copied, a block's texts and stacks were
    /// retained and released. Iterating `value` copied the whole tuple, then each view again,
    /// and looked the tuple's type up at run time (a locked table) for every block lowered; a
    /// tuple's elements lie in order, each at the next offset its type's alignment allows, so
    /// they are found by their types alone. Inlined into its witness, which has the tuple
    /// view's type at hand: called on its own, it looked that type up.
    @inline(__always)
    public static func _lower(at view: UnsafePointer<Self>, into nodes: inout [_Node], context: _LoweringContext) {
        let start = UnsafeRawPointer(view)
        var end = 0
        for type in repeat (each Content).self {
            end = lowerElement(type, in: start, after: end, into: &nodes, context: context)
        }
    }

    /// Lowers the element of type `V` that follows the tuple's first `end` bytes; returns where it ends.
    private static func lowerElement<V: View>(
        _ type: V.Type, in tuple: UnsafeRawPointer, after end: Int, into nodes: inout [_Node], context: _LoweringContext
    ) -> Int {
        let alignment = MemoryLayout<V>.alignment
        let offset = (end + alignment - 1) & ~(alignment - 1)
        V._lower(at: (tuple + offset).assumingMemoryBound(to: V.self), into: &nodes, context: context)
        return offset + MemoryLayout<V>.size
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a `ViewBuilder`.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        // Each branch is a scope of its own: what follows keeps its identity when the branch changes.
        switch view.storage {
        case .trueContent(let content): context.inNextScope(variant: 1) { lower(content, into: &nodes, context: context) }
        case .falseContent(let content): context.inNextScope(variant: 2) { lower(content, into: &nodes, context: context) }
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        context.inNextScope { if let view { lower(view, into: &nodes, context: context) } }
    }
}
