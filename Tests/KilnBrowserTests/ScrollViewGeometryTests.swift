import Kiln
import KilnTestSupport
import Testing

/// A scroll view takes the space offered along its axis. As a page's body (the page's root, a
/// navigation stack's, a split view's column, a tab, a sheet) it is offered all the height it
/// wants: it is as tall as its content and the page scrolls. In a frame of fixed height it takes
/// the frame's room and scrolls inside it. A horizontal one takes the offered width and is as
/// tall as its content.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ScrollViewGeometryTests {
    /// 300 + 8 + 900 pt of content, taller than the 800 px viewport.
    private func tallContent() -> some View {
        VStack { block("top", 100, 300); block("bottom", 100, 900) }
    }

    private func expectWholeContent(_ page: PageMeasurement, _ where: String, width: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scroll = try page.box("scroll"), top = try page.box("top"), bottom = try page.box("bottom")
        expectClose(scroll.height, 1208, "\(`where`): the scroll view is as tall as its content", sourceLocation: sourceLocation)
        expectClose(bottom.y, top.y + 308, "\(`where`): its content is laid out whole", sourceLocation: sourceLocation)
        if let width { expectClose(scroll.width, width, "\(`where`): it takes the offered width", sourceLocation: sourceLocation) }
    }

    @Test func atAPagesRootItGrowsWithItsContent() throws {
        for width in [390, 1280] {
            let page = try measure(ScrollView { tallContent() }.accessibilityIdentifier("scroll"), width: width)
            try expectWholeContent(page, "page root at \(width)", width: Double(width))
        }
    }

    @Test func asANavigationStacksRootItGrowsWithItsContent() throws {
        let page = try measure(NavigationStack {
            ScrollView { tallContent() }.accessibilityIdentifier("scroll").navigationTitle("Food")
        }, width: 390)
        try expectWholeContent(page, "navigation stack", width: 390)
    }

    @Test func inSplitViewColumnsItGrowsWithItsContent() throws {
        let page = try measure(NavigationSplitView {
            ScrollView { block("side", 100, 1000) }.accessibilityIdentifier("sidebar")
        } detail: {
            ScrollView { tallContent() }.accessibilityIdentifier("scroll")
        }, width: 1280)
        try expectWholeContent(page, "split view detail")
        let sidebar = try page.box("sidebar"), side = try page.box("side")
        expectClose(sidebar.height, 1208, "the sidebar's scroll view takes its column, as tall as the detail's")
        expectClose(side.y, sidebar.y, "and shows its content from the top")
    }

    @Test func inATabItGrowsWithItsContent() throws {
        let page = try measure(TabView {
            ScrollView { tallContent() }.accessibilityIdentifier("scroll").tabItem { Text("Food") }
            Text("Other").tabItem { Text("Other") }
        }, width: 390)
        try expectWholeContent(page, "tab", width: 390)
    }

    private struct FoodSheet: View {
        @State var isShowing = true

        var body: some View {
            Button("Menu") { isShowing = true }
                .sheet(isPresented: $isShowing) {
                    ScrollView { VStack { block("top", 100, 300); block("bottom", 100, 900) } }.accessibilityIdentifier("scroll")
                }
        }
    }

    @Test func inASheetItShowsItsContent() throws {
        let page = try measure(FoodSheet(), width: 390)
        let scroll = try page.box("scroll"), top = try page.box("top"), bottom = try page.box("bottom")
        #expect(scroll.height >= 300, "the sheet's scroll view shows its content: \(scroll)")
        expectClose(bottom.y, top.y + 308, "its content is laid out whole")
    }

    @Test func besideSiblingsInAPageItGrowsWithItsContent() throws {
        let page = try measure(VStack {
            Text("Title").accessibilityIdentifier("title")
            ScrollView { tallContent() }.accessibilityIdentifier("scroll")
            Text("Footer").accessibilityIdentifier("footer")
        }, width: 390)
        try expectWholeContent(page, "between siblings", width: 390)
        let scroll = try page.box("scroll"), footer = try page.box("footer")
        expectClose(footer.y, scroll.y + scroll.height + 8, "the footer follows the whole content")
    }

    @Test func inAFixedHeightFrameItScrollsInsideTheFrame() throws {
        let page = try measure(VStack {
            ScrollView { tallContent() }.accessibilityIdentifier("scroll").frame(height: 200)
            VStack {
                block("title", 100, 40)
                ScrollView { block("long", 100, 1000) }.accessibilityIdentifier("beside")
            }
            .frame(height: 300)
            VStack {
                block("heading", 100, 40)
                VStack { ScrollView { block("nestedLong", 100, 1000) }.accessibilityIdentifier("nested") }
            }
            .frame(height: 300)
        }, width: 390, styleProperties: ["overflow-y"])
        let scroll = try page.box("scroll")
        expectClose(scroll.height, 200, "the frame's height")
        #expect(scroll.style["overflow-y"] == "auto", "and it scrolls: \(scroll)")
        expectClose(try page.box("bottom").height, 900, "its content keeps its size")
        expectClose(try page.box("beside").height, 300 - 40 - 8, "beside a sibling it takes the room left")
        expectClose(try page.box("nested").height, 300 - 40 - 8, "also inside a stack of its own")
    }

    @Test func horizontallyItTakesTheWidthLeftAndItsContentsHeight() throws {
        let page = try measure(VStack {
            HStack {
                block("label", 80, 20)
                ScrollView(.horizontal) { block("wide", 600, 40) }.accessibilityIdentifier("inRow")
            }
            .frame(width: 300)
            ScrollView(.horizontal) { block("wider", 800, 40) }.accessibilityIdentifier("inColumn")
            block("after", 20, 20)
        }, width: 390)
        let inRow = try page.box("inRow"), inColumn = try page.box("inColumn")
        expectClose(inRow.width, 300 - 80 - 8, "in a row it takes the width left")
        expectClose(inRow.height, 40, "and its content's height")
        expectClose(inColumn.width, 390, "in a column it takes the offered width")
        expectClose(inColumn.height, 40, "and its content's height, not nothing")
        expectClose(try page.box("after").y, inColumn.y + 48, "what follows comes after it")
    }
}
