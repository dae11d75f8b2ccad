import KilnTree

// Size classes on the web. An app knows its size classes; a page does not: the same page is read
// on a phone and on a desktop. So a view whose code reads `horizontalSizeClass` (or
// `verticalSizeClass`) while no ancestor fixed it is lowered once per class, its whole subtree
// seeing the class it was lowered with, and the page holds both renderings in a
// `sizeClassSwitch` that the browser resolves by the viewport (see the layout's
// `SizeClassLayout`). Views that read no size class lower once, as before.

/// The size classes read, during one view's lowering, that the environment left open.
nonisolated struct SizeClassReads: OptionSet {
    let rawValue: UInt8
    static let horizontal = SizeClassReads(rawValue: 1)
    static let vertical = SizeClassReads(rawValue: 2)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ axis: SizeClassAxis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}

nonisolated extension SizeClassAxis {
    /// The environment value of this axis's size class.
    var environmentKeyPath: WritableKeyPath<EnvironmentValues, UserInterfaceSizeClass?> {
        self == .horizontal ? \.horizontalSizeClass : \.verticalSizeClass
    }
}

nonisolated extension LoweringContext {
    /// Notes that code of the view being lowered read a size class no ancestor fixed.
    func noteOpenSizeClassRead(_ axis: SizeClassAxis) {
        sizeClassReads.insert(SizeClassReads(axis))
    }

    /// Lowers `view`'s body (in the view's own scope): once per state where it owns state its
    /// controls change (see `StateIslands`), else as it stands.
    func lowerBody<V: View>(of view: V, into nodes: inout [Node]) {
        let storage = islands.ownedStorage(of: view)
        if storage.isEmpty {
            lowerBodyPerSizeClass(of: view, into: &nodes)
        } else {
            lowerIsland(view, storage: storage, into: &nodes)
        }
    }

    /// Lowers `view`'s body once per size class where the view's code reads one that is still
    /// open. The reads of views nested in it are theirs: each splits itself.
    func lowerBodyPerSizeClass<V: View>(of view: V, into nodes: inout [Node]) {
        let outerReads = sizeClassReads
        sizeClassReads = []
        let scope = identity
        let firstDiagnostic = diagnostics.count
        let body = runAsMainActor(view) { $0.body }
        if sizeClassReads.isEmpty {
            let marks = LoweringMarks(self, nodes: nodes.count)
            V.Body._lower(body, into: &nodes, context: self)
            if sizeClassReads.isEmpty {
                sizeClassReads = outerReads
                return
            }
            // A closure of this view's (a `ForEach` row, say) read it while its views were lowered:
            // forget that lowering and lower the view per class.
            marks.rollBack(self, nodes: &nodes)
        }
        let axis: SizeClassAxis = sizeClassReads.contains(.horizontal) ? .horizontal : .vertical
        sizeClassReads = outerReads
        lowerPerSizeClass(view, axis: axis, scope: scope, firstDiagnostic: firstDiagnostic, into: &nodes)
    }

    /// Lowers `view` with `axis`'s size class fixed to compact, then to regular, each in the same
    /// scope (so state and appear actions keep their identity); one rendering where both agree.
    private func lowerPerSizeClass<V: View>(
        _ view: V, axis: SizeClassAxis, scope: StructuralIdentity, firstDiagnostic: Int, into nodes: inout [Node]
    ) {
        let saved = environment
        let containerCounts = navigation.occurrences
        var renderings: [[Node]] = []
        var presentationMarks: [(sources: Int, views: Int)] = []
        for sizeClass in [UserInterfaceSizeClass.compact, .regular] {
            presentationMarks.append((presentations.sources.count, presentations.views.count))
            // Each rendering from the same place: state, appear actions and navigation
            // containers keep their identity, so both lead to the same pages.
            identity = scope
            navigation.occurrences = containerCounts
            environment[keyPath: axis.environmentKeyPath] = sizeClass
            var rendering: [Node] = []
            // Again: the other axis may still be open.
            lowerBodyPerSizeClass(of: view, into: &rendering)
            renderings.append(rendering)
            environment = saved
        }
        forgetRepeatedPresentations(compact: presentationMarks[0], regular: presentationMarks[1])
        forgetRepeatedDiagnostics(since: firstDiagnostic)
        let (compact, regular) = (renderings[0], renderings[1])
        if Self.areSame(compact, regular) {
            nodes += regular
        } else {
            nodes.append(.sizeClassSwitch(axis, compact: compact, regular: regular))
        }
    }

    /// Whether two renderings are the same tree, payloads and all (reflection: only views that
    /// read a size class pay for it). A payload that cannot be told apart (a closure) counts as equal.
    private static func areSame(_ first: [Node], _ second: [Node]) -> Bool {
        guard first.count == second.count else { return false }
        var (a, b) = ("", "")
        dump(first, to: &a)
        dump(second, to: &b)
        return a == b
    }

    /// One presented view (sheet, popover …) where both renderings attach the same presentations:
    /// the page holds presented views outside both renderings, and the buttons of either open it.
    private func forgetRepeatedPresentations(compact: (sources: Int, views: Int), regular: (sources: Int, views: Int)) {
        let compactSources = presentations.sources[compact.sources..<regular.sources]
        let regularSources = presentations.sources[regular.sources...]
        guard !regularSources.isEmpty, compactSources.map(\.site) == regularSources.map(\.site) else { return }
        presentations.sources.removeSubrange(regular.sources...)
        presentations.views.removeSubrange(regular.views...)
    }

    /// Each problem once: a view lowered per size class finds its problems in each rendering.
    func forgetRepeatedDiagnostics(since start: Int) {
        guard diagnostics.count - start > 1 else { return }
        var seen: Set<Diagnostic> = []
        let found = diagnostics[start...].filter { seen.insert($0).inserted }
        diagnostics.removeSubrange(start...)
        diagnostics += found
    }
}

/// What a lowering has added to a page by some point, so that a lowering found to need a size
/// class can be undone before the view is lowered per class.
nonisolated struct LoweringMarks {
    let nodes: Int
    let presentedViews: Int
    let presentationSources: Int
    let presentationActions: Int
    let targets: Int
    let containerCounts: [String: Int]

    init(_ context: LoweringContext, nodes: Int) {
        self.nodes = nodes
        presentedViews = context.presentations.views.count
        presentationSources = context.presentations.sources.count
        presentationActions = context.presentations.actions.count
        targets = context.navigation.targets.count
        containerCounts = context.navigation.occurrences
    }

    /// Removes the nodes, presented views and link targets made since the marks, and the count of
    /// navigation containers. Diagnostics
    /// stay: the lowering per class finds them again, and repeats are dropped then.
    func rollBack(_ context: LoweringContext, nodes list: inout [Node]) {
        list.removeSubrange(nodes...)
        context.presentations.views.removeSubrange(presentedViews...)
        context.presentations.sources.removeSubrange(presentationSources...)
        context.presentations.actions.removeSubrange(presentationActions...)
        context.navigation.drop(targets..<context.navigation.targets.count)
        context.navigation.occurrences = containerCounts
    }
}
