import KilnTree

package typealias LoweringContext = _LoweringContext

/// Not API: the state of one lowering walk — the environment in force at the view being
/// lowered and the diagnostics found so far. One context per page, used by one thread at a time
/// (hence unchecked Sendable, which `@TaskLocal` requires). Public only as the opaque parameter
/// of `View._lower`, with `package` members; the package spells it `LoweringContext`.
nonisolated public final class _LoweringContext: @unchecked Sendable {
    /// The environment of the view being lowered; environment modifiers change it for their
    /// content and restore it afterwards.
    package internal(set) var environment: EnvironmentValues {
        didSet { looksUpStrings = !environment.stringLookup.bundles.isEmpty }
    }
    /// Whether the environment has string tables a text's key may be translated by: asked for
    /// every text, where reading the lookup from the environment was a dictionary search.
    private(set) var looksUpStrings: Bool
    package internal(set) var diagnostics: [Diagnostic] = []
    /// The window a button action opened while it ran at build time.
    var recordedWindow: String?
    /// Whether an action run at build time tried to write an object through a binding (`@Bindable`),
    /// which is not done: the object is the app's, and may be read by other pages.
    var skippedObjectWrite = false
    /// While a button action runs at build time (or lowering asks what it presents): the state
    /// it writes, which reads see; the page keeps the initial state.
    var journal: StateJournal?
    /// The page's presentations and the buttons that may show them, linked after lowering.
    let presentations = PresentationRegistry()

    /// The page's navigation: the state it shows and the pages its links lead to.
    let navigation: NavigationRecorder

    /// The size classes the code of the view being lowered read while no ancestor fixed them
    /// (see `lowerBody(of:into:)`).
    var sizeClassReads = SizeClassReads()

    /// Where the walk stands in the page's structure, for state and appear actions.
    var identity = StructuralIdentity()
    /// The page's appear actions and the state they write, across lowering passes.
    let lifecycle: PageLifecycle
    /// What the page's `pageMetadata` modifiers said, innermost last.
    var pageMetadata = PageMetadata()
    /// Whether the page read the site's documents (`DocumentLibrary`).
    var readsContent = false
    /// The modifiers reading preferences around the view being lowered, innermost last.
    var preferenceSinks: [PreferenceSink] = []
    /// The page's state islands, and those being explored around the view being lowered.
    let islands = StateIslands()
    /// While a table lowers its rows (not their cells): how a `TableRow` makes its row.
    var tableRowCells: TableRowCells?

    package convenience init(environment: EnvironmentValues = EnvironmentValues(), navigation state: NavigationState = NavigationState()) {
        self.init(environment: environment, navigation: state, lifecycle: PageLifecycle())
    }

    init(environment: EnvironmentValues, navigation state: NavigationState = NavigationState(), lifecycle: PageLifecycle) {
        self.environment = environment
        looksUpStrings = !environment.stringLookup.bundles.isEmpty
        self.navigation = NavigationRecorder(state: state)
        self.lifecycle = lifecycle
    }

    /// True while a picker's options or a selectable list's rows are lowered: only there does
    /// `ForEach` tag its views with their ids, sparing every other row the modifier.
    private(set) var tagsForEachViews = false
    /// Features already reported as having no static meaning.
    private var reportedFeatures: Set<String> = []

    /// Lowers `view` with `ForEach` tagging its views, for a container matching tags to a selection.
    func loweredWithTags<V: View>(_ view: V) -> [Node] {
        let saved = tagsForEachViews
        tagsForEachViews = true
        defer { tagsForEachViews = saved }
        return lowered(view, context: self)
    }

    func report(_ severity: Diagnostic.Severity, _ message: String, at site: CallSite?) {
        diagnostics.append(Diagnostic(severity, message, at: site))
    }

    /// Reports `message` once per page, however often `key` comes up.
    func reportOnce(_ message: String, key: String, at site: CallSite?) {
        guard reportedFeatures.insert(key).inserted else { return }
        report(.warning, message, at: site)
    }

    /// Reports, once per page however often it is used, that `feature` only means something
    /// in a running app, so the page leaves it out.
    func reportNoStaticMeaning(_ feature: String, at site: CallSite) {
        reportOnce("\(feature) has no meaning on a static page; it is left out", key: feature, at: site)
    }

    /// Says once per page that `feature`, which a page could show, is not drawn yet.
    func reportNotDrawnYet(_ feature: String, at site: CallSite) {
        reportOnce("\(feature) is not drawn on a page yet; it is left out", key: feature, at: site)
    }

    /// The context of the walk running on this thread, read by `@Environment` and friends
    /// while a view's `body` is evaluated.
    @TaskLocal static var current: LoweringContext?
}

/// Lowers a view to the tree nodes of a page in the navigation `state` given (the scene's own
/// page by default), with the diagnostics found and the pages its links lead to. The
/// `onAppear` and `task` actions of its views run once, and the page is lowered again with the
/// state they wrote (see `PageLifecycle`); a task may take `limits.taskTimeLimit`. A view whose
/// controls change its `@State` is written with each state they reach (see `StateIslands`).
package func lowerPage<V: View>(
    _ view: V, environment: EnvironmentValues = EnvironmentValues(), navigation state: NavigationState = NavigationState(),
    limits: LoweringLimits = LoweringLimits()
) -> LoweredPage {
    onMainActorExecutor {
        let lifecycle = PageLifecycle(taskTimeLimit: limits.taskTimeLimit ?? PageLifecycle.defaultTaskTimeLimit)
        var pass = 1
        var readsContent = false
        while true {
            let context = LoweringContext(environment: environment, navigation: state, lifecycle: lifecycle)
            context.islands.statesPerIsland = limits.statesPerIsland
            let (nodes, again) = LoweringContext.$current.withValue(context) {
                let nodes = runAsMainActor((view, context)) { view, context in context.linkPresentations(lowered(view, context: context)) }
                return (nodes, lifecycle.runPendingActions(afterPass: pass, context: context))
            }
            readsContent = readsContent || context.readsContent
            if !again {
                var page = LoweredPage(
                    nodes: nodes,
                    diagnostics: context.diagnostics + lifecycle.actionReports(besides: context.diagnostics) + lifecycle.diagnostics,
                    targets: context.navigation.targets,
                    title: context.navigation.title, metadata: context.pageMetadata)
                page.stateIslands = context.islands.summaries
                page.readsContent = readsContent
                return page
            }
            pass += 1
        }
    }
}

/// What bounds a page's lowering.
package struct LoweringLimits: Sendable {
    /// 64: a counter of 0...20, a picker of a dozen options and two toggles, with room to spare.
    package static let defaultStatesPerIsland = 64
    /// How long a page waits for one `task` (nil: `KILN_TASK_TIME_LIMIT` seconds, or 10).
    package var taskTimeLimit: Duration?
    /// How many states one state island may have.
    package var statesPerIsland: Int

    package init(taskTimeLimit: Duration? = nil, statesPerIsland: Int = defaultStatesPerIsland) {
        self.taskTimeLimit = taskTimeLimit
        self.statesPerIsland = statesPerIsland
    }
}
