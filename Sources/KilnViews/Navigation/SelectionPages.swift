import KilnTree

nonisolated extension LoweringContext {
    /// The rows of a selectable list in a split view's sidebar or content column, each a link to
    /// the page where it is selected. The page's own selection is set on the binding first, so
    /// the columns after the list show it.
    func lowerSelectingPages<Content: View>(_ content: Content, selection: SelectionBinding) -> [Node] {
        let key = navigation.key((navigation.scope?.key ?? "") + "/list", at: nil)
        let initial = selection.tags()
        if case .select(let tag)? = navigation.state.steps(in: key).last?.action, !selection.select(tag) {
            report(.error, "the selection \(tag.value.base) does not fit this list's selection binding", at: nil)
        }
        let saved = navigation.selectsRows
        navigation.selectsRows = true
        let rows = loweredWithTags(content)
        navigation.selectsRows = saved
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
        guard let path = value.path else {
            report(.error, "\(value.typeName) has no stable page path for a sidebar's selection: make it Identifiable, RawRepresentable, LosslessStringConvertible or PagePathConvertible", at: row.source)
            return row
        }
        // Selecting the row selected at first leads back to the split view's own page.
        let step = initial.contains(tag) ? nil : NavigationStep(scope: key, path: path, action: .select(tag))
        let target = navigation.add(NavigationTarget(scope: key, step: step, title: value.name, identity: value.identity, source: row.source, isViewBased: false))
        var content = row
        content.modifiers = []
        return Node(.link(.page(target)), children: [content], modifiers: row.modifiers, source: row.source)
    }
}
