import KilnTree

// State that reacts on the page. A view that owns `@State` is a state island: its body is what
// a tap changes. Kiln lowers the island in the state the page opens in, then runs what each of
// its controls does (a button's action, a toggle set to the other value …) with the writes kept
// in a journal, lowers the island again in the state each action leads to, and so on, breadth
// first, telling states apart by what they render, up to a limit (`LoweringLimits`). The island
// becomes a `stateIsland` node holding each state's rendering; each control in a rendering carries
// the states its actions lead to (`StateTransition`), which the layout writes as HTML that
// switches states without script.

/// Storage a view owns: `@State`'s box.
nonisolated protocol StateStorage: AnyObject {
    /// Where the property was declared.
    var site: CallSite? { get }
    /// The object the storage holds, if it holds one (an `@Observable` model in `@State`, a
    /// `@StateObject`'s): changes happen in the object, not in state Kiln can keep aside.
    var heldObject: AnyObject? { get }
}

/// `value` as an object, if its type is a class (known from the type, without reflection).
nonisolated func objectHeld<Value>(_ value: Value) -> AnyObject? {
    Value.self is AnyClass ? value as AnyObject : nil
}

/// A property wrapper holding state the view owns (`@State`, `@AppStorage`, `@SceneStorage`).
nonisolated protocol OwnedState {
    var ownedStorage: any StateStorage { get }
}

/// The page's state islands: the ones being explored around the view being lowered, innermost
/// last, and what is known of the view types met.
nonisolated final class StateIslands {
    var statesPerIsland = LoweringLimits.defaultStatesPerIsland
    private var lastID = 0
    /// The islands whose renderings are being lowered, innermost last.
    fileprivate(set) var stack: [IslandExploration] = []
    /// How deep lowering is in renderings of states other than the first: there, appear actions
    /// do not run and state is not kept for the page's next pass.
    fileprivate(set) var explorationDepth = 0
    /// Whether a view type has stored properties holding owned state.
    private var ownsState: [ObjectIdentifier: Bool] = [:]
    /// The islands that react on the page, for the build's report.
    fileprivate(set) var summaries: [StateIslandSummary] = []

    var isExploring: Bool { explorationDepth > 0 }

    fileprivate func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// The state storage `view` owns, in declaration order; empty for most views, which are
    /// reflected once per page per type.
    func ownedStorage<V: View>(of view: V) -> [any StateStorage] {
        let type = ObjectIdentifier(V.self)
        if ownsState[type] == false { return [] }
        let storage = Mirror(reflecting: view).children.compactMap { ($0.value as? any OwnedState)?.ownedStorage }
        ownsState[type] = !storage.isEmpty
        return storage
    }
}

/// An island that reacts on the page, as the build reports it.
package struct StateIslandSummary: Sendable {
    package let id: Int
    /// The view's type.
    package let view: String
    /// Its first `@State`.
    package let site: CallSite?
    package let states: Int
    /// How long finding its states took.
    package let duration: Duration
}

/// A control met in an island's rendering.
nonisolated struct IslandControl {
    /// The control's place in the island, the same in every state (from its structural identity).
    let place: Int
    /// What each of its actions wrote.
    let actions: [StateJournal]
    /// Whether the control shows its own state (a toggle, a picker), which the browser keeps.
    let showsOwnState: Bool
}

/// One island while its states are explored: its storage, the controls of the rendering being
/// lowered, and what is known of each control.
nonisolated final class IslandExploration {
    let id: Int
    /// The storage the island explores: its own, and its models' published properties.
    private(set) var storage: Set<ObjectIdentifier>
    /// The controls of the rendering being lowered, in order.
    private(set) var controls: [IslandControl] = []
    /// Each control's place, by its structural identity.
    private var places: [UInt64: Int] = [:]
    /// The controls that show their own state and change nothing else: the browser keeps their
    /// value, so they are not states of the island.
    var ownStateOnly: Set<Int> = []
    /// The controls whose first action has been looked at for `ownStateOnly`.
    var judged: Set<Int> = []
    /// The controls the page leaves to the browser met in the first rendering, each with what a
    /// reader's change would write, to tell whether the view shows more of it than the control.
    private(set) var browserControls: [(place: Int, key: UInt64, name: String, change: StateJournal, steps: Bool)] = []
    /// Whether the first rendering is being lowered (controls are noted only there).
    var isFirstRendering = true
    /// The steppers (by structural identity) whose value the view shows besides them: drawn as
    /// a minus and a plus button, whose steps change the view on the page.
    var steppedByButtons: Set<UInt64> = []

    /// The view's type and its first `@State`, for messages.
    let view: String
    let site: CallSite?
    /// The storage, whose objects a control's action may change.
    let boxes: [any StateStorage]
    /// Whether a control's action changed an object the view holds.
    var changedAnObject = false

    /// The stored properties of the `@Observable` models the view holds in `@State`, explored as state.
    let objectFields: [ObjectField]

    init(storage: [any StateStorage], id: Int, view: String) {
        self.id = id
        self.boxes = storage
        self.view = view
        self.site = storage.lazy.compactMap(\.site).first
        objectFields = storage.compactMap(\.heldObject).flatMap(ObjectField.fields(of:))
        self.storage = Set(storage.map(ObjectIdentifier.init) + objectFields.map(ObjectIdentifier.init))
    }

    /// Whether `object` is a model whose fields the island explores.
    func explores(_ object: AnyObject) -> Bool {
        objectFields.contains { $0.object === object }
    }

    /// Runs `action`, then journals in `changes` the model fields it changed and writes their
    /// old values back.
    func takingBackFieldWrites(into changes: StateJournal, _ action: () -> Void) {
        guard !objectFields.isEmpty else { return action() }
        let before = objectFields.map(\.value)
        action()
        for (field, old) in zip(objectFields, before) {
            let new = field.value
            guard ObjectField.differ(old, new) else { continue }
            changes.record(new, for: field)
            field.value = old
        }
    }

    /// Runs `body` with the model fields `journal` wrote written in, and their values back after.
    func withFields<T>(of journal: StateJournal?, _ body: () -> T) -> T {
        guard let journal, !objectFields.isEmpty else { return body() }
        var saved: [(ObjectField, Any)] = []
        for field in objectFields {
            guard let value = journal.value(of: field) else { continue }
            saved.append((field, field.value))
            field.value = value
        }
        defer { for (field, value) in saved { field.value = value } }
        return body()
    }

    /// Adds the published properties of the models the view holds, made by now (a @StateObject's
    /// on first use), to the storage explored.
    func addModelProperties() {
        for object in boxes.compactMap(\.heldObject) {
            for child in Mirror(reflecting: object).children {
                if let property = child.value as? any PublishedProperty { storage.insert(ObjectIdentifier(property.storage)) }
            }
        }
    }

    /// What the objects the view holds are now, besides the models it explores (whose writes are
    /// taken back), to tell whether an action changed one (nil when it holds none, the usual case).
    func objectsNow() -> String? {
        let objects = boxes.compactMap(\.heldObject).filter { !explores($0) }
        guard !objects.isEmpty else { return nil }
        var text = ""
        for object in objects { dump(object, to: &text) }
        return text
    }

    /// Notes a control met at `key`, returning its place.
    func meet(key: UInt64, actions: [StateJournal], showsOwnState: Bool) -> Int {
        let place = place(at: key)
        controls.append(IslandControl(place: place, actions: actions, showsOwnState: showsOwnState))
        return place
    }

    /// The place of the control at `key`, given the first time it is met.
    private func place(at key: UInt64) -> Int {
        let place = places[key] ?? places.count
        places[key] = place
        return place
    }

    func browserControlPlace(key: UInt64) -> Int? {
        places[key].flatMap { place in browserControls.contains { $0.place == place } ? place : nil }
    }

    func noteBrowserControl(key: UInt64, name: String, change: StateJournal, steps: Bool) -> Int {
        let place = place(at: key)
        browserControls.append((place, key, name, change, steps))
        return place
    }

    func takeControls() -> [IslandControl] {
        defer { controls = [] }
        return controls
    }
}

/// One state of an island: the writes that lead to it from the first, and its rendering.
nonisolated private struct IslandState {
    let journal: StateJournal?
    var nodes: [Node]
    let controls: [IslandControl]
    /// What the page held before this rendering was lowered (none for the first state): to drop it.
    var marks: (lowering: LoweringMarks, diagnostics: Int)? = nil
}

nonisolated extension LoweringContext {
    /// Whether the view being lowered stands in a state island: its controls may change what shows.
    var isInStateIsland: Bool { !islands.stack.isEmpty }

    /// A control whose actions may change state, each run in `actions`' journals; `showsOwnState`
    /// for a control that draws its own value (a toggle, a picker). Inside an island it is marked
    /// with its place, for the island to fill in where each action leads. Outside one the actions
    /// are not run: a binding may write a model other pages read while they are built.
    func reactiveControl(_ node: Node, actions: @autoclosure () -> [StateJournal], showsOwnState: Bool) -> Node {
        guard let island = islands.stack.last else { return node }
        // A disabled control does nothing, whatever its action would.
        let place = island.meet(key: identity.next(), actions: environment.isEnabled ? actions() : [], showsOwnState: showsOwnState)
        return Self.marked(node, place: place, in: island)
    }

    /// `node` marked as the island's control at `place`; the island fills in its transition.
    private static func marked(_ node: Node, place: Int, in island: IslandExploration) -> Node {
        var node = node
        node.modifiers.append(.stateTransition(StateTransition(island: island.id, control: place, targets: [])))
        return node
    }

    /// A control the page leaves to the browser, which shows its own value and changes nothing
    /// else (a slider, a text field, a stepper's field): in an island's first rendering, `probe`
    /// (a change a reader could make) is noted, for the island to say whether the view would show
    /// more of it in the app. `name` names the control in that message. A stepper passes the key
    /// it took (`identity.next()`) and `steps`: it is then drawn with buttons instead.
    func browserControl(_ node: Node, key: UInt64? = nil, named name: String, steps: Bool = false, probe: () -> Void) -> Node {
        guard let island = islands.stack.last else { return node }
        let key = key ?? identity.next()
        let place: Int
        if island.isFirstRendering {
            let change = runAction(probe).changes
            guard !change.isEmpty else { return node }
            let label = node.children.first?.plainText ?? ""
            place = island.noteBrowserControl(key: key, name: label.isEmpty ? name : "\(name) \"\(label)\"", change: change, steps: steps)
        } else {
            // Marked as in the first rendering, to compare the two besides it.
            guard let noted = island.browserControlPlace(key: key) else { return node }
            place = noted
        }
        return Self.marked(node, place: place, in: island)
    }

    /// Lowers the body of `view`, which owns `storage`: once in the state the page opens in, and
    /// where its controls change that state, once per state they reach.
    func lowerIsland<V: View>(_ view: V, storage: [any StateStorage], into nodes: inout [Node]) {
        let started = ContinuousClock.now
        let scope = identity
        let containerCounts = navigation.occurrences
        let firstDiagnostic = diagnostics.count
        let island = IslandExploration(storage: storage, id: islands.nextID(), view: "\(V.self)")
        let site = island.site
        islands.stack.append(island)
        defer { islands.stack.removeLast() }
        let outer = journal

        let beforeFirst = LoweringMarks(self, nodes: 0)
        var first: [Node] = []
        lowerBodyPerSizeClass(of: view, into: &first)
        island.isFirstRendering = false
        island.addModelProperties()
        var firstControls = island.takeControls()
        let stepped = judgeBrowserControls(of: island, in: view, first: first, from: (scope, containerCounts))
        if !stepped.isEmpty {
            // Steppers whose value shows elsewhere are drawn with buttons: the first rendering again.
            island.steppedByButtons = stepped
            beforeFirst.rollBack(self, nodes: &first)
            (identity, navigation.occurrences) = (scope, containerCounts)
            lowerBodyPerSizeClass(of: view, into: &first)
            firstControls = island.takeControls()
        }
        var states = [IslandState(journal: outer, nodes: first, controls: firstControls)]
        // Every control's action has run once by now (lowering runs them).
        if island.changedAnObject {
            reportOnce(
                "a control in \(V.self) changes an object the view holds that Kiln cannot explore (an @Observable model held in @State is explored, as is a @StateObject's @Published properties), which the page cannot follow: that control changes nothing on the page; keep what the page should show in @State",
                key: "island-object-\(V.self)", at: site)
        }
        guard states[0].controls.contains(where: { $0.actions.contains { !$0.isEmpty } }) else {
            nodes += Self.withoutTransitions(first, island: island.id)
            return
        }
        let afterFirst = (identity, navigation.occurrences)
        let explored = LoweringMarks(self, nodes: 0)
        var known = RenderingKeys()
        known.insert(RenderingKeys.key(of: first), state: 0)
        // The states already reached by the values of the island's storage, where they are
        // hashable: most actions lead back to a known state, found without lowering it again.
        var byValue: [[ObjectIdentifier: AnyHashable]: Int] = [:]
        if let values = StateJournal(parent: outer).values { byValue[values] = 0 }
        var transitions: [[Int: [Int?]]] = []
        // Each state's distance from the first, in actions.
        var depths = [0]
        // Past the limit, the states no further from the first than the level being explored then
        // (`kept` of them): the rest of the next level is dropped, and controls leading there disabled.
        var kept: Int?
        var wroteOutside = false
        islands.explorationDepth += 1
        var index = 0
        while index < (kept ?? states.count) {
            var controls: [Int: [Int?]] = [:]
            for control in states[index].controls where !island.ownStateOnly.contains(control.place) {
                var targets: [Int?] = []
                for change in control.actions {
                    guard !change.isEmpty else {
                        targets.append(index)
                        continue
                    }
                    guard change.writtenStorage.allSatisfy(island.storage.contains) else {
                        wroteOutside = true
                        targets.append(index)
                        continue
                    }
                    let journal = (states[index].journal ?? StateJournal(parent: outer)).extended(with: change, on: outer)
                    let values = journal.values
                    let judges = control.showsOwnState && island.judged.insert(control.place).inserted
                    if !judges, let values, let state = byValue[values] {
                        targets.append(state)
                        continue
                    }
                    identity = scope
                    navigation.occurrences = containerCounts
                    let marks = LoweringMarks(self, nodes: 0)
                    let diagnosticsBefore = diagnostics.count
                    var rendering: [Node] = []
                    lowerBody(of: view, inState: journal, of: island, into: &rendering)
                    let controlsReached = island.takeControls()
                    if judges {
                        if Self.areSame(states[index].nodes, rendering, besides: nil, island: island.id) {
                            // Nothing changed (a picker's selected option chosen again): the next action tells.
                            island.judged.remove(control.place)
                        } else if Self.areSame(states[index].nodes, rendering, besides: control.place, island: island.id) {
                            // Only the control itself changed: the browser shows its value.
                            marks.rollBack(self, nodes: &rendering)
                            island.ownStateOnly.insert(control.place)
                            break
                        }
                    }
                    let key = RenderingKeys.key(of: rendering)
                    if let state = known.state(key) {
                        marks.rollBack(self, nodes: &rendering)
                        targets.append(state)
                        if let values { byValue[values] = state }
                    } else if kept == nil, states.count < islands.statesPerIsland {
                        known.insert(key, state: states.count)
                        if let values { byValue[values] = states.count }
                        targets.append(states.count)
                        depths.append(depths[index] + 1)
                        states.append(IslandState(
                            journal: journal, nodes: rendering, controls: controlsReached, marks: (marks, diagnosticsBefore)))
                    } else {
                        marks.rollBack(self, nodes: &rendering)
                        diagnostics.removeSubrange(diagnosticsBefore...)
                        targets.append(nil)
                        if kept == nil {
                            let level = depths.firstIndex { $0 > depths[index] } ?? states.count
                            kept = level
                            // What the next level's renderings added to the page goes with them.
                            if level < states.count, let dropped = states[level].marks {
                                var none: [Node] = []
                                dropped.lowering.rollBack(self, nodes: &none)
                                diagnostics.removeSubrange(dropped.diagnostics...)
                            }
                        }
                    }
                }
                if !island.ownStateOnly.contains(control.place) { controls[control.place] = targets }
            }
            transitions.append(controls)
            index += 1
        }
        islands.explorationDepth -= 1
        (identity, navigation.occurrences) = afterFirst
        forgetRepeatedDiagnostics(since: firstDiagnostic)

        if wroteOutside {
            reportOnce(
                "a control in \(V.self) changes state that \(V.self) does not own, which the page cannot show; that control is left as it is",
                key: "island-outside-\(V.self)", at: site)
        }
        if let kept {
            // Cut at a level rather than made static: every control works for the first taps, and
            // a reader sees where the page stops (a disabled control) rather than a page that never reacts.
            let steps = depths[kept - 1]
            let onThePage = switch steps {
            case 0: "so they do not change it on the page"
            case 1: "so on the page they take one step from the first state, then are disabled"
            default: "so on the page they take \(steps) steps from the first state, then the controls that would go further are disabled"
            }
            reportOnce(
                "\(V.self)'s controls reach more than \(islands.statesPerIsland) states of its @State, the most a page holds for one view (SiteOptions.statesPerIsland), \(onThePage); give the view fewer states, or split it into views that each own their state",
                key: "island-limit-\(V.self)", at: site)
            states.removeSubrange(kept...)
            transitions = transitions.map { controls in controls.mapValues { $0.map { $0.flatMap { $0 < kept ? $0 : nil } } } }
        }
        guard states.count > 1 else {
            var none: [Node] = []
            explored.rollBack(self, nodes: &none)
            nodes += Self.withoutTransitions(first, island: island.id)
            return
        }
        let renderings = states.enumerated().map { state, rendering in
            rendering.nodes.map { node in
                var node = node
                Self.rewriteTransitions(in: &node, island: island.id) { transition in
                    // A control that only shows its own state stays as it is.
                    guard let targets = transitions[state][transition.control] else { return nil }
                    var transition = transition
                    transition.targets = targets
                    transition.from = state
                    return transition
                }
                return node
            }
        }
        let content = StateMerge(island: island.id).merged(renderings)
        islands.summaries.append(StateIslandSummary(
            id: island.id, view: "\(V.self)", site: site, states: states.count, duration: ContinuousClock.now - started))
        nodes.append(Node(.stateIsland(StateIsland(id: island.id, stateCount: states.count)), children: content, source: site))
    }

    /// Tries each of the island's controls left to the browser with a reader's change, lowering
    /// the view again: returns the steppers whose value shows besides them, and says once which
    /// other controls change more than their own value in the app.
    private func judgeBrowserControls<V: View>(
        of island: IslandExploration, in view: V, first: [Node], from start: (StructuralIdentity, [String: Int])
    ) -> Set<UInt64> {
        let followed = island.browserControls.filter { $0.change.writtenStorage.allSatisfy(island.storage.contains) }
        guard !followed.isEmpty else { return [] }
        let saved = (identity, navigation.occurrences)
        let diagnosticsBefore = diagnostics.count
        var unfollowed: [String] = []
        var stepped: Set<UInt64> = []
        islands.explorationDepth += 1
        for control in followed {
            (identity, navigation.occurrences) = start
            let marks = LoweringMarks(self, nodes: 0)
            var rendering: [Node] = []
            let probed = StateJournal(parent: journal).extended(with: control.change, on: journal)
            lowerBody(of: view, inState: probed, of: island, into: &rendering)
            _ = island.takeControls()
            // A stepper's label is its own, and may show its value: only the field's number is set aside.
            let changesMore = control.steps
                ? !Self.areSame(Self.withoutStepperValue(first, island: island.id), Self.withoutStepperValue(rendering, island: island.id), besides: nil, island: island.id)
                : !Self.areSame(first, rendering, besides: control.place, island: island.id)
            if changesMore {
                if control.steps { stepped.insert(control.key) } else { unfollowed.append(control.name) }
            }
            marks.rollBack(self, nodes: &rendering)
        }
        islands.explorationDepth -= 1
        (identity, navigation.occurrences) = saved
        diagnostics.removeSubrange(diagnosticsBefore...)
        guard !unfollowed.isEmpty else { return stepped }
        let names = unfollowed.count == 1 ? unfollowed[0] : unfollowed.dropLast().joined(separator: ", ") + " and " + unfollowed.last!
        reportOnce(
            "in \(V.self), \(names) \(unfollowed.count == 1 ? "changes" : "change") more than \(unfollowed.count == 1 ? "its own value" : "their own values") in the app, but on the page \(unfollowed.count == 1 ? "it shows only its own" : "they show only their own"): sliders, text fields, date pickers and disclosure groups are left to the browser",
            key: "island-browser-\(V.self)", at: island.site)
        return stepped
    }

    /// Lowers `view`'s body in the state `journal` holds: its writes seen by reads of state, and
    /// the island's model fields written in for the while.
    private func lowerBody<V: View>(of view: V, inState journal: StateJournal, of island: IslandExploration, into rendering: inout [Node]) {
        island.withFields(of: journal) { reading(through: journal) { lowerBodyPerSizeClass(of: view, into: &rendering) } }
    }

    /// `nodes` with the numbers of the island's steppers left to the browser set aside.
    private static func withoutStepperValue(_ nodes: [Node], island: Int) -> [Node] {
        nodes.map { node in
            var node = node
            node.changeEach { view in
                guard view.stateTransition?.island == island, case .control(var control) = view.kind, case .stepper(var field) = control.kind else { return }
                field.value = 0
                control.kind = .stepper(field)
                view.kind = .control(control)
            }
            return node
        }
    }

    /// Whether two renderings are the same but for the island's control at `place`, if given.
    private static func areSame(_ first: [Node], _ second: [Node], besides place: Int?, island: Int) -> Bool {
        func isThatControl(_ node: Node) -> Bool {
            guard let place, let transition = node.stateTransition else { return false }
            return transition.island == island && transition.control == place
        }
        guard first.count == second.count else { return false }
        return zip(first, second).allSatisfy { $0.outlineKey(masking: isThatControl) == $1.outlineKey(masking: isThatControl) }
    }

    /// `nodes` as an island that stays as it is shows them: its controls without transitions.
    private static func withoutTransitions(_ nodes: [Node], island: Int) -> [Node] {
        nodes.map { node in
            var node = node
            rewriteTransitions(in: &node, island: island) { _ in nil }
            return node
        }
    }

    /// Rewrites the transitions of the island's controls in `node`: `change` gives each its new
    /// value, or nil to take it away.
    private static func rewriteTransitions(in node: inout Node, island: Int, _ change: (StateTransition) -> StateTransition?) {
        node.changeEach { view in
            // A control carries one transition, its innermost island's.
            guard view.stateTransition?.island == island else { return }
            view.modifiers = view.modifiers.compactMap { modifier in
                guard case .stateTransition(let transition) = modifier, transition.island == island else { return modifier }
                return change(transition).map { .stateTransition($0) }
            }
        }
    }
}

/// The renderings of an island's states, to find a state by what it renders: two states that
/// render alike are one. A rendering is known by its views' keys (`OutlineKey`).
nonisolated private struct RenderingKeys {
    private var states: [[OutlineKey]: Int] = [:]

    /// Records that `state` renders as the views whose key is `key`.
    mutating func insert(_ key: [OutlineKey], state: Int) {
        states[key] = state
    }

    /// The state whose rendering has this key, if one is known.
    func state(_ key: [OutlineKey]) -> Int? {
        states[key]
    }

    /// A rendering's key: its views' keys.
    static func key(of nodes: [Node]) -> [OutlineKey] {
        nodes.map { $0.outlineKey() }
    }
}

/// An island's renderings as one tree: what every state shows alike is written once, and where
/// they differ, a `stateVariants` node holds each distinct variant with the states that show it.
/// So a page holds the parts that differ, not whole copies, and a control all states share (a
/// toggle whose value only it shows) is one element, which keeps what the reader set.
nonisolated private struct StateMerge {
    let island: Int

    func merged(_ renderings: [[Node]]) -> [Node] {
        let trees = renderings.map { $0.map { $0.outlineTree() } }
        return merged(lists: renderings, trees: trees, realigns: true) ?? [variants(renderings, trees: trees)]
    }

    /// The views at one place in each state, with their keys (`trees`). Lists of one length
    /// merge view by view; in a stack, lists of different lengths keep the views all start and
    /// end with, and vary in between; elsewhere (a section's header, rows and footer) they cannot
    /// merge: nil.
    private func merged(lists: [[Node]], trees: [[OutlineTree]], realigns: Bool) -> [Node]? {
        let count = lists[0].count
        if lists.allSatisfy({ $0.count == count }) {
            return (0..<count).flatMap { position in merged(nodes: lists.map { $0[position] }, trees: trees.map { $0[position] }) }
        }
        guard realigns else { return nil }
        let keys = trees.map { $0.map(\.key) }
        let shortest = keys.map(\.count).min() ?? 0
        var prefix = 0
        while prefix < shortest, keys.allSatisfy({ $0[prefix] == keys[0][prefix] }) { prefix += 1 }
        var suffix = 0
        while prefix + suffix < shortest, keys.allSatisfy({ $0[$0.count - 1 - suffix] == keys[0][keys[0].count - 1 - suffix] }) {
            suffix += 1
        }
        let middles = lists.map { Array($0[prefix..<($0.count - suffix)]) }
        let middleTrees = trees.map { Array($0[prefix..<($0.count - suffix)]) }
        return Array(lists[0].prefix(prefix)) + [variants(middles, trees: middleTrees)] + Array(lists[0].suffix(suffix))
    }

    /// One view in each state: itself where all agree, itself around merged children where only
    /// its children differ (a container's), else a variant per state.
    private func merged(nodes: [Node], trees: [OutlineTree]) -> [Node] {
        if trees.allSatisfy({ $0.key == trees[0].key }) { return [nodes[0]] }
        if let realigns = Self.childrenMerge(nodes[0].kind), trees.allSatisfy({ $0.shell == trees[0].shell }),
            let children = merged(lists: nodes.map(\.children), trees: trees.map(\.children), realigns: realigns)
        {
            var node = nodes[0]
            node.children = children
            // A form or list groups its sections' rows by the sections it holds: a section that
            // varies as a whole would be taken for a row, so the container varies instead.
            if !Self.variesSections(node) { return [node] }
        }
        return [variants(nodes.map { [$0] }, trees: trees.map { [$0] })]
    }

    /// Whether a kind's children may merge one by one (nil: the view varies whole), and whether
    /// lists of them of different lengths may be realigned: a stack's children are a plain
    /// sequence; a form's, section's or list's are rows, which a variant of several would join.
    private static func childrenMerge(_ kind: Node.Kind) -> Bool? {
        switch kind {
        case .vstack, .hstack, .zstack: true
        case .scrollView, .form, .section, .list: false
        default: nil
        }
    }

    /// Whether a form's or list's children hold a variant made of sections or lists.
    private static func variesSections(_ node: Node) -> Bool {
        switch node.kind {
        case .form, .list:
            return node.children.contains { child in
                guard case .stateVariants = child.kind else { return false }
                return child.children.contains { grandchild in
                    switch grandchild.kind {
                    case .section, .list: true
                    default: false
                    }
                }
            }
        default:
            return false
        }
    }

    /// The distinct lists among the states', each with the states that show it.
    private func variants(_ lists: [[Node]], trees: [[OutlineTree]]) -> Node {
        var known: [[OutlineKey]: Int] = [:]
        var variants: [(states: [Int], nodes: [Node])] = []
        for (state, list) in lists.enumerated() {
            let key = trees[state].map(\.key)
            if let index = known[key] {
                variants[index].states.append(state)
            } else {
                known[key] = variants.count
                variants.append(([state], list))
            }
        }
        return Node(
            .stateVariants(StateVariants(island: island, states: variants.map(\.states), counts: variants.map(\.nodes.count))),
            children: variants.flatMap(\.nodes))
    }
}
