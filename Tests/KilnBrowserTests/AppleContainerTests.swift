import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Lists and forms take the space they are offered and scroll their rows inside it, as SwiftUI's
/// do. Apple's numbers: the iOS 26 simulator's golden frames of iamcgn/swiftui-web (iPhone SE,
/// SwiftUI 7.0.71.1.103), cited per test as `path @ commit`. The window is a fixed frame here.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct AppleContainerTests {
    /// A list in a 320×400 window is 320×400.
    /// Fixtures/Goldens/ios/dark/list/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf (`list`)
    @Test func aListTakesTheWholeWindow() throws {
        try expectToFill(List {
            Text("Apple")
            Text("Banana")
            Section("Fruit") { Text("Cherry") }
        }, window: (320, 400))
    }

    /// `view` in a fixed frame of the window's size is as large as the window.
    private func expectToFill<V: View>(_ view: V, window: (width: Double, height: Double), sourceLocation: SourceLocation = #_sourceLocation) throws {
        let page = try measure(view.accessibilityIdentifier("view").frame(width: window.width, height: window.height))
        let box = try page.box("view")
        expectClose(box.width, window.width, "width", sourceLocation: sourceLocation)
        expectClose(box.height, window.height, "height", sourceLocation: sourceLocation)
    }

    /// iOS 26's inset grouped rows: 56 apart, the first card 35 below the top, a section's header
    /// 27.5 below the card before it and 10 above its own card, the rows' content 32 in. Apple's
    /// row centres are 63, 119, 237 and 293, its text at x 32 (rows of text, a toggle, and an
    /// HStack with a spacer).
    /// Fixtures/Goldens/ios/dark/list/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf
    @Test func insetGroupedRowsStandWhereIOSPutsThem() throws {
        let page = try measure(
            List {
                Text("Apple").accessibilityIdentifier("row1")
                Text("Banana").accessibilityIdentifier("row2")
                Section("Fruit") {
                    Toggle("Enabled", isOn: .constant(true)).accessibilityIdentifier("toggle")
                    HStack {
                        Text("Detail").accessibilityIdentifier("detailLabel")
                        Spacer()
                        Text("Value").foregroundStyle(.secondary)
                    }
                }
            }
            .frame(width: 320, height: 400)
            .accessibilityIdentifier("window"))
        let window = try page.box("window")
        for (probe, centre) in [("row1", 63.0), ("row2", 119), ("toggle", 237), ("detailLabel", 293)] {
            let box = try page.box(probe)
            expectClose(box.y + box.height / 2 - window.y, centre, "\(probe)'s centre")
            expectClose(box.x - window.x, 32, "\(probe)'s content starts 32 in")
        }
    }

    /// `listRowSpacing(12)` and `listSectionSpacing(30)`: rows 68 apart (56 + 12), each a card of its
    /// own, and the second section's rows 130.5 below the first's last. Apple's text tops are
    /// 60.25, 128.25, 258.75 and 326.75 in a 320×400 window.
    /// Fixtures/Goldens/ios/list/spacing/frames.json @ 8d46be3ba8b4b3f1917ce49bc4382ba2240c8c05
    @Test func spacedRowsAndSectionsStandWhereIOSPutsThem() throws {
        let page = try measure(
            List {
                Section("First") {
                    Text("Apple").accessibilityIdentifier("a1")
                    Text("Banana").accessibilityIdentifier("a2")
                }
                Section("Second") {
                    Text("Cherry").accessibilityIdentifier("b1")
                    Text("Carrot").accessibilityIdentifier("b2")
                }
            }
            .listRowSpacing(12)
            .listSectionSpacing(30)
            .frame(width: 320, height: 400)
            .accessibilityIdentifier("window"))
        let window = try page.box("window")
        for (probe, top) in [("a1", 60.25), ("a2", 128.25), ("b1", 258.75), ("b2", 326.75)] {
            let box = try page.box(probe)
            expectClose(box.y - window.y, top, "\(probe)'s top")
            expectClose(box.x - window.x, 32, "\(probe)'s content starts 32 in")
        }
    }

    /// iOS 26 writes a grouped section's header in the body font's medium weight and the secondary
    /// colour, as it is written (no capitals), on the body's 24.5-point line. On the grouped
    /// background Kiln's secondary colour is its grouped variant, which keeps 4.5:1 there.
    /// iamcgn/swiftui-web Docs/elements/iOS.md @ 21192b01da6776b7356f0aa0631e6b28c73a4346 ("List
    /// (automatic)": "headers in body medium, secondary"), measured on the iOS 26 simulator.
    @Test func aSectionHeaderIsTheBodyFontInMediumWeightAndTheSecondaryColour() throws {
        let view = List { Section("Fruit") { Text("Apple") } }.frame(width: 320, height: 400)
        let found = try Browser.shared().evaluate(html: HTMLRenderer(content: view).document(title: "Header"), width: 400, script: """
            var text = Array.prototype.find.call(document.querySelectorAll('p'), function (p) { return p.textContent === 'Fruit'; });
            var header = text.parentElement, style = getComputedStyle(text);
            var probe = document.createElement('span'); probe.style.color = 'var(--k-secondary-grouped)'; header.appendChild(probe);
            return [parseFloat(style.fontSize), parseFloat(style.fontWeight), style.textTransform, text.getBoundingClientRect().height,
                    style.color === getComputedStyle(probe).color];
            """) as? [Any]
        let values = try #require(found, "the page found the header")
        expectNumbers([values[0], values[1], values[3]], [(17, "the body's size"), (500, "medium weight"), (24.5, "one body line")], "the header")
        expectFlags([values[4]], [(true, "the secondary colour")], "the header")
        #expect(values[2] as? String == "none", "written as it is: \(values[2])")
    }

    /// A form in a 320×520 window is 320×520.
    /// Fixtures/Goldens/ios/form/basic/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf (`form`)
    @Test func aFormTakesTheWholeWindow() throws {
        try expectToFill(Form {
            Section("Account") {
                TextField("Name", text: .constant("Ada"))
                Toggle("Notifications", isOn: .constant(true))
            }
        }, window: (320, 520))
    }

    /// A navigation stack takes the height its column leaves and centres its root view in it:
    /// Apple's stack is 267.5 = 300 − 8 − a 24.5-point line of text, its text centred in it.
    /// Fixtures/Goldens/ios/nav/sizing/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf
    @Test func aNavigationStackTakesTheHeightLeftAndCentresItsRootView() throws {
        let page = try measure(
            VStack(spacing: 8) {
                NavigationStack { Text("Small").accessibilityIdentifier("small") }.accessibilityIdentifier("navText")
                Text("Row").accessibilityIdentifier("below")
            }
            .frame(width: 320, height: 300)
            .accessibilityIdentifier("window"))
        let window = try page.box("window"), stack = try page.box("navText")
        let small = try page.box("small"), below = try page.box("below")
        expectClose(stack.y - window.y, 0, "the stack starts at the top")
        expectClose(stack.width, 320, "and takes the width")
        expectClose(stack.height, 300 - 8 - below.height, "and the height the text below leaves")
        expectClose(small.y + small.height / 2 - stack.y, stack.height / 2, "its root view is centred in it")
        expectClose(below.y - window.y, stack.height + 8, "the text below it, 8 apart")
    }

    /// A label in a list row has its icon centred 12 points into the row's content, in the tint,
    /// and its title 40 points in (x 72 in a 320-point list whose rows' content starts at 32). The
    /// icon is a symbol at the large image scale: wifi 29×22, gear 27.5×27, star 28×27.
    /// Fixtures/Goldens/ios/label/list/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf
    @Test func aLabelInAListRowPutsItsIconInAColumnOfItsOwn() throws {
        let html = HTMLRenderer(content:
            List {
                Label { Text("Wi-Fi").accessibilityIdentifier("title1") } icon: { Image(systemName: "wifi").accessibilityIdentifier("icon1") }
                Label { Text("Bluetooth").accessibilityIdentifier("title2") } icon: { Image(systemName: "gear").accessibilityIdentifier("icon2") }
                Label { Text("Tinted").accessibilityIdentifier("title3") } icon: { Image(systemName: "star").accessibilityIdentifier("icon3") }
                    .listItemTint(.orange)
            }
            .accessibilityIdentifier("list")
            .frame(width: 320, height: 300)
        ).document(title: "Labels")
        let value = try Browser.shared().evaluate(html: html, width: 400, script: """
            const box = id => document.querySelector('[data-testid="' + id + '"]').getBoundingClientRect();
            const color = id => getComputedStyle(document.querySelector('[data-testid="' + id + '"]')).color;
            const list = box('list');
            return [1, 2, 3].flatMap(n => [box('title' + n).left - list.left, box('icon' + n).left + box('icon' + n).width / 2 - list.left])
              .concat([color('icon1'), color('icon3'), color('title1')])
              .concat([1, 2, 3].flatMap(n => [box('icon' + n).width, box('icon' + n).height]));
            """) as? [Any]
        let values = try #require(value)
        expectNumbers(Array(values.suffix(6)), [
            (29, "wifi's width"), (22, "wifi's height"), (27.5, "the gear's width"), (27, "the gear's height"),
            (28, "the star's width"), (27, "the star's height"),
        ], "the icons")
        expectNumbers(Array(values.prefix(6)), [
            (72, "title 1 x"), (44, "icon 1 centre"), (72, "title 2 x"), (44, "icon 2 centre"), (72, "title 3 x"), (44, "icon 3 centre"),
        ], "labels")
        #expect(values[6] as? String == "rgb(0, 102, 214)", "the icon is in the accent colour: \(values)")
        #expect(values[7] as? String == "rgb(255, 149, 0)", "or in the row's listItemTint: \(values)")
        #expect(values[8] as? String == "rgb(0, 0, 0)", "the title is in the primary colour: \(values)")
    }

    /// Under a large title a stack's content starts 96.5 points down; under an inline one, whose
    /// title stands centred in the bar's row, 44. Apple's frames put the list at 116.5 and 64 in a
    /// 320×480 window, below the iPhone SE's 20-point status bar, which a page has not.
    /// Fixtures/Goldens/ios/nav/basic/frames.json and ios/dark/nav/frames.json (its pushed inline
    /// `detail`) @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf
    @Test func contentStartsBelowALargeTitleOrAnInlineBar() throws {
        for (inline, top) in [(false, 116.5 - 20), (true, 64.0 - 20)] {
            let html = HTMLRenderer(content:
                NavigationStack {
                    List { Text("Row") }
                        .accessibilityIdentifier("list")
                        .navigationTitle("Settings")
                        .navigationBarTitleDisplayMode(inline ? .inline : .large)
                }
                .frame(width: 320, height: 480)
                .accessibilityIdentifier("window")
            ).document(title: "Bar")
            let value = try Browser.shared().evaluate(html: html, width: 400, script: """
                const box = id => document.querySelector('[data-testid="' + id + '"]').getBoundingClientRect();
                const heading = [...document.querySelectorAll('h1')].find(h => h.textContent == 'Settings').getBoundingClientRect();
                return [box('list').top - box('window').top, heading.left + heading.width / 2 - box('window').left, heading.top - box('window').top];
                """)
            let numbers = (value as? [NSNumber])?.map(\.doubleValue) ?? []
            try #require(numbers.count == 3, "the page returned \(String(describing: value))")
            expectClose(numbers[0], top, inline ? "content under the inline bar" : "content under the large title")
            if inline {
                expectClose(numbers[1], 160, "the inline title is centred in the bar")
                #expect(numbers[2] < 44, "and stands in the bar's row: \(numbers)")
            }
        }
    }

    /// Rows that do not fit scroll inside the list, which keeps the window's height; a bar kept
    /// clear of it by `safeAreaInset` stays at the window's bottom.
    @Test func rowsThatDoNotFitScrollInsideTheList() throws {
        let html = HTMLRenderer(content:
            List { ForEach(1...30, id: \.self) { Text("Row \($0)") } }
                .safeAreaInset(edge: .bottom) { Color.yellow.frame(height: 40).accessibilityIdentifier("bar") }
                .accessibilityIdentifier("list")
                .frame(width: 320, height: 300)
                .accessibilityIdentifier("window")
        ).document(title: "Rows")
        let value = try Browser.shared().evaluate(html: html, width: 400, script: """
            var list = document.querySelector('[data-testid="list"]'), window = document.querySelector('[data-testid="window"]');
            var bar = document.querySelector('[data-testid="bar"]');
            var w = window.getBoundingClientRect(), b = bar.getBoundingClientRect();
            return [list.getBoundingClientRect().height, b.bottom - w.top, list.scrollHeight > list.clientHeight];
            """) as? [Any]
        expectNumbers(value.map { Array($0.prefix(2)) }, [(300, "the list keeps the window's height"), (300, "the bar at the window's bottom")], "list")
        expectFlags(value.map { Array($0.suffix(1)) }, [(true, "and scrolls its rows")], "list")
    }
}
