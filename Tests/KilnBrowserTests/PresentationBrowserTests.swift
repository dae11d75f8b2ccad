import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Presentations in a real browser: a closed one is not displayed, one presented at build time
/// is, and activating a button opens the view it presents — without script where the browser has
/// HTML's `commandfor` and `closedby`, with the page's small script where it has not (Safari).
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
    /// click does. The click is the test's own script; the page's own does nothing in Chromium,
    /// which has `commandfor`.
    private func measureAfterClicking<V: View>(_ testID: String, in view: V, width: Int = 400) throws -> PageMeasurement {
        let html = HTMLRenderer(content: view).document(title: "Presentation")
        let click = "<script>document.querySelector('[data-testid=\"\(testID)\"]').click()</script></body>"
        return try Browser.shared().measure(html: html.replacing("</body>", with: click), width: width)
    }

    /// Safari 26 has neither `commandfor` nor `closedby`: its sheets did not open. Here Chromium
    /// loses both before the page runs, as Safari is, and the page's script opens the sheet as a
    /// modal from its button, and a click beside it closes it.
    @Test func withoutCommandforTheButtonsStillOpenAndCloseTheSheet() throws {
        let html = HTMLRenderer(content: Budget(isShowing: false)).document(title: "Presentation")
        #expect(html.contains("commandForElement"), "the page carries the fallback")
        let asSafari = "<head><script>delete HTMLButtonElement.prototype.commandForElement;delete HTMLButtonElement.prototype.command;delete HTMLDialogElement.prototype.closedBy</script>"
        let found = try Browser.shared().evaluate(html: html.replacing("<head>", with: asSafari), width: 400, script: """
            var dialog = document.querySelector('dialog'), native = 'commandForElement' in HTMLButtonElement.prototype;
            document.querySelector('[data-testid="opener"]').click();
            var opened = dialog.open && dialog.matches(':modal'), focused = dialog.contains(document.activeElement) || document.activeElement === dialog;
            var box = dialog.getBoundingClientRect();
            dialog.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left + 5, clientY: box.top - 20}));
            var closedBeside = !dialog.open;
            document.querySelector('[data-testid="opener"]').click();
            dialog.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left + 5, clientY: box.top + 5}));
            return [native, opened, focused, closedBeside, dialog.open];
            """)
        expectFlags(found, [
            (false, "Chromium has lost commandfor, as Safari"), (true, "the button opens the sheet as a modal"),
            (true, "focus moves into it"), (true, "a click beside the sheet closes it"), (true, "a click inside it does not"),
        ], "the sheet without commandfor")
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
        expectClose(sheet.height, 760, "without detents it rises to 40px below the top (the large detent)")
    }

    /// A sheet presented at build time whose content asks for `detents`.
    private struct Sized: View {
        let detents: Set<PresentationDetent>

        var body: some View {
            Text("Page")
                .sheet(isPresented: .constant(true)) {
                    Text("Budget").frame(maxWidth: .infinity, maxHeight: .infinity)
                        .accessibilityIdentifier("sheet")
                        .presentationDetents(detents)
                }
        }
    }

    private static let detentSets: [Set<PresentationDetent>] = [[.height(250), .medium], [.medium], [.fraction(0.3)], [.large, .medium], [.large]]

    @Test(arguments: zip(detentSets, [250.0, 400, 240, 400, 760]))
    func aSheetOnANarrowScreenIsAsTallAsItsSmallestDetent(detents: Set<PresentationDetent>, height: Double) throws {
        let page = try measure(Sized(detents: detents), width: 390)
        let sheet = try page.box("sheet")
        expectClose(sheet.height, height, "the sheet's height in an 800px window")
        expectClose(sheet.y + sheet.height, 800, "resting on the bottom edge")
    }

    @Test func aSheetWithSeveralDetentsShowsItsDragIndicatorAtTheTopCentre() throws {
        let html = HTMLRenderer(content: Sized(detents: [.medium, .large])).document(title: "Grabber")
        let found = try Browser.shared().evaluate(html: html, width: 390, script: """
            const sheet = document.querySelector('dialog').getBoundingClientRect();
            const grabber = document.querySelector('dialog .k-pr-grabber').getBoundingClientRect();
            return [grabber.width, grabber.height, grabber.top - sheet.top, grabber.left + grabber.width / 2 - (sheet.left + sheet.width / 2)];
            """)
        expectNumbers(found, [(36, "36 pt wide"), (5, "5 pt tall"), (5, "5 pt below the sheet's top edge"), (0, "centred")],
                      "a drag indicator is drawn")
    }

    @Test func aWideScreenShowsTheFormSheetWhateverTheDetents() throws {
        let page = try measure(Sized(detents: [.height(250)]), width: 1000)
        expectClose(try page.box("sheet").height, 620, "iPad's form sheet ignores detents")
    }

    @Test func aSheetHasNoCloseButtonAndClosesOnAClickOutside() throws {
        let html = HTMLRenderer(content: Budget(isShowing: false)).document(title: "Sheet")
        let found = try Browser.shared().evaluate(html: html, width: 390, script: """
            const sheet = document.querySelector('dialog');
            return [sheet.querySelectorAll('button').length, sheet.getAttribute('closedby')];
            """) as? [Any]
        #expect(found?.first as? Int == 0, "no button SwiftUI does not draw: \(String(describing: found))")
        #expect(found?.last as? String == "any", "a click outside (or Escape) closes it")
    }

    @Test func anOpenPopoverHasNoBorderOrRingAndItsArrowPointsAtItsButton() throws {
        let html = HTMLRenderer(content: Tip()).document(title: "Popover")
        let found = try Browser.shared().evaluate(html: html, width: 1000, script: """
            const opener = document.querySelector('[data-testid="opener"]');
            opener.focus(); opener.click();
            const popover = document.querySelector('[popover]');
            const style = getComputedStyle(popover), arrow = getComputedStyle(popover, '::before');
            const button = opener.getBoundingClientRect(), box = popover.getBoundingClientRect();
            return [popover.matches(':popover-open'), style.borderTopWidth, style.outlineStyle,
                parseFloat(arrow.left) + parseFloat(arrow.width) / 2,
                button.left + button.width / 2, parseFloat(arrow.top), button.bottom, box.top, scrollY,
                CSS.supports('container-type', 'anchored'), arrow.content];
            """) as? [Any]
        let values = try #require(found, "the script returned \(String(describing: found))")
        #expect(values[0] as? Bool == true, "the popover is open")
        #expect(values[1] as? String == "0px", "no border: \(values)")
        #expect(values[2] as? String == "none", "no focus ring around the panel: \(values)")
        let number = { (index: Int) in (values[index] as? NSNumber)?.doubleValue ?? .nan }
        // The arrow needs anchored container queries, to know which side the panel flipped to;
        // without them (WebKit and Firefox today) the panel is drawn without one.
        if values[9] as? Bool == true {
            expectClose(number(3), number(4), "the arrow's tip is over the button's centre")
            #expect(number(5) >= number(6) && number(5) < number(7), "the arrow is between the button and the panel: \(values)")
        } else {
            #expect(values[10] as? String == "none", "no arrow where the browser cannot tell the panel's side: \(values)")
        }
        #expect(number(8) == 0, "opening it does not scroll the page")
    }

    /// On a phone a popover is a sheet risen from the bottom edge, as SwiftUI adapts it in a compact
    /// size class (it stayed a small panel under its button).
    @Test func onAPhoneAPopoverIsASheet() throws {
        let html = HTMLRenderer(content: Tip()).document(title: "Popover")
        let found = try Browser.shared().evaluate(html: html, width: 390, script: """
            document.querySelector('[data-testid="opener"]').click();
            const box = document.querySelector('[popover]').getBoundingClientRect();
            return [box.left, box.width, box.bottom, innerHeight];
            """) as? [NSNumber] ?? []
        try #require(found.count == 4, "the page returned \(found)")
        expectClose(found[0].doubleValue, 0, "the sheet starts at the screen's edge")
        expectClose(found[1].doubleValue, 390, "and spans the screen")
        expectClose(found[2].doubleValue, found[3].doubleValue, "it rises from the bottom edge")
    }

    /// A menu whose button is near a narrow screen's bottom and trailing edges opens above it and
    /// towards the leading edge, wholly on the screen, as UIKit places a menu.
    @Test func aMenuNearTheScreensCornerOpensWhereItFits() throws {
        let view = VStack {
            Color.clear.frame(height: 1200)
            HStack {
                Spacer()
                Menu("More") {
                    Button("Duplicate party") {}
                    Button("Rename") {}
                    Button("Archive", role: .destructive) {}
                }
                .accessibilityIdentifier("opener")
                .padding(.trailing, 40)
            }
        }
        let html = HTMLRenderer(content: view).document(title: "Menu")
        let found = try Browser.shared().evaluate(html: html, width: 390, height: 844, script: """
            const opener = document.querySelector('[data-testid="opener"] button, [data-testid="opener"][popovertarget]');
            opener.scrollIntoView({block: 'end'});
            opener.click();
            // Measured once its toggle event has run (where the page's script places it).
            return new Promise(done => setTimeout(() => {
                const menu = document.querySelector('[popover]:popover-open'), box = menu.getBoundingClientRect();
                const button = opener.getBoundingClientRect();
                done([box.left, box.right, box.top, box.bottom, innerWidth, innerHeight, button.top]);
            }, 100));
            """) as? [Any]
        let values = try #require(found, "the script returned \(String(describing: found))")
        let number = { (index: Int) in (values[index] as? NSNumber)?.doubleValue ?? .nan }
        #expect(number(0) >= 0 && number(1) <= number(4), "inside the screen's width: \(values)")
        #expect(number(2) >= 0 && number(3) <= number(5), "inside the screen's height: \(values)")
        #expect(number(3) <= number(6), "above its button, with no room below it: \(values)")
    }

    @Test func activatingTheButtonShowsTheSheetAsACentredCardOnAWideScreen() throws {
        let page = try measureAfterClicking("opener", in: Budget(isShowing: false), width: 1000)
        let sheet = try page.box("sheet")
        expectClose(sheet.width, 540, "iPad's form sheet width")
        expectClose(sheet.x, 230, "centred")
        expectClose(sheet.height, 620, "open, iPad's form sheet height where the 800-point window has room")
    }

    /// The popover opens under its button on a page scrolled down, where there is room below it.
    @Test func onAScrolledPageThePopoverStillOpensUnderItsButton() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 1500)
            Tip()
            Color.clear.frame(height: 1500)
        }
        let html = HTMLRenderer(content: view).document(title: "Popover")
        // Measured once the popover's toggle event has run: the page's script places it in
        // WebKit, which chooses between below and above as if the page were not scrolled.
        let placed = { (block: String) in
            try Browser.shared().evaluate(html: html, width: 1000, height: 800, script: """
                const opener = document.querySelector('[data-testid="opener"]');
                opener.scrollIntoView({block: '\(block)'});
                opener.click();
                return new Promise(done => setTimeout(() => {
                    const button = opener.getBoundingClientRect(), box = document.querySelector('[popover]').getBoundingClientRect();
                    done([scrollY, button.top, button.bottom, box.top, box.bottom, innerHeight]);
                }, 100));
                """) as? [NSNumber] ?? []
        }
        for block in ["center", "start"] {
            let found = try placed(block)
            try #require(found.count == 6, "the page returned \(found)")
            #expect(found[0].doubleValue > 1000, "the page is scrolled: \(found)")
            #expect(found[3].doubleValue >= found[2].doubleValue, "under its button (\(block)): \(found)")
            #expect(found[4].doubleValue <= found[5].doubleValue, "on the screen (\(block)): \(found)")
        }
        // At the screen's bottom edge there is room above only.
        let atBottom = try placed("end")
        try #require(atBottom.count == 6, "the page returned \(atBottom)")
        #expect(atBottom[4].doubleValue <= atBottom[1].doubleValue, "above its button: \(atBottom)")
        #expect(atBottom[3].doubleValue >= 0, "on the screen: \(atBottom)")
    }

    @Test func activatingTheButtonShowsThePopoverUnderIt() throws {
        let closed = try measure(Tip(), width: 1000)
        expectClose(try closed.box("popover").height, 0, "the popover is closed at first")
        let page = try measureAfterClicking("opener", in: Tip(), width: 1000)
        let opener = try page.box("opener"), popover = try page.box("popover"), below = try page.box("below")
        #expect(popover.height > 0, "the popover is open")
        #expect(popover.y >= opener.y + opener.height, "it opens under its button")
        expectClose(popover.x + popover.width / 2, opener.x + opener.width / 2, "centred on its button")
        expectClose(below.y, opener.y + opener.height + 8, "it does not push the page's views apart")
    }
}
