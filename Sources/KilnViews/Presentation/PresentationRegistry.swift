import KilnTree

/// What lowering learns about a page's presentations while it walks the views: the presented
/// views (kept for the end of the page), what each presentation modifier is bound to, and the
/// journals of the button actions that changed state. `linkPresentations` connects them once
/// the page is complete, since a button may come before or after the view it presents.
nonisolated final class PresentationRegistry {
    private var lastKey = 0
    /// Presented views, in the order they were made; their buttons are resolved later.
    var views: [Node] = []
    /// Presentation modifiers, in lowering order.
    var sources: [PresentationSource] = []
    /// Button actions that changed state; `PresentationButton.Action.undecided` indexes them.
    var actions: [(changes: StateJournal, enclosing: PresentedView?)] = []
    /// The view whose content is being lowered: its buttons close it.
    var enclosing: PresentedView?
    /// The detents the content of the enclosing view asked for, the innermost first: moved to
    /// the presented view's node once its content is lowered, as SwiftUI reads them by preference.
    var detents: [SheetDetent]?
    /// The drag indicator's visibility the content of the enclosing view asked for, the innermost first.
    var dragIndicator: Visibility?

    func nextKey() -> Int {
        lastKey += 1
        return lastKey
    }
}

/// A presentation modifier (`sheet(item:)`, `alert(_:isPresented:)` …) as lowering keeps it:
/// how to tell what it presents in the state journal in force, and the views made for it.
nonisolated final class PresentationSource {
    /// What is presented: an identity (the item's id, or `true`) and how to make its view.
    typealias Presented = (id: AnyHashable, make: (LoweringContext, _ isPresented: Bool) -> PresentedView)

    /// "sheet", "alert" …, for messages.
    let noun: String
    let site: CallSite
    /// Reads the modifier's binding; nil when nothing is presented.
    let current: () -> Presented?
    /// Views made so far, by identity.
    var made: [AnyHashable: PresentedView] = [:]
    /// Whether lowering has asked what is presented at build time.
    var hasCheckedInitialState = false
    /// How many of the page's button actions lowering has asked about so far.
    var actionsChecked = 0
    /// The keys of the views some button on the page shows.
    var opened: Set<Int> = []

    init(noun: String, site: CallSite, current: @escaping () -> Presented?) {
        self.noun = noun
        self.site = site
        self.current = current
    }

    /// The view for `presented`, made on first use.
    func view(for presented: Presented, isPresented: Bool, context: LoweringContext) -> PresentedView {
        if let view = made[presented.id] { return view }
        let view = presented.make(context, isPresented)
        made[presented.id] = view
        return view
    }
}

nonisolated extension LoweringContext {
    /// Makes a presented view: lowers its children (`content`) with the environment in force and
    /// its buttons closing it, and keeps the view for the end of the page.
    func present(_ style: PresentedView.Style, isPresented: Bool, at site: CallSite?, content: () -> [Node]) -> PresentedView {
        let view = PresentedView(key: presentations.nextKey(), style: style, isPresented: isPresented)
        // Its place comes before the views its content presents, so the page keeps the order the keys have.
        let slot = presentations.views.count
        presentations.views.append(Node(.presentation(.view(view)), source: site))
        let (saved, savedDetents, savedIndicator) = (presentations.enclosing, presentations.detents, presentations.dragIndicator)
        presentations.enclosing = view
        presentations.detents = nil
        presentations.dragIndicator = nil
        presentations.views[slot].children = content()
        if let detents = presentations.detents {
            presentations.views[slot].modifiers.append(.presentationDetents(detents))
        }
        // SwiftUI shows the indicator when asked, and by default when the sheet can rest at more than one height.
        switch presentations.dragIndicator {
        case .visible?: presentations.views[slot].modifiers.append(.presentationDragIndicator)
        case .hidden?: break
        case .automatic?, nil:
            if (presentations.detents?.count ?? 0) > 1 { presentations.views[slot].modifiers.append(.presentationDragIndicator) }
        }
        (presentations.enclosing, presentations.detents, presentations.dragIndicator) = (saved, savedDetents, savedIndicator)
        return view
    }

    /// A lowered `Button`'s node as presentations need it: inside a presented view, a button
    /// closes it; a button whose action changed state may show a view, decided after lowering.
    func presentationButton(_ button: Node, isCancel: Bool, changes: StateJournal) -> Node {
        guard case .control(let control) = button.kind else { return button }
        let enclosing = presentations.enclosing
        let action: PresentationButton.Action
        if !changes.isEmpty {
            presentations.actions.append((changes, enclosing))
            action = .undecided(index: presentations.actions.count - 1)
        } else if let enclosing {
            action = .hide(enclosing)
        } else {
            return button
        }
        let payload = PresentationButton(control: control, isCancel: isCancel, action: action)
        return Node(.presentation(.button(payload)), children: button.children, modifiers: button.modifiers, source: button.source)
    }
}
