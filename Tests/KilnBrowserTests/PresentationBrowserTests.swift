import Kiln
import KilnTestSupport
import Testing

/// Presentations in a real browser: a closed one is not displayed, one presented at build time
/// is, and activating a button opens the view it presents — the page itself runs no script.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct PresentationBrowserTests {
    /// A sheet whose content fills it, so the content's box is the sheet's, and its button.
    private struct Budget: View {
        @State var isShowing: Bool

        var body: some View {
            Button("Show budget") { isShowing = true }
                .accessibilityIdentifier("opener")
                .sheet(isPresented: $isShowing) {
                    Text("Budget View")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .accessibilityIdentifier("sheet")
                }
        }
    }

    private struct Tip: View {
        @State var isShowing = false

        var body: some View {
            VStack {
                Button("Tip") { isShowing = true }
                    .accessibilityIdentifier("opener")
                    .popover(isPresented: $isShowing) { Text("Bring a friend.").padding().accessibilityIdentifier("popover") }
                Text("Below").accessibilityIdentifier("below")
            }
        }
    }

    /// Loads `view`'s page after a click on the element with test id `testID`: what a reader's
    /// click does. The click is the test's own script; the page has none.
    private func measureAfterClicking<V: View>(_ testID: String, in view: V, width: Int = 400) throws -> PageMeasurement {
        let html = HTMLRenderer(content: view).document(title: "Presentation")
        let click = "<script>document.querySelector('[data-testid=\"\(testID)\"]').click()</script></body>"
        return try Browser.shared().measure(html: html.replacing("</body>", with: click), width: width)
    }

    @Test func aClosedSheetIsNotDisplayed() throws {
        let page = try measure(Budget(isShowing: false))
        let sheet = try page.box("sheet")
        expectClose(sheet.width, 0, "the closed dialog's content has no box")
        expectClose(sheet.height, 0, "the closed dialog's content has no box")
    }

    @Test func aSheetPresentedAtBuildTimeIsShownAtTheBottomOfANarrowScreen() throws {
        let page = try measure(Budget(isShowing: true))
        let sheet = try page.box("sheet")
        expectClose(sheet.width, 400, "the sheet spans a narrow screen")
        expectClose(sheet.y + sheet.height, 800, "and rests on its bottom edge")
        #expect(sheet.height > 600, "it rises to 40px below the top, less its close button")
    }

    @Test func activatingTheButtonShowsTheSheetAsACentredCardOnAWideScreen() throws {
        let page = try measureAfterClicking("opener", in: Budget(isShowing: false), width: 1000)
        let sheet = try page.box("sheet")
        expectClose(sheet.width, 540, "iPad's form sheet width")
        expectClose(sheet.x, 230, "centred")
        #expect(sheet.height > 500, "the sheet is open")
    }

    @Test func activatingTheButtonShowsThePopoverUnderIt() throws {
        let closed = try measure(Tip())
        expectClose(try closed.box("popover").height, 0, "the popover is closed at first")
        let page = try measureAfterClicking("opener", in: Tip())
        let opener = try page.box("opener"), popover = try page.box("popover"), below = try page.box("below")
        #expect(popover.height > 0, "the popover is open")
        #expect(popover.y >= opener.y + opener.height, "it opens under its button")
        expectClose(popover.x + popover.width / 2, opener.x + opener.width / 2, "centred on its button")
        expectClose(below.y, opener.y + opener.height + 8, "it does not push the page's views apart")
    }
}
