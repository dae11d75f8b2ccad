import KilnTree

nonisolated extension LoweringContext {
    /// Lowers `body` with `scope` as the innermost navigation container, then settles the links
    /// made in it.
    func lower(in scope: NavigationScope, _ body: () -> [Node]) -> [Node] {
        let saved = navigation.scope
        navigation.scope = scope
        let nodes = body()
        navigation.scope = saved
        settleLinks(of: scope)
        return nodes
    }

    /// Lowers `body` as the content of a split view's column (or, with nil, outside any column).
    func lower(inColumn role: NavigationBar.Role?, _ body: () -> [Node]) -> [Node] {
        let saved = navigation.column
        navigation.column = role
        defer { navigation.column = saved }
        return body()
    }

    /// A link to the page of `value`, shown by the nearest container with a destination for its type.
    func linkTarget(for value: NavigationValue, source: CallSite?) -> Int? {
        guard let scope = navigation.scope else { return nil }
        let index = navigation.reserveTarget()
        scope.pending.append(PendingLink(target: index, destination: .value(value), source: source))
        return index
    }

    /// A link to a page showing `destination`, pushed onto the nearest container.
    func linkTarget<Destination: View>(for destination: Destination, label: [Node], source: CallSite?) -> Int? {
        guard let scope = navigation.scope else { return nil }
        let index = navigation.reserveTarget()
        let named = label.lazy.map(\.firstWords).first { !$0.isEmpty } ?? PagePath.typeName(Destination.self)
        let render: (LoweringContext) -> [Node] = { context in lowered(destination, context: context) }
        scope.pending.append(PendingLink(
            target: index,
            destination: .view(render: render, identity: String(reflecting: destination), path: [PagePath.slug(named, splitsCamelCase: true)], title: named),
            source: source))
        return index
    }

    /// Resolves the links waiting in `scope` against its destinations; what it cannot show goes
    /// to the container around it, and a value nothing shows is an error at its link.
    private func settleLinks(of scope: NavigationScope) {
        guard scope.resolvesLinks else {
            scope.parent?.pending += scope.pending
            return
        }
        for link in scope.pending {
            switch link.destination {
            case .view(let render, let identity, let path, let title):
                let step = NavigationStep(scope: scope.pushKey, path: path, action: .push(PushedDestination(render: render, destinations: scope.destinations.byType)))
                navigation.resolve(link.target, to: NavigationTarget(scope: scope.pushKey, step: step, title: title, identity: identity, source: link.source, mayBeNumbered: true))
            case .value(let value):
                guard let destination = scope.destinations.byType[value.type] else {
                    if let parent = scope.parent {
                        parent.pending.append(link)
                    } else {
                        report(.error, "NavigationLink(value:) of type \(value.typeName) has no destination: add .navigationDestination(for: \(value.typeName).self) inside its NavigationStack", at: link.source)
                    }
                    continue
                }
                guard let path = value.path else {
                    report(.error, "\(value.typeName) has no stable page path for NavigationLink(value:): make it Identifiable, RawRepresentable, LosslessStringConvertible or PagePathConvertible", at: link.source)
                    continue
                }
                if value.hasDerivedPath { reportOnce(value.derivedPathWarning, key: "derived path of \(value.typeName)", at: link.source) }
                let shown = value.value
                let render: (LoweringContext) -> [Node] = { context in destination.render(shown, context) }
                let step = NavigationStep(scope: scope.pushKey, path: path, action: .push(PushedDestination(render: render, destinations: scope.destinations.byType)))
                navigation.resolve(link.target, to: NavigationTarget(scope: scope.pushKey, step: step, title: value.name, identity: value.identity, source: link.source, mayBeNumbered: value.hasDerivedPath))
            }
        }
        scope.pending = []
    }
}

nonisolated extension Node {
    /// The first text in the view with letters or digits: what a view-based link's page is named after.
    var firstWords: String {
        if case .text(let runs) = kind {
            let text = runs.map(\.text).joined()
            return text.contains(where: { $0.isLetter || $0.isNumber }) ? text : ""
        }
        return children.lazy.map(\.firstWords).first { !$0.isEmpty } ?? ""
    }
}
