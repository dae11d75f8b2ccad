import KilnTree

/// A reusable change to a view, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` receives as `content`: stands for the modified view.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let lowerContent: (inout [Node], LoweringContext) -> Void
    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        view.lowerContent(&nodes, context)
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public var content: Content
    public var modifier: Modifier
    /// Where `modifier(_:)` was called, for what a geometry effect reports.
    var site: CallSite?

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let content = view.content
        if Modifier.Body.self == Never.self, let effect = view.modifier as? any GeometryEffect {
            effect.lowerEffect(content: content, into: &nodes, context: context, site: view.site)
            return
        }
        let placeholder = _ViewModifier_Content<Modifier> { nodes, context in
            lower(content, into: &nodes, context: context)
        }
        lower(runAsMainActor((view.modifier, placeholder)) { $0.body(content: $1) }, into: &nodes, context: context)
    }
}

nonisolated extension View {
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier, fileID: String = #fileID, line: Int = #line) -> ModifiedContent<Self, Modifier> {
        var modified = ModifiedContent(content: self, modifier: modifier)
        modified.site = CallSite(fileID: fileID, line: line)
        return modified
    }
}

/// A built-in modifier: appends one tree modifier to each view of its content, after
/// reporting what was wrong with its arguments.
nonisolated struct NodeModifierView<Content: View>: View {
    /// First: lowered where it lies (`wrappedContent(of:as:)`).
    let content: Content
    /// The modifier, read only where `applies`. Not a `NodeModifier?`: this generic view is
    /// copied through value witnesses, and an optional's read its tag and copied its payload
    /// through `Optional`'s, then the enum's (1.4 % of the site benchmark's page).
    private let modifier: NodeModifier
    private let applies: Bool
    private let problems: [Diagnostic]

    init(content: Content, modifier: NodeModifier, problems: [Diagnostic]) {
        self.content = content
        self.modifier = modifier
        applies = true
        self.problems = problems
    }

    /// Only reports `problems`: the content is left as it is.
    init(content: Content, problems: [Diagnostic]) {
        self.content = content
        modifier = .hidden
        applies = false
        self.problems = problems
    }

    typealias Body = Never

    /// Inlined into its witness, which has this view's type at hand: called on its own, it
    /// looked the type up at run time (a locked table) to find the fields after `content`.
    @inline(__always)
    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        lowerModified(view.problems, view.applies ? view.modifier : nil, into: &nodes, context: context) { nodes in
            lower(view.content, into: &nodes, context: context)
        }
    }

    /// Read where the view lies, as in a block: a block's modified views were copied to be
    /// lowered, and every view in them with them. (Borrowed, above, the content is read where it lies.)
    @inline(__always)
    static func _lower(at view: UnsafePointer<Self>, into nodes: inout [_Node], context: _LoweringContext) {
        lowerModified(view.pointee.problems, view.pointee.applies ? view.pointee.modifier : nil, into: &nodes, context: context) { nodes in
            Content._lower(at: wrappedContent(of: view, as: Content.self), into: &nodes, context: context)
        }
    }

    @inline(__always)
    private static func lowerModified(
        _ problems: [Diagnostic], _ modifier: NodeModifier?, into nodes: inout [_Node], context: _LoweringContext, content: (inout [_Node]) -> Void
    ) {
        for problem in problems { context.report(problem.severity, problem.message, at: problem.source) }
        let start = nodes.count
        if case .padding(let insets)? = modifier {
            context.lowerPadded(insets) { content(&nodes) }
        } else {
            content(&nodes)
        }
        guard let modifier else { return }
        for index in start..<nodes.count { nodes[index].modifiers.append(modifier) }
    }
}

nonisolated extension View {
    /// The content with `modifier` on each of its views; nil leaves it unchanged but for `problems`.
    func modified(_ modifier: NodeModifier?, problems: [Diagnostic] = []) -> NodeModifierView<Self> {
        guard let modifier else { return NodeModifierView(content: self, problems: problems) }
        return NodeModifierView(content: self, modifier: modifier, problems: problems)
    }
}
