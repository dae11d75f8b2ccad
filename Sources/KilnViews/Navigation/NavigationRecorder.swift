import KilnTree

/// The navigation part of one page's lowering walk: the state the page shows, the containers
/// being lowered, and the pages its links lead to.
nonisolated final class NavigationRecorder {
    let state: NavigationState
    /// Where each `.page(n)` link on the page leads; nil where a link could not be resolved.
    private(set) var targets: [NavigationTarget?] = []
    /// The innermost navigation container being lowered.
    var scope: NavigationScope?
    /// The split-view column being lowered (nil inside a stack): a selectable list in a sidebar
    /// or content column selects pages rather than rows.
    var column: NavigationBar.Role?
    /// True while a sidebar's selectable list lowers its rows: a `NavigationLink(value:)` there
    /// selects its value instead of pushing it.
    var selectsRows = false
    /// The page's title, once a container has given it.
    private(set) var title: String?
    /// True until the container that shows the page's last step (or the first, without steps)
    /// has offered its title.
    var wantsTitle: Bool
    /// How many containers were made at each call site so far; a view lowered once per size class
    /// starts each rendering from the same counts, so that its containers keep their names.
    var occurrences: [String: Int] = [:]

    init(state: NavigationState) {
        self.state = state
        wantsTitle = state.steps.isEmpty
    }

    /// A name for a container that is the same on every page of the scene: where it was made,
    /// and which of the containers made there it is.
    func key(_ kind: String, at site: CallSite?) -> String {
        let base = "\(kind)@\(site?.description ?? "?")"
        let count = occurrences[base, default: 0]
        occurrences[base] = count + 1
        return count == 0 ? base : "\(base)#\(count)"
    }

    /// A slot for a target resolved later; its index goes in the link's destination.
    func reserveTarget() -> Int {
        targets.append(nil)
        return targets.count - 1
    }

    func resolve(_ index: Int, to target: NavigationTarget) {
        targets[index] = target
    }

    func add(_ target: NavigationTarget) -> Int {
        targets.append(target)
        return targets.count - 1
    }

    /// Forgets targets whose links were lowered but are not shown (another tab's content).
    func drop(_ indices: some Sequence<Int>) {
        for index in indices where targets.indices.contains(index) { targets[index] = nil }
    }

    /// Offers a container's title as the page's title.
    func offerTitle(_ title: String?) {
        guard wantsTitle, let title else { return }
        self.title = title
        wantsTitle = false
    }

    /// Makes `title` the page's title: the container showing the page's last step names it.
    func takeTitle(_ title: String?) {
        self.title = title
        wantsTitle = false
    }
}

/// A navigation container being lowered: a stack, or a split view and its columns. It collects
/// the destinations registered in it, the links waiting for them, and its bar's title and items.
nonisolated final class NavigationScope {
    let key: String
    let parent: NavigationScope?
    /// Where a push resolved here goes: the stack itself, or a split view's detail column.
    let pushKey: String
    /// Shared by a split view's columns, so that a destination registered in one serves links in another.
    let destinations: DestinationTable
    /// False for a split view's columns: their links wait for the whole split view.
    let resolvesLinks: Bool
    var pending: [PendingLink] = []
    var title: String?
    /// The first `navigationBarTitleDisplayMode` met under the container, as for the title: inline or not.
    var titleIsInline: Bool?
    var toolbar: [Node] = []
    /// A split-view column's `navigationSplitViewColumnWidth`.
    var columnWidth: Double?

    init(key: String, parent: NavigationScope?, pushKey: String, destinations: DestinationTable, resolvesLinks: Bool = true) {
        self.key = key
        self.parent = parent
        self.pushKey = pushKey
        self.destinations = destinations
        self.resolvesLinks = resolvesLinks
    }
}

/// The `navigationDestination(for:)`s of a container, by the value type they show.
nonisolated final class DestinationTable {
    var byType: [ObjectIdentifier: NavigationDestination]
    init(_ byType: [ObjectIdentifier: NavigationDestination] = [:]) { self.byType = byType }
}

/// How a container shows a value of one type: `navigationDestination(for:destination:)`'s closure.
nonisolated struct NavigationDestination {
    let render: (Any, LoweringContext) -> [Node]
}

/// A link lowered before its container knows all its destinations.
nonisolated struct PendingLink {
    enum Destination {
        case value(NavigationValue)
        /// A view-based link: the view, lowered when its page is rendered.
        case view(render: (LoweringContext) -> [Node], identity: String, path: [String], title: String)
    }

    /// The link's slot in the page's targets.
    let target: Int
    let destination: Destination
    let source: CallSite?
}

/// A value pushed or selected, with what the site needs to name its page.
nonisolated struct NavigationValue {
    let value: Any
    let type: ObjectIdentifier
    let typeName: String
    let identity: AnyHashable
    /// nil when nothing stable names the value.
    let path: [String]?
    /// The value's name, the page's title when its view gives none.
    let name: String
    /// True when the value's id is made anew on every run, so its path comes from what it holds
    /// (`DerivedName`) and may be numbered where two such values read the same.
    let hasDerivedPath: Bool

    init<Value: Hashable>(_ value: Value) {
        self.value = value
        type = ObjectIdentifier(Value.self)
        typeName = PagePath.typeName(Value.self)
        let derived = DerivedName(of: value)
        // Two copies of one value made on two pages hold different ids and lead to one page.
        identity = derived.map { AnyHashable("\(Value.self)\u{1}\($0.content)") } ?? AnyHashable(value)
        hasDerivedPath = derived != nil
        path = PagePath.segments(of: value, derived: derived)
        name = PagePath.name(of: value, derived: derived) ?? String(describing: value)
    }

    /// What the build says about a value whose path is derived: once per type on a page.
    var derivedPathWarning: String {
        "\(typeName)'s id is made anew on every build (a UUID or an object's identity), so its page is named from what it holds: \(path?.joined(separator: "/") ?? ""). Give it a stable id, or conform it to PagePathConvertible, to choose its URL"
    }

    /// The value a row's tag holds, with its own type.
    init(tag: ViewTag) {
        let base: any Hashable = tag.value.base as! any Hashable
        self = Self.opening(base)
    }

    private static func opening<Value: Hashable>(_ value: Value) -> NavigationValue {
        NavigationValue(value)
    }
}
