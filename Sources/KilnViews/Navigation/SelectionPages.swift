import KilnTree

nonisolated extension LoweringContext {
    /// The rows of a selectable list in a split view's sidebar or content column, each a link to
    /// the page where it is selected. The page's own selection is set on the binding first, so
    /// the columns after the list show it.
    func lowerSelectingPages<Content: View>(_ content: Content, selection: SelectionBinding) -> [Node] {
        let key = navigation.key((navigation.scope?.key ?? "") + "/list", at: nil)
        let initial = selection.tags()
        let selected: ViewTag? = if case .select(let tag)? = navigation.state.steps(in: key).last?.action { tag } else { nil }
        if let selected, !selection.select(selected) {
            report(.error, "the selection \(selected.value.base) does not fit this list's selection binding", at: nil)
        }
        let saved = navigation.selectsRows
        navigation.selectsRows = true
        let rows = loweredWithTags(content)
        navigation.selectsRows = saved
        // Rows whose ids are made anew (`let id = UUID()` in data a view makes) hold other ids
        // on the page that selects one of them, which then could not show it.
        if let selected, DerivedName.isMadeAnew(selected.value.base), !rows.contains(where: { $0.hasTag(selected) }) {
            report(.error, "this list's rows have new ids on every page (UUIDs made with the data), so the page selecting one cannot find it: make the data once (a static let or a model), or tag the rows with stable values", at: rows.first?.source)
            return rows // Links to yet other ids would lead on without end.
        }
        return rows.map { linkingSelection($0, key: key, initial: initial) }
    }

    /// A row with a tag as a link to the page selecting it; sections link their rows.
    private func linkingSelection(_ row: Node, key: String, initial: Set<ViewTag>) -> Node {
        if case .section = row.kind {
            var section = row
            section.children = row.children.map { linkingSelection($0, key: key, initial: initial) }
            return section
        }
        guard let tag = row.tag else { return row }
        let value = NavigationValue(tag: tag)
        // A row tagged with an id made anew on every run (`List(items, selection: $id)` with
        // `let id = UUID()`) is named by its text, as a view-based link is.
        let rowName = DerivedName.isMadeAnew(tag.value.base) ? row.firstWords : ""
        guard let path = rowName.isEmpty ? value.path : [PagePath.slug(rowName)] else {
            report(.error, "\(value.typeName) has no stable page path for a sidebar's selection: make it Identifiable, RawRepresentable, LosslessStringConvertible or PagePathConvertible", at: row.source)
            return row
        }
        if !rowName.isEmpty {
            reportOnce("This list's rows are tagged with ids made anew on every build (UUIDs), so their pages are named from their text: \(path[0]). Tag them with stable values to choose the URLs", key: "derived selection path", at: row.source)
        }
        // Selecting the row selected at first leads back to the split view's own page.
        let step = initial.contains(tag) ? nil : NavigationStep(scope: key, path: path, action: .select(tag))
        let target = navigation.add(NavigationTarget(
            scope: key, step: step, title: rowName.isEmpty ? value.name : rowName, identity: value.identity, source: row.source,
            mayBeNumbered: value.hasDerivedPath || !rowName.isEmpty))
        var content = row
        content.modifiers = []
        return Node(.link(.page(target)), children: [content], modifiers: row.modifiers, source: row.source)
    }
}

nonisolated extension Node {
    /// True when this row, or a row of this section, has `tag`.
    fileprivate func hasTag(_ tag: ViewTag) -> Bool {
        if case .section = kind { return children.contains { $0.hasTag(tag) } }
        return self.tag == tag
    }
}
