import KilnTree

/// A stack of views pushed by links, as SwiftUI's `NavigationStack`. On the web each view the
/// stack can show is a page: the root at the page holding the stack, each pushed value or view
/// at its own URL below it, with a trail back to the root.
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root
    /// The values of `NavigationStack(path:)`'s initial path, read when the page is lowered.
    let initialPath: () -> [NavigationValue]
    let source: CallSite

    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.initialPath = { [] }
        self.source = CallSite(fileID: fileID, line: line)
    }

    /// A stack whose path is a collection of values of one type; the initial values are pages, each reached from the one before.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, fileID: String = #fileID, line: Int = #line, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.root = root()
        self.initialPath = { path.wrappedValue.map { NavigationValue($0) } }
        self.source = CallSite(fileID: fileID, line: line)
    }

    /// A stack whose path holds values of any types.
    public init(path: Binding<NavigationPath>, fileID: String = #fileID, line: Int = #line, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.initialPath = { path.wrappedValue.values }
        self.source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let navigation = context.navigation
        let key = navigation.key("stack", at: view.source)
        let pushes = navigation.state.steps(in: key)
        let scope = NavigationScope(key: key, parent: navigation.scope, pushKey: key, destinations: DestinationTable())
        let content = context.lower(inColumn: nil) {
            context.lower(in: scope) {
                let path = view.initialPath()
                // The next value of the initial path is a page reached from this one.
                if pushes.count < path.count, zip(pushes, path).allSatisfy({ $0.path == $1.path }) {
                    scope.pending.append(PendingLink(target: navigation.reserveTarget(), destination: .value(path[pushes.count]), source: view.source))
                }
                if case .push(let top)? = pushes.last?.action {
                    scope.destinations.byType = top.destinations
                    return top.render(context)
                }
                return lowered(view.root, context: context)
            }
        }
        if !pushes.isEmpty, navigation.state.steps.last?.scope == key {
            navigation.takeTitle(scope.title)
        } else {
            navigation.offerTitle(scope.title)
        }
        let bar = NavigationBar(role: .stack, title: scope.title, toolbarItemCount: scope.toolbar.count, trail: pushes.isEmpty ? .hidden : .shown, titleIsInline: scope.titleIsInline ?? false)
        nodes.append(Node(.navigationColumn(bar), children: scope.toolbar + content, source: view.source))
    }
}

/// The deprecated `NavigationView`: a stack.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    let source: CallSite

    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.source = CallSite(fileID: fileID, line: line)
    }

    public var body: some View {
        NavigationStack(fileID: source.fileID, line: source.line) { content }
    }
}

/// A list of values of any types, as SwiftUI's `NavigationPath`.
nonisolated public struct NavigationPath {
    var values: [NavigationValue] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        values = elements.map { NavigationValue($0) }
    }

    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        values.append(NavigationValue(value))
    }

    public mutating func removeLast(_ count: Int = 1) {
        values.removeLast(count)
    }
}
