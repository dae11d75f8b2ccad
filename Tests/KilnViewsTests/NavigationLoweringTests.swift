import Foundation
import KilnTree
@testable import KilnViews
import Testing

private struct Item: Hashable, Identifiable {
    let id: String
}

private enum Flavor: String, CaseIterable, Hashable, Identifiable {
    case vanilla = "Vanilla", chocolate = "Chocolate", mintChip = "Mint Chip"
    var id: Self { self }
}

/// A value with neither an id, a raw value nor a description that names it.
private struct Anonymous: Hashable {
    let count: Int
}

private struct Post: Hashable, PagePathConvertible {
    let year: Int
    let slug: String
    var pagePath: String { "blog/\(year)/\(slug)" }
}

/// Links record the pages they lead to; the stack shows a pushed value's destination on the
/// page reached by following the link.
struct NavigationLoweringTests {
    private func find(_ nodes: [Node], _ matches: (Node) -> Bool) -> Node? {
        for node in nodes {
            if matches(node) { return node }
            if let found = find(node.children, matches) { return found }
        }
        return nil
    }

    private func column(_ nodes: [Node]) -> NavigationBar? {
        guard let node = find(nodes, { if case .navigationColumn = $0.kind { true } else { false } }),
              case .navigationColumn(let bar) = node.kind else { return nil }
        return bar
    }

    private var itemStack: some View {
        NavigationStack {
            List {
                NavigationLink("First", value: Item(id: "first"))
                NavigationLink("Second", value: Item(id: "Second Item"))
            }
            .navigationTitle("Items")
            .navigationDestination(for: Item.self) { item in
                Text("Showing \(item.id)").navigationTitle(item.id)
            }
        }
    }

    @Test func valueLinksLeadToPagesNamedByTheirTypeAndId() throws {
        let page = lowerPage(itemStack)
        #expect(page.diagnostics.isEmpty)
        #expect(page.targets.count == 2)
        let second = try #require(page.targets[1])
        #expect(second.step?.path == ["item", "second-item"])
        #expect(second.title == "Second Item")
        #expect(page.title == "Items")
        let link = find(page.nodes) { if case .link = $0.kind { true } else { false } }
        guard case .link(let destination)? = link?.kind else {
            Issue.record("the page has no link")
            return
        }
        #expect(destination == .page(0))
    }

    @Test func followingALinkShowsTheDestinationWithATrail() throws {
        let home = lowerPage(itemStack)
        let state = NavigationState().following(try #require(home.targets[0]))
        let pushed = lowerPage(itemStack, navigation: state)
        #expect(texts(of: pushed.nodes) == ["Showing first"])
        #expect(pushed.title == "first")
        #expect(column(pushed.nodes)?.trail == .shown)
        #expect(column(home.nodes)?.trail == .hidden)
    }

    @Test func destinationsDeclaredAfterTheLinkAndOnOuterStacksResolve() {
        let page = lowerPage(NavigationStack {
            VStack {
                NavigationStack {
                    NavigationLink("Inner", value: 3)
                }
                Text("After").navigationDestination(for: Int.self) { Text("Number \($0)") }
            }
        })
        #expect(page.diagnostics.isEmpty)
        #expect(page.targets.compactMap { $0 }.map { $0.step?.path ?? [] } == [["int", "3"]])
    }

    @Test func aValueWithoutDestinationIsAnErrorAtItsLink() throws {
        let line = #line + 1
        let page = lowerPage(NavigationStack { NavigationLink("Lost", value: Item(id: "lost")) })
        let error = try #require(page.diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.source == CallSite(fileID: #fileID, line: line))
        #expect(error.message == "NavigationLink(value:) of type Item has no destination: add .navigationDestination(for: Item.self) inside its NavigationStack")
        #expect(page.targets.count == 1 && page.targets[0] == nil)
    }

    @Test func aValueWithoutAStablePathIsAnError() throws {
        let page = lowerPage(NavigationStack {
            NavigationLink("Anonymous", value: Anonymous(count: 1))
                .navigationDestination(for: Anonymous.self) { Text("\($0.count)") }
        })
        #expect(page.diagnostics.map(\.message).contains { $0.contains("Anonymous has no stable page path") })
    }

    @Test func pagePathsComeFromRawValuesIdsDescriptionsOrTheValueItself() {
        #expect(PagePath.segments(of: Flavor.mintChip) == ["flavor", "mint-chip"])
        #expect(PagePath.segments(of: Item(id: "Crème Brûlée")) == ["item", "crème-brûlée"])
        #expect(PagePath.segments(of: 42) == ["int", "42"])
        #expect(PagePath.segments(of: "Hello, World!") == ["string", "hello-world"])
        #expect(PagePath.segments(of: Post(year: 2022, slug: "What's New")) == ["blog", "2022", "what-s-new"])
        #expect(PagePath.segments(of: Anonymous(count: 1)) == nil)
        #expect(PagePath.slug("🍩") == "u1f369")
        #expect(PagePath.slug("NavigationSplitView", splitsCamelCase: true) == "navigation-split-view")
    }

    /// An id made anew on every run (a UUID, an object's identity) would give a new URL on every
    /// build: the path comes from the value's naming property, or a hash of what it holds.
    @Test func valuesWithIdsMadeAnewAreNamedByWhatTheyHold() throws {
        struct Dessert: Identifiable, Hashable {
            let id = UUID()
            var label = "Pudding"
            var title: String
        }
        final class Shop: Identifiable {
            let name = "Corner Shop"
        }
        struct Reading: Identifiable, Hashable {
            let id = UUID()
            var values: [String: Int]
        }
        // `title` comes before `label`; a class's ObjectIdentifier is made anew too.
        #expect(PagePath.segments(of: Dessert(title: "Crème Brûlée")) == ["dessert", "crème-brûlée"])
        #expect(PagePath.name(of: Dessert(title: "Crème Brûlée")) == "Crème Brûlée")
        #expect(PagePath.segments(of: Shop()) == ["shop", "corner-shop"])
        let reading = try #require(PagePath.segments(of: Reading(values: ["a": 1, "b": 2, "c": 3])))
        #expect(reading[0] == "reading" && reading[1].count == 8 && reading[1].allSatisfy(\.isHexDigit))
        #expect(PagePath.segments(of: Reading(values: ["c": 3, "b": 2, "a": 1])) == reading, "another copy, its dictionary in another order")
        #expect(PagePath.segments(of: Reading(values: ["a": 2])) != reading)
        #expect(PagePath.name(of: Reading(values: [:])) == "Reading")
        // A value that chooses its own path keeps it, and is not named from what it holds.
        struct Post: Identifiable, Hashable, PagePathConvertible {
            let id = UUID()
            var title = "Hello"
            var pagePath: String { "posts/first" }
        }
        #expect(DerivedName(of: Post()) == nil)
        #expect(PagePath.segments(of: Post()) == ["posts", "first"])
        #expect(!NavigationValue(Post()).hasDerivedPath)
    }

    @Test func viewLinksAreNamedAfterTheFirstWordsOfTheirLabel() throws {
        let stack = NavigationStack {
            NavigationLink {
                Text("Detail")
            } label: {
                Text("🍩")
                Text("Doughnut")
            }
        }
        let page = lowerPage(stack)
        let target = try #require(page.targets[0])
        #expect(target.mayBeNumbered)
        #expect(target.step?.path == ["doughnut"])
        #expect(target.title == "Doughnut")
        let pushed = lowerPage(stack, navigation: NavigationState().following(target))
        #expect(texts(of: pushed.nodes) == ["Detail"])
    }

    @Test func theInitialPathIsAChainOfPages() throws {
        let stack = NavigationStack(path: .constant([Item(id: "a"), Item(id: "b")])) {
            Text("Root").navigationDestination(for: Item.self) { Text("Item \($0.id)") }
        }
        let root = lowerPage(stack)
        let first = try #require(root.targets.compactMap { $0 }.first)
        #expect(first.step?.path == ["item", "a"])
        let a = lowerPage(stack, navigation: NavigationState().following(first))
        #expect(texts(of: a.nodes) == ["Item a"])
        let second = try #require(a.targets.compactMap { $0 }.first)
        #expect(second.step?.path == ["item", "b"])
    }

    @Test func aLinkOutsideAnyStackShowsItsLabelWithAWarning() {
        let page = lowerPage(NavigationLink("Nowhere", value: 1))
        #expect(texts(of: page.nodes) == ["Nowhere"])
        #expect(page.diagnostics.map(\.severity) == [.warning])
    }

    @Test func toolbarItemsAndTitleGoToTheBar() throws {
        let page = lowerPage(NavigationStack {
            Text("Form")
                .navigationTitle("New Activity")
                .toolbar {
                    Button("Save") {}
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(id: "hidden", placement: .secondaryAction, showsByDefault: false) { Button("Hidden") {} }
                }
        })
        let stack = try #require(page.nodes.first)
        guard case .navigationColumn(let bar) = stack.kind else { Issue.record("not a column"); return }
        #expect(bar.title == "New Activity")
        #expect(bar.toolbarItemCount == 2)
        let placements = stack.children.prefix(2).map { node -> ToolbarPlacement? in
            if case .toolbarItem(let placement) = node.kind { return placement }
            return nil
        }
        #expect(placements == [.trailing, .leading])
        #expect(texts(of: Array(stack.children.dropFirst(2))) == ["Form"])
    }
}

/// A split view's sidebar selection makes a page per row; the detail reads the selection.
struct SplitViewLoweringTests {
    private struct Home: View {
        @State private var flavor: Flavor?

        var body: some View {
            NavigationSplitView {
                List(Flavor.allCases, selection: $flavor) { flavor in
                    NavigationLink(value: flavor) { Text(flavor.rawValue) }
                }
                .navigationTitle("Flavors")
            } detail: {
                Text(flavor.map { "Scoop of \($0.rawValue)" } ?? "Pick a flavor")
            }
        }
    }

    @Test func eachRowLinksToThePageSelectingIt() throws {
        let home = lowerPage(Home())
        #expect(home.diagnostics.isEmpty)
        #expect(home.targets.compactMap { $0?.step?.path } == [["flavor", "vanilla"], ["flavor", "chocolate"], ["flavor", "mint-chip"]])
        #expect(texts(of: home.nodes).last == "Pick a flavor")
        guard case .splitView(let spec)? = home.nodes.first?.kind else { Issue.record("not a split view"); return }
        #expect(spec.compactColumn == 0)

        let chocolate = lowerPage(Home(), navigation: NavigationState().following(try #require(home.targets[1])))
        #expect(texts(of: chocolate.nodes).last == "Scoop of Chocolate")
        guard case .splitView(let selected)? = chocolate.nodes.first?.kind else { Issue.record("not a split view"); return }
        #expect(selected.compactColumn == 1)
        // The list draws the page's selection as selected.
        let list = chocolate.nodes.first?.children.first?.children.first
        guard case .list(let listSpec)? = list?.kind else { Issue.record("no list"); return }
        #expect(listSpec.selection == [ViewTag(Flavor.chocolate)])
    }

    @Test func theAutomaticListStyleInASidebarIsTheSidebarStyle() throws {
        let home = lowerPage(Home())
        guard case .list(let sidebar)? = home.nodes.first?.children.first?.children.first?.kind else { Issue.record("no sidebar list"); return }
        #expect(sidebar.style == .sidebar)

        // An explicit style is kept, and a list outside a sidebar keeps iOS's default.
        let explicit = lowerPage(NavigationSplitView {
            List { Text("Row") }.listStyle(.insetGrouped)
        } detail: {
            List { Text("Detail row") }
        })
        guard case .list(let kept)? = explicit.nodes.first?.children.first?.children.first?.kind,
              case .list(let detail)? = explicit.nodes.first?.children.last?.children.first?.kind
        else { Issue.record("no lists in \(explicit.nodes)"); return }
        #expect(kept.style == .insetGrouped)
        #expect(detail.style == .insetGrouped)
    }

    @Test func aTabViewMakesAPagePerTabWithTheFirstAtItsOwn() throws {
        let tabs = TabView {
            Text("Inbox content").tabItem { Label("Inbox", systemImage: "tray") }
            Text("Sent content").tabItem { Label("Sent", systemImage: "paperplane") }
        }
        let first = lowerPage(tabs)
        #expect(first.targets.count == 2)
        #expect(first.targets[0]?.step == nil)
        let sent = try #require(first.targets[1])
        #expect(sent.step?.path == ["sent"])
        let second = lowerPage(tabs, navigation: NavigationState().following(sent))
        guard case .tabView(let selected, let count)? = second.nodes.first?.kind else { Issue.record("not a tab view"); return }
        #expect(selected == 1 && count == 2)
        #expect(texts(of: second.nodes).contains("Sent content"))
        #expect(!texts(of: second.nodes).contains("Inbox content"))
        #expect(second.title == "Sent")
    }

    private enum Mailbox: Hashable { case inbox, sent }

    private struct Mail: View {
        @State private var mailbox = Mailbox.sent

        var body: some View {
            TabView(selection: $mailbox) {
                Tab("Inbox", systemImage: "tray", value: Mailbox.inbox) { Text("Inbox content") }
                Tab("Sent", systemImage: "paperplane", value: Mailbox.sent) { Text("Sent content \(mailbox == .inbox ? "for inbox" : "")") }
            }
        }
    }

    @Test func tabsWithValuesStartAtTheInitialSelection() throws {
        let first = lowerPage(Mail())
        // The initially selected tab (Sent) is the tab view's own page; Inbox has its own.
        #expect(first.targets[1]?.step == nil)
        let inbox = try #require(first.targets[0])
        #expect(inbox.step?.path == ["inbox"])
        #expect(texts(of: first.nodes).contains("Sent content "))
        let page = lowerPage(Mail(), navigation: NavigationState().following(inbox))
        #expect(texts(of: page.nodes).contains("Inbox content"))
        guard case .tabView(let selected, _)? = page.nodes.first?.kind else { Issue.record("not a tab view"); return }
        #expect(selected == 0)
    }

    private struct Catalog: View {
        @State private var flavor: Flavor?
        @State private var size: Int?

        var body: some View {
            NavigationSplitView {
                List(Flavor.allCases, selection: $flavor) { Text($0.rawValue) }
            } content: {
                if let flavor {
                    List(selection: $size) {
                        ForEach([1, 2], id: \.self) { Text("\($0) scoops of \(flavor.rawValue)") }
                    }
                    .navigationSplitViewColumnWidth(240)
                } else {
                    Text("Pick a flavor")
                }
            } detail: {
                Text(size.map { "Cone of \($0)" } ?? "Pick a size")
            }
            .navigationSplitViewStyle(.prominentDetail)
        }
    }

    @Test func threeColumnsSelectInTurn() throws {
        let home = lowerPage(Catalog())
        #expect(home.targets.compactMap { $0?.step?.path } == [["flavor", "vanilla"], ["flavor", "chocolate"], ["flavor", "mint-chip"]])
        let mint = NavigationState().following(try #require(home.targets[2]))
        let mintPage = lowerPage(Catalog(), navigation: mint)
        // The content column's list now links to its sizes; the sidebar still links to the flavors.
        let sizes = mintPage.targets.compactMap { $0 }.filter { $0.step?.path.first == "int" }
        #expect(sizes.map { $0.step?.path ?? [] } == [["int", "1"], ["int", "2"]])
        let two = mint.following(try #require(sizes.last))
        #expect(two.pathSegments == ["flavor", "mint-chip", "int", "2"])
        let twoPage = lowerPage(Catalog(), navigation: two)
        #expect(texts(of: twoPage.nodes).last == "Cone of 2")
        guard case .splitView(let spec)? = twoPage.nodes.first?.kind else { Issue.record("not a split view"); return }
        #expect(spec.compactColumn == 2)
        #expect(spec.style == .prominentDetail)
        #expect(spec.columnWidths == [nil, 240, nil])
        // Choosing another flavor from there drops the size chosen for the first.
        let vanilla = two.following(try #require(twoPage.targets[0]))
        #expect(vanilla.pathSegments == ["flavor", "vanilla"])
    }
}
