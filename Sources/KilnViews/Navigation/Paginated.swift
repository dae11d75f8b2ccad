import KilnTree

/// A long collection shown a page at a time: the first `pageSize` elements on the view's own
/// page, the next ones at `page/2/`, `page/3/` … below it (stable URLs: an element's page
/// changes only when elements before it are added), each page with links to the previous and
/// next (`rel="prev"`, `rel="next"`) and its number.
///
/// ```swift
/// Paginated(posts, pageSize: 10) { posts in
///     ForEach(posts) { post in NavigationLink(post.title, value: post) }
/// }
/// ```
///
/// The rest of the view is the same on every page, as a selection in a sidebar keeps it.
nonisolated public struct Paginated<Data: RandomAccessCollection, Content: View>: View {
    let data: Data
    let pageSize: Int
    let content: (Data.SubSequence) -> Content
    let site: CallSite

    public init(
        _ data: Data, pageSize: Int, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (Data.SubSequence) -> Content
    ) {
        self.data = data
        self.pageSize = pageSize
        self.content = content
        site = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        guard view.pageSize > 0 else {
            context.report(.error, "Paginated needs a page size of at least 1, not \(view.pageSize)", at: view.site)
            return
        }
        let scope = context.navigation.key("pages", at: view.site)
        let pageCount = max(1, (view.data.count + view.pageSize - 1) / view.pageSize)
        var current = 1
        if case .page(let number)? = context.navigation.state.steps(in: scope).last?.action {
            current = min(max(number, 1), pageCount)
        }
        let start = view.data.index(view.data.startIndex, offsetBy: (current - 1) * view.pageSize)
        let end = view.data.index(start, offsetBy: min(view.pageSize, view.data.distance(from: start, to: view.data.endIndex)))
        lower(view.content(view.data[start..<end]), into: &nodes, context: context)
        guard pageCount > 1 else { return }
        let pager = HStack {
            if current > 1 { PaginationLink(number: current - 1, scope: scope, relation: "prev", site: view.site, label: Text("Previous")) }
            Spacer()
            Text("Page \(current) of \(pageCount)").foregroundStyle(.secondary)
            Spacer()
            if current < pageCount { PaginationLink(number: current + 1, scope: scope, relation: "next", site: view.site, label: Text("Next")) }
        }
        .padding(.vertical)
        lower(pager, into: &nodes, context: context)
    }
}

/// A link to one page of a `Paginated` collection: a step in its scope, as a sidebar's selection is.
nonisolated struct PaginationLink: View {
    let number: Int
    let scope: String
    let relation: String
    let site: CallSite
    let label: Text

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        // The first page is the view's own: its link returns there rather than to page/1/.
        let step = view.number == 1 ? nil : NavigationStep(scope: view.scope, path: ["page", String(view.number)], action: .page(view.number))
        let target = context.navigation.add(NavigationTarget(
            scope: view.scope, step: step, title: "Page \(view.number)", identity: AnyHashable("\(view.scope) page \(view.number)"),
            source: view.site, mayBeNumbered: false))
        nodes.append(Node(.link(.page(target)), children: lowered(view.label, context: context), modifiers: [.linkRelation(view.relation)], source: view.site))
    }
}
