import KilnTree

/// The first of its views that fits the space offered along `axes`, each measured at its ideal
/// size; the last when none does. Kiln measures the candidates at build time and lets the page
/// switch between them by the width it is given.
nonisolated public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    let source: CallSite

    public init(
        in axes: Axis.Set = [.horizontal, .vertical], fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = content()
        source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let kind = Node.Kind.viewThatFits(horizontal: view.axes.contains(.horizontal), vertical: view.axes.contains(.vertical))
        nodes.append(Node(kind, children: lowered(view.content, context: context), source: view.source))
    }
}
