import Foundation
import KilnTree

/// Children in a column, centred horizontally unless an alignment is given, 8 pt apart by default.
nonisolated public struct VStack<Content: View>: View {
    /// First: lowered where it lies (`wrappedContent(of:as:)`).
    let content: Content
    let alignment: HorizontalAlignment
    let spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    @inline(__always)  // into its witness, which has the stack's type at hand: no run-time look-up of it
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node.stack(view.alignment, view.spacing, children: lowered(view.content, context: context)))
    }

    /// Read where the stack lies, as in a block: a block's stacks were copied to be lowered,
    /// and every view in them with them. (Borrowed, above, the content is read where it lies.)
    @inline(__always)
    public static func _lower(at view: UnsafePointer<Self>, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node.stack(view.pointee.alignment, view.pointee.spacing, children: lowered(at: wrappedContent(of: view, as: Content.self), context: context)))
    }
}

/// Children in a row, centred vertically unless an alignment is given, 8 pt apart by default.
nonisolated public struct HStack<Content: View>: View {
    /// First: lowered where it lies (`wrappedContent(of:as:)`).
    let content: Content
    let alignment: VerticalAlignment
    let spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    @inline(__always)  // into its witness, which has the stack's type at hand: no run-time look-up of it
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node.stack(view.alignment, view.spacing, children: lowered(view.content, context: context)))
    }

    /// Read where the stack lies, its content too (see `VStack`).
    @inline(__always)
    public static func _lower(at view: UnsafePointer<Self>, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node.stack(view.pointee.alignment, view.pointee.spacing, children: lowered(at: wrappedContent(of: view, as: Content.self), context: context)))
    }
}

/// Children layered on top of each other, aligned in the stack's bounds.
nonisolated public struct ZStack<Content: View>: View {
    /// First: lowered where it lies (`wrappedContent(of:as:)`).
    let content: Content
    let alignment: Alignment

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.zstack(alignment: view.alignment), children: lowered(view.content, context: context)))
    }

    /// Read where the stack lies, its content too (see `VStack`).
    @inline(__always)
    public static func _lower(at view: UnsafePointer<Self>, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.zstack(alignment: view.pointee.alignment), children: lowered(at: wrappedContent(of: view, as: Content.self), context: context)))
    }
}

/// Flexible space along the axis of its stack, at least `minLength` long.
nonisolated public struct Spacer: View {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.spacer(minLength: view.minLength.map { max(0, Double($0)) })))
    }
}

/// A thin line across the axis of its stack.
nonisolated public struct Divider: View {
    public init() {}
    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.divider))
    }
}

// Outside the generic stacks: a static method of `VStack<Content>` is passed the stack's type,
// which, where the call is not inlined, was looked up at run time (a locked table).
private extension Node {
    static func stack(_ alignment: HorizontalAlignment, _ spacing: CGFloat?, children: [Node]) -> Node {
        Node(.vstack(alignment: alignment, spacing: spacing.map(Double.init)), children: children)
    }

    static func stack(_ alignment: VerticalAlignment, _ spacing: CGFloat?, children: [Node]) -> Node {
        Node(.hstack(alignment: alignment, spacing: spacing.map(Double.init)), children: children)
    }
}

/// The horizontal and vertical dimensions.
nonisolated public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A scrollable view of its content, as in SwiftUI.
nonisolated public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let children = lowered(view.content, context: context)
        // Several views in a scroll view stack along its axis, as SwiftUI's implicit stack does.
        let stack: Node.Kind =
            view.axes == .horizontal ? .hstack(alignment: .center, spacing: nil) : .vstack(alignment: .center, spacing: nil)
        let content = children.count == 1 ? children : [Node(stack, children: children)]
        let kind = Node.Kind.scrollView(horizontal: view.axes.contains(.horizontal), vertical: view.axes.contains(.vertical))
        nodes.append(Node(kind, children: content))
    }
}
