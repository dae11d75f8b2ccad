import KilnTree

nonisolated extension LoweringContext {
    /// Runs once a page is lowered. Decides which presented view each state-changing button
    /// shows — the one whose binding reads what the button's action wrote, and so becomes true
    /// or non-nil — turns those buttons into openers (the others back into plain buttons), and
    /// appends the presented views to the page, where a dialog or popover may stand.
    func linkPresentations(_ page: [Node]) -> [Node] {
        guard !presentations.sources.isEmpty || !presentations.views.isEmpty || !presentations.actions.isEmpty else {
            return page
        }
        let shown = presentedViewsShownByActions()
        reportUnreachablePresentations()
        var nodes = page + presentations.views
        if !presentations.actions.isEmpty {
            for index in nodes.indices { nodes[index].changeEach { resolveButton(&$0, shown: shown) } }
        }
        return nodes
    }

    /// Asks every presentation modifier what it presents at build time and under each button
    /// action's journal, making a view for each item presented. Making one lowers more views,
    /// which may attach more presentations and add buttons, so this goes round until every
    /// modifier has been asked about every action. Returns, by action, the view it shows.
    private func presentedViewsShownByActions() -> [Int: PresentedView] {
        var shown: [Int: PresentedView] = [:]
        var isSettled = false
        while !isSettled {
            isSettled = true
            for source in presentations.sources {
                if !source.hasCheckedInitialState {
                    isSettled = false
                    source.hasCheckedInitialState = true
                    if let presented = source.current() { _ = source.view(for: presented, isPresented: true, context: self) }
                }
                while source.actionsChecked < presentations.actions.count {
                    isSettled = false
                    let index = source.actionsChecked
                    source.actionsChecked += 1
                    let journal = presentations.actions[index].changes
                    journal.wasRead = false
                    // An action that changes something else (a counter) leaves a presented view
                    // presented, but does not show it.
                    guard let presented = reading(through: journal, source.current), journal.wasRead else { continue }
                    let view = source.view(for: presented, isPresented: false, context: self)
                    source.opened.insert(view.key)
                    if shown[index] == nil { shown[index] = view }
                }
            }
        }
        return shown
    }

    /// Warns about presentations no button on the page can show.
    private func reportUnreachablePresentations() {
        for source in presentations.sources {
            if source.made.isEmpty {
                report(.warning, "nothing on the page sets this \(source.noun)'s item, so it is left out", at: source.site)
            }
            for view in source.made.values.sorted(by: { $0.key < $1.key }) where !view.isPresented && !source.opened.contains(view.key) {
                report(.warning, "no button on the page opens this \(source.noun) (none sets its binding), so it stays hidden", at: source.site)
            }
        }
    }

    /// Turns an undecided button into an opener of the view its action shows, or a closer of
    /// the view it is in, or back into a plain button.
    private func resolveButton(_ node: inout Node, shown: [Int: PresentedView]) {
        if case .presentation(.button(var button)) = node.kind, case .undecided(let index) = button.action {
            if let view = shown[index] {
                button.action = .show(view)
                node.kind = .presentation(.button(button))
            } else if let enclosing = presentations.actions[index].enclosing {
                button.action = .hide(enclosing)
                node.kind = .presentation(.button(button))
            } else {
                node.kind = .control(button.control)
            }
        }
    }
}
