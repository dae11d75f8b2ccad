import KilnTree

/// Not API: where a page stands in its scene's navigation — the values pushed onto its stacks
/// and the rows selected in its sidebars and tab views, in the order they were reached. The
/// site generator makes one page per state it discovers, starting from the empty state.
nonisolated package struct NavigationState: @unchecked Sendable {
    package private(set) var steps: [NavigationStep] = []

    package init() {}

    /// The state reached by following `target` from this page: a push keeps what led to its
    /// stack's top and adds the value; a selection replaces the container's selection and
    /// drops what depended on it.
    package func following(_ target: NavigationTarget) -> NavigationState {
        var next = self
        if target.isPush {
            // A stack's pushed view covers its root, and so the root's page of a long list: the
            // destination has one URL whichever page linked to it.
            while let last = next.steps.last, case .page = last.action { next.steps.removeLast() }
            if let last = steps.lastIndex(where: { $0.scope == target.scope }) { next.steps.removeSubrange((last + 1)...) }
        } else if let first = steps.firstIndex(where: { $0.scope == target.scope }) {
            next.steps.removeSubrange(first...)
        }
        if let step = target.step { next.steps.append(step) }
        return next
    }

    /// The page's path below its scene's: each step adds its segments, except that a push onto
    /// the stack the previous step pushed onto replaces that step's, so a value has one URL
    /// however it was reached.
    package var pathSegments: [String] {
        var segments: [String] = []
        var previous: NavigationStep?
        for step in steps {
            if let previous, previous.isPush, step.isPush, previous.scope == step.scope {
                segments.removeLast(previous.path.count)
            }
            segments += step.path
            previous = step
        }
        return segments
    }

    /// The states of the pages on the way back to where this page's navigation started: the
    /// stack's root and the values pushed before this one, or the split view's own page.
    package var trail: [NavigationState] {
        guard let last = steps.last else { return [] }
        var start = steps.count - 1
        if last.isPush {
            while start > 0, steps[start - 1].isPush, steps[start - 1].scope == last.scope { start -= 1 }
        }
        return (start..<steps.count).map { end in
            var state = self
            state.steps.removeSubrange(end...)
            return state
        }
    }

    /// The state before the first step in `scope`: the page where that container starts.
    package func start(of scope: String) -> NavigationState {
        var state = self
        if let first = steps.firstIndex(where: { $0.scope == scope }) { state.steps.removeSubrange(first...) }
        return state
    }

    /// The steps in `scope` on this page.
    func steps(in scope: String) -> [NavigationStep] {
        steps.filter { $0.scope == scope }
    }
}

/// One move in a scene's navigation: a value or view pushed onto a stack, or a row selected.
nonisolated package struct NavigationStep: @unchecked Sendable {
    /// The container the step happens in, named the same way on every page of the scene.
    package let scope: String
    /// The step's part of the page's path (`["food-item", "doughnut"]`).
    package internal(set) var path: [String]
    let action: Action

    enum Action {
        /// Shows a destination on top of a stack.
        case push(PushedDestination)
        /// Selects the row with this tag (or the tab).
        case select(ViewTag)
        /// Shows this page (from 2) of a `Paginated` collection.
        case page(Int)
    }

    package var isPush: Bool {
        if case .push = action { return true }
        return false
    }
}

/// A view pushed onto a stack, with the destinations its stack knew when it was pushed so that
/// the view's own links resolve as they would in the app.
nonisolated struct PushedDestination {
    let render: (LoweringContext) -> [Node]
    let destinations: [ObjectIdentifier: NavigationDestination]
}

/// Not API: a page a link on this page leads to, found while lowering.
nonisolated package struct NavigationTarget: @unchecked Sendable {
    /// The container the link navigates in.
    package let scope: String
    /// What following the link does; nil to return to the container's first state (a selection
    /// that is the initial one).
    package internal(set) var step: NavigationStep?
    /// The page's title when its view names none: the value's name or the link's text.
    package let title: String
    /// What the page shows (a value, or a view's description): two targets with the same path
    /// and different identities collide.
    package let identity: AnyHashable
    /// Where the link (or the value's container) was made.
    package let source: CallSite?
    /// True where the path is not the destination's own name — a view-based link's label, a
    /// value's derived name — so it is numbered when another page has it.
    package let mayBeNumbered: Bool

    package var isPush: Bool { step?.isPush ?? false }

    /// The target with its last path segment numbered (`moon-cake-2`), for links whose labels
    /// or derived names read the same.
    package func numbered(_ number: Int) -> NavigationTarget {
        var copy = self
        if var step = copy.step, let last = step.path.last {
            step.path[step.path.count - 1] = "\(last)-\(number)"
            copy.step = step
        }
        return copy
    }
}

/// Not API: a page as lowering leaves it — its nodes, the problems found, the pages its links
/// lead to (a `.page(n)` link destination is a position in `targets`) and its navigation title.
nonisolated package struct LoweredPage: @unchecked Sendable {
    package var nodes: [Node]
    package var diagnostics: [Diagnostic]
    /// nil where a link could not be resolved (its error is among the diagnostics).
    package var targets: [NavigationTarget?]
    /// The title of the navigation container showing this page's last step, or of the first
    /// container on a page without steps.
    package var title: String?
    /// What its `pageMetadata` modifiers said.
    package var metadata: PageMetadata
    /// The views whose state reacts on the page (the islands written with their states).
    package var stateIslands: [StateIslandSummary] = []
    /// Whether its lowering read the site's documents (`@Documents`, links between documents).
    package var readsContent = false

    package init(nodes: [Node] = [], diagnostics: [Diagnostic] = [], targets: [NavigationTarget?] = [], title: String? = nil, metadata: PageMetadata = PageMetadata()) {
        self.nodes = nodes
        self.diagnostics = diagnostics
        self.targets = targets
        self.title = title
        self.metadata = metadata
    }
}
