import KilnTree

/// Where `searchable` puts its field, as SwiftUI's `SearchFieldPlacement`. On a page the field
/// stands at the top of the searched view, under the navigation bar's title as iOS draws its
/// drawer; applied to a `NavigationSplitView`, `.automatic` and `.sidebar` put it in the
/// sidebar and the others in the last column.
nonisolated public struct SearchFieldPlacement: Hashable, Sendable {
    let placement: SearchField.Placement

    public static let automatic = SearchFieldPlacement(placement: .automatic)
    public static let toolbar = SearchFieldPlacement(placement: .toolbar)
    public static let toolbarPrincipal = SearchFieldPlacement(placement: .toolbar)
    public static let sidebar = SearchFieldPlacement(placement: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(placement: .navigationBarDrawer)

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    /// Whether the drawer hides while scrolling; a page always shows it.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        case automatic, always
    }
}

/// How search scopes appear, as SwiftUI's `SearchScopeActivation`; a page always shows them.
nonisolated public struct SearchScopeActivation: Hashable, Sendable {
    public static let automatic = SearchScopeActivation()
    public static let onTextEntry = SearchScopeActivation()
    public static let onSearchPresentation = SearchScopeActivation()
}

/// Whether a page filters a searchable view as the reader types. Kiln's own opt-in: filtering
/// needs a script, and Kiln's pages have none unless a view asks (see the README).
nonisolated public struct SearchFiltering: Hashable, Sendable {
    let filtering: SearchField.Filtering

    /// The field is an ordinary search field; the view shows every row (no script).
    public static let none = SearchFiltering(filtering: .none)
    /// A script of a few hundred bytes hides the rows of the searched view (list rows, table
    /// rows) that do not contain the typed text, ignoring case.
    public static let asYouType = SearchFiltering(filtering: .asYouType)
    /// The field searches the whole site. The build writes an index of every page (`search.json`:
    /// its title, description, headings and first words) and a `search/` page listing every
    /// page; the field is a form leading there, so it is useful without script. A script of a
    /// few kilobytes shows the best-matching pages under the field as the reader types, and on
    /// the search page, reading the index from the site itself.
    public static let site = SearchFiltering(filtering: .site)
}

/// The parts of a search that modifiers add: the field itself (`searchable`), suggestions and
/// scopes (which SwiftUI lets come before or after it), and the opt-in filtering.
nonisolated struct SearchPart<Content: View>: View {
    enum Part {
        case field(text: String, placement: SearchField.Placement, prompt: Text?, tokens: (LoweringContext) -> [Node])
        case suggestions((LoweringContext) -> [Node])
        case scopes((LoweringContext) -> Node)
        case filtering(SearchField.Filtering)
    }

    let content: Content
    let part: Part
    let source: CallSite

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let inner = lowered(view.content, context: context)
        nodes += SearchAssembly.add(view.part, to: inner, at: view.source, context: context)
    }
}

/// Puts a search part into the search node of the lowered view, or makes one.
nonisolated enum SearchAssembly {
    static func add<Content: View>(_ part: SearchPart<Content>.Part, to nodes: [Node], at source: CallSite, context: LoweringContext) -> [Node] {
        // A part added to a view that already has its search (or a pending one) joins it.
        if nodes.count == 1, case .search(var field) = nodes[0].kind, let parts = nodes[0].searchParts {
            var prompt = parts.prompt, suggestions = Array(parts.suggestions), tokens = Array(parts.tokens), scopes = parts.scopes
            let content = Array(parts.content)
            switch part {
            case .field(let text, let placement, let promptText, let makeTokens):
                guard field.isPending else { break }
                field.isPending = false
                field.text = text
                field.placement = placement
                prompt = promptText.map { lowered($0, context: context) }.flatMap(labelNodeIfAny)
                tokens = makeTokens(context)
                let search = Node.search(field, prompt: prompt, suggestions: suggestions, tokens: tokens, scopes: scopes, content: [], source: source)
                return place(search, around: content, placement: placement)
            case .suggestions(let make): suggestions += make(context)
            case .scopes(let make): scopes = make(context)
            case .filtering(let filtering): field.filtering = filtering
            }
            return [Node.search(field, prompt: prompt, suggestions: suggestions, tokens: tokens, scopes: scopes, content: content, source: nodes[0].source)]
        }
        // The view's search stands inside a navigation container: the part joins it there.
        if nodes.count == 1, let (path, _) = searchInside(nodes[0]) {
            var node = nodes[0]
            node.updateChild(at: path) { $0 = add(part, to: [$0], at: source, context: context)[0] }
            return [node]
        }
        switch part {
        case .field(let text, let placement, let promptText, let makeTokens):
            let prompt = promptText.map { lowered($0, context: context) }.flatMap(labelNodeIfAny)
            let field = SearchField(text: text, placement: placement)
            let search = Node.search(field, prompt: prompt, suggestions: [], tokens: makeTokens(context), scopes: nil, content: [], source: source)
            return place(search, around: nodes, placement: placement)
        case .suggestions(let make):
            return [Node.search(pending(), prompt: nil, suggestions: make(context), tokens: [], scopes: nil, content: nodes, source: source)]
        case .scopes(let make):
            return [Node.search(pending(), prompt: nil, suggestions: [], tokens: [], scopes: make(context), content: nodes, source: source)]
        case .filtering(let filtering):
            var field = pending()
            field.filtering = filtering
            return [Node.search(field, prompt: nil, suggestions: [], tokens: [], scopes: nil, content: nodes, source: source)]
        }
    }

    private static func pending() -> SearchField {
        var field = SearchField(text: "")
        field.isPending = true
        return field
    }

    private static func labelNodeIfAny(_ nodes: [Node]) -> Node? { nodes.isEmpty ? nil : labelNode(nodes) }

    /// The search over `content`, where SwiftUI draws it: inside a navigation container, in its
    /// content under the bar (a split view's sidebar for `.automatic` and `.sidebar`, else its last column).
    private static func place(_ search: Node, around content: [Node], placement: SearchField.Placement) -> [Node] {
        var search = search
        if content.count == 1, var column = content.first, let parts = column.navigationColumnParts {
            search.children += parts.content
            column.children = Array(parts.toolbarItems) + [search]
            return [column]
        }
        if content.count == 1, var split = content.first, case .splitView = split.kind, !split.children.isEmpty {
            let index = placement == .automatic || placement == .sidebar ? 0 : split.children.count - 1
            split.children[index] = place(search, around: [split.children[index]], placement: placement)[0]
            return [split]
        }
        search.children += content
        return [search]
    }

    /// The path to the search node below a navigation container's content, if it has one.
    private static func searchInside(_ node: Node) -> ([Int], Node)? {
        if let parts = node.navigationColumnParts {
            for (offset, child) in parts.content.enumerated() where child.searchParts != nil {
                return ([parts.toolbarItems.count + offset], child)
            }
            return nil
        }
        if case .splitView = node.kind {
            for (index, column) in node.children.enumerated() {
                if let (path, found) = searchInside(column) { return ([index] + path, found) }
            }
        }
        return nil
    }
}

nonisolated extension Node {
    /// Changes the descendant at `path` (child indices from this node down).
    mutating func updateChild(at path: [Int], _ change: (inout Node) -> Void) {
        guard let first = path.first else { change(&self); return }
        children[first].updateChild(at: Array(path.dropFirst()), change)
    }
}

nonisolated extension View {
    func searchPart(_ part: SearchPart<Self>.Part, fileID: String, line: Int) -> SearchPart<Self> {
        SearchPart(content: self, part: part, source: CallSite(fileID: fileID, line: line))
    }

    /// A search field for `text`, where SwiftUI puts it (see `SearchFieldPlacement`): a labelled
    /// `<input type=search>` in a `<search>` element showing the binding's text.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        searchPart(.field(text: text.wrappedValue, placement: placement.placement, prompt: prompt, tokens: { _ in [] }), fileID: fileID, line: line)
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), fileID: fileID, line: line)
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, fileID: String = #fileID, line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), fileID: fileID, line: line)
    }

    /// A search field whose presentation a binding controls; a page always presents it.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: prompt, fileID: fileID, line: line)
    }

    /// A search field with suggestions: the browser offers them as the field's list (`<datalist>`),
    /// each filling the field with its `searchCompletion`.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt, fileID: fileID, line: line)
            .searchSuggestions(fileID: fileID, line: line, suggestions)
    }

    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), fileID: fileID, line: line, suggestions: suggestions)
    }

    /// A search field holding tokens (drawn in the field, before its text) for the collection's elements.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        let elements = Array(tokens.wrappedValue)
        return searchPart(.field(text: text.wrappedValue, placement: placement.placement, prompt: prompt, tokens: { context in
            elements.flatMap { lowered(token($0), context: context) }
        }), fileID: fileID, line: line)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), fileID: fileID, line: line, token: token)
    }

    /// Tokens with suggestions, as SwiftUI 4's first releases spelled it (the WWDC22 session's form);
    /// the same as `searchable(text:tokens:token:)` followed by `searchSuggestions`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T, @ViewBuilder suggestions: () -> S
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, fileID: fileID, line: line, token: token)
            .searchSuggestions(fileID: fileID, line: line, suggestions)
    }

    /// Tokens, scopes and suggestions in one call, as SwiftUI 4's first releases spelled it; the
    /// same as `searchable(text:tokens:token:)` with `searchScopes` and `searchSuggestions`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, V: Hashable, Scopes: View, S: View>(
        text: Binding<String>, tokens: Binding<C>, scope: Binding<V>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder token: @escaping (C.Element) -> T,
        @ViewBuilder scopes: () -> Scopes, @ViewBuilder suggestions: () -> S
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, fileID: fileID, line: line, token: token)
            .searchScopes(scope, fileID: fileID, line: line, scopes: scopes)
            .searchSuggestions(fileID: fileID, line: line, suggestions)
    }

    /// Suggestions for the search field of this view, offered as the field's list (`<datalist>`).
    public func searchSuggestions<S: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder _ suggestions: () -> S) -> some View {
        let suggestions = suggestions()
        return searchPart(.suggestions({ context in lowered(suggestions, context: context) }), fileID: fileID, line: line)
    }

    /// The text this suggestion puts in the search field (the option's value).
    public func searchCompletion(_ completion: String) -> some View {
        modified(.searchCompletion(completion))
    }

    /// Scopes for the search field: a segmented picker under it, showing the binding's scope.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, fileID: String = #fileID, line: Int = #line, @ViewBuilder scopes: () -> S) -> some View {
        let scopes = scopes()
        return searchPart(.scopes({ context in
            lowered(Picker("Search scope", selection: scope) { scopes }.pickerStyle(.segmented), context: context)[0]
        }), fileID: fileID, line: line)
    }

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, fileID: String = #fileID, line: Int = #line, @ViewBuilder _ scopes: () -> S) -> some View {
        searchScopes(scope, fileID: fileID, line: line, scopes: scopes)
    }

    /// Kiln's opt-in for filtering the searched view as the reader types, with a small script.
    public func searchFiltering(_ filtering: SearchFiltering, fileID: String = #fileID, line: Int = #line) -> some View {
        searchPart(.filtering(filtering.filtering), fileID: fileID, line: line)
    }
}

nonisolated private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension EnvironmentValues {
    /// Whether the reader is searching; a page is built before anyone searches.
    public var isSearching: Bool { self[IsSearchingKey.self] }
}
