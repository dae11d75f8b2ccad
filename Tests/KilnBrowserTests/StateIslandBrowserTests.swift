import Foundation
import Observation
import Kiln
import KilnTestSupport
import Testing

/// `@State` that reacts on the page: a reader's clicks, taps and keys change what shows, as in
/// SwiftUI. A click switches states by HTML alone (a label for the next state's input); the keyboard
/// reaches the real controls, which the page's small script lets switch states too.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct StateIslandBrowserTests {
    private struct Guests: View {
        @State private var count = 1

        var body: some View {
            VStack {
                Text("\(count) guests").accessibilityIdentifier("count")
                HStack {
                    Button("−") { count -= 1 }.disabled(count == 0)
                    Button("+") { count += 1 }.disabled(count == 3)
                }
            }
        }
    }

    private struct Details: View {
        @State private var showsDetails = false

        var body: some View {
            VStack {
                Toggle("Show details", isOn: $showsDetails)
                if showsDetails {
                    Text("Doors open at eight.").accessibilityIdentifier("details")
                }
            }
        }
    }

    private struct Sales: View {
        enum Period: String, CaseIterable, Identifiable {
            case week, month
            var id: Self { self }
        }
        @State private var period = Period.week

        var body: some View {
            VStack {
                Picker("Period", selection: $period) {
                    ForEach(Period.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
                Chart {
                    ForEach(1...(period == .week ? 7 : 30), id: \.self) { day in
                        BarMark(x: .value("Day", day), y: .value("Sales", day % 5 + 1))
                    }
                }
                .frame(height: 120)
                .accessibilityIdentifier("chart")
                Picker("Shown as", selection: $period) {
                    ForEach(Period.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.menu)
                .accessibilityIdentifier("menu")
            }
        }
    }

    private struct Themes: View {
        @State private var theme = "Blue"

        var body: some View {
            VStack {
                Picker("Theme", selection: $theme) {
                    Text("Blue").tag("Blue")
                    Text("Gold").tag("Gold")
                }
                .pickerStyle(.inline)
                Text("\(theme) theme").accessibilityIdentifier("theme")
            }
        }
    }

    /// A list whose rows each own their state, inside a view that owns whether the list shows.
    private struct Menu: View {
        @State private var showsDishes = false

        var body: some View {
            VStack {
                Toggle("Show dishes", isOn: $showsDishes)
                if showsDishes {
                    ForEach(["Tacos", "Ramen"], id: \.self) { DishRow(name: $0) }
                }
            }
        }
    }

    private struct DishRow: View {
        let name: String
        @State private var isFavourite = false

        var body: some View {
            Button(isFavourite ? "\(name) ★" : "\(name) ☆") { isFavourite.toggle() }
        }
    }

    /// The issue's "Like" button, on an `@Observable` model the view holds.
    private struct Post: View {
        @State private var post = PostModel()

        var body: some View {
            VStack {
                Text("\(post.likes) likes").accessibilityIdentifier("likes")
                Button(post.isLiked ? "Unlike" : "Like") {
                    post.isLiked.toggle()
                    post.likes += post.isLiked ? 1 : -1
                }
            }
        }
    }

    private struct Tickets: View {
        @State private var tickets = 1

        var body: some View {
            Stepper("\(tickets) tickets", value: $tickets, in: 1...3)
        }
    }

    /// What shows of the view with test id `id`: the text of its copy in the state shown, or "" when none shows.
    private static func shown(_ id: String) -> ReaderStep {
        .run("let e = [...document.querySelectorAll('[data-testid=\"\(id)\"]')].find(e => e.getClientRects().length); return e ? e.textContent : ''")
    }

    /// The visible label drawing the control named `name`.
    private static func visibleControl(_ name: String) -> String {
        "[...document.querySelectorAll('label.k-to')].find(e => e.getClientRects().length && e.textContent.includes('\(name)'))"
    }

    /// The focused element: its tag, role, name and whether it sits in the state shown.
    private static let focused = ReaderStep.run("""
        let e = document.activeElement;
        let name = e.getAttribute('aria-label') || (e.labels && e.labels.length ? e.labels[0].textContent : e.textContent);
        return [e.localName, e.getAttribute('role') || '', name,
                e.closest('.k-island') && e.getClientRects().length ? 'shown' : 'hidden', e.getAttribute('aria-checked') || '']
        """)

    typealias ReaderStep = Browser.ReaderStep

    private func interact<V: View>(_ view: V, withoutScripts: Bool = false, _ steps: [ReaderStep]) throws -> [Any?] {
        var html = HTMLRenderer(content: view).document(title: "State")
        if withoutScripts { html = html.replacing(/<script>.*?<\/script>/.dotMatchesNewlines(), with: "") }
        return try Browser.shared().interact(html: html, width: 400, steps: steps)
    }

    @Test func clicksChangeACounterWithoutScripts() throws {
        let found = try interact(Guests(), withoutScripts: true, [
            Self.shown("count"),
            .click(element: Self.visibleControl("+")), Self.shown("count"),
            .click(element: Self.visibleControl("+")), Self.shown("count"),
            .run("return [...document.querySelectorAll('button')].filter(b => b.getClientRects().length && b.disabled).map(b => b.textContent)"),
            .click(element: Self.visibleControl("−")), Self.shown("count"),
            .run("return document.querySelectorAll('script').length"),
        ])
        #expect(found[0] as? String == "1 guests", "the page opens in the first state")
        #expect(found[1] as? String == "2 guests", "a click on + adds one")
        #expect(found[2] as? String == "3 guests", "and again")
        #expect(found[3] as? [String] == ["+"], "at 3, + is disabled, as the view says")
        #expect(found[4] as? String == "2 guests", "a click on − takes one away")
        #expect(found[5] as? Int == 0, "no script ran")
    }

    @Test func theKeyboardChangesTheCounterAndKeepsFocus() throws {
        let found = try interact(Guests(), [
            .press([ReaderStep.tab]), Self.focused,
            .press([ReaderStep.tab]), Self.focused,
            .press([" "]), Self.shown("count"), Self.focused,
            .press([ReaderStep.enter]), Self.shown("count"), Self.focused,
            .run("return [...document.querySelectorAll('label.k-to')].every(l => l.getAttribute('aria-hidden') == 'true')"),
        ])
        #expect(found[0] as? [AnyHashable] == ["button", "", "−", "shown", ""], "Tab reaches the − button of the state shown")
        #expect(found[1] as? [AnyHashable] == ["button", "", "+", "shown", ""], "then the + button")
        #expect(found[2] as? String == "2 guests", "Space presses it")
        #expect(found[3] as? [AnyHashable] == ["button", "", "+", "shown", ""], "focus stays on +, now the next state's")
        #expect(found[4] as? String == "3 guests", "Enter presses it too")
        #expect(found[5] as? [AnyHashable] == ["button", "", "−", "shown", ""], "+ is disabled at 3, as the view says, so focus moves to −")
        #expect(found[6] as? Bool == true, "the drawn labels are hidden from assistive technology, which reads the buttons")
    }

    /// The bars of the chart shown, and the option each picker shows selected.
    private static let sales = ReaderStep.run("""
        let shown = e => e.getClientRects().length > 0, chart = [...document.querySelectorAll('[data-testid="chart"]')].find(shown);
        let segment = [...document.querySelectorAll('.k-seg input')].find(i => i.checked && i.getClientRects().length);
        let menu = [...document.querySelectorAll('select')].find(shown);
        return [chart.querySelectorAll('rect').length, segment ? segment.value : '', menu.value]
        """)

    @Test func aSegmentedPickerSwitchesTheChartByClickAndByArrowKeys() throws {
        let found = try interact(Sales(), [
            Self.sales,
            .click(element: Self.visibleControl("Month")), Self.sales,
            .click(element: Self.visibleControl("Week")), Self.sales,
            .run("[...document.querySelectorAll('.k-seg input')].find(i => i.checked && i.getClientRects().length).focus(); return document.activeElement.value"),
            .press(["\u{E014}"]), Self.sales, Self.focused,
            .run("""
                let menu = [...document.querySelectorAll('select')].find(e => e.getClientRects().length);
                menu.value = 'week'; menu.dispatchEvent(new Event('change', {bubbles: true}));
                return document.activeElement.localName
                """),
            Self.sales,
        ])
        let week = try #require(found[0] as? [AnyHashable])
        let month = try #require(found[1] as? [AnyHashable])
        #expect(week.dropFirst() == ["week", "week"] && month.dropFirst() == ["month", "month"], "both pickers show the state's period")
        #expect(((month.first as? Int) ?? 0) > ((week.first as? Int) ?? 0), "a click on Month draws the month's bars")
        #expect(found[2] as? [AnyHashable] == week, "a click on Week draws the week again")
        #expect(found[3] as? String == "week", "the keyboard is on the selected segment")
        #expect(found[4] as? [AnyHashable] == month, "the right arrow selects Month and draws its bars")
        #expect(found[5] as? [AnyHashable] == ["input", "", "Month", "shown", ""], "focus follows, on Month's radio button in the new state")
        #expect(found[6] as? String == "select", "choosing in the menu keeps focus on the menu")
        #expect(found[7] as? [AnyHashable] == week, "the menu picker switches states too, with the script")
    }

    @Test func aToggleRevealsDetailsByClickAndByKeyboard() throws {
        let found = try interact(Details(), [
            Self.shown("details"),
            .click(element: Self.visibleControl("Show details")), Self.shown("details"),
            .click(element: Self.visibleControl("Show details")), Self.shown("details"),
            .press([ReaderStep.tab]), Self.focused,
            .press([" "]), Self.shown("details"), Self.focused,
        ])
        #expect(found[0] as? String == "", "the details start hidden")
        #expect(found[1] as? String == "Doors open at eight.", "a click on the toggle reveals them")
        #expect(found[2] as? String == "", "another hides them")
        #expect(found[3] as? [AnyHashable] == ["input", "switch", "Show details", "shown", "false"], "Tab reaches the switch, off")
        #expect(found[4] as? String == "Doors open at eight.", "Space turns it on and reveals the details")
        #expect(found[5] as? [AnyHashable] == ["input", "switch", "Show details", "shown", "true"], "focus stays on the switch, now on")
    }

    /// The drawn label of the stepper's button named `name` (Increment, Decrement) in the state shown.
    private static func stepperButton(_ name: String) -> String {
        "[...document.querySelectorAll('button.k-sr')].find(b => b.getClientRects().length && b.querySelector('[aria-label=\(name)]')).nextElementSibling"
    }

    private static let tickets = ReaderStep.run("""
        let shown = [...document.querySelectorAll('p, span')].find(e => e.getClientRects().length && /tickets/.test(e.textContent));
        let disabled = [...document.querySelectorAll('button')].filter(b => b.getClientRects().length && b.disabled).map(b => b.querySelector('[aria-label]').getAttribute('aria-label'));
        return [shown.textContent, ...disabled]
        """)

    @Test func aSteppersButtonsStepItsValueWithinItsBounds() throws {
        let found = try interact(Tickets(), [
            Self.tickets,
            .click(element: Self.stepperButton("Increment")), Self.tickets,
            .click(element: Self.stepperButton("Increment")), Self.tickets,
            .run("[...document.querySelectorAll('button.k-sr')].find(b => b.getClientRects().length && !b.disabled).focus(); return null"),
            .press([ReaderStep.enter]), Self.tickets,
            // The button's name is its image's label, as the accessibility tree computes it.
            .run("let e = document.activeElement; return [e.localName, e.querySelector('[role=img]').getAttribute('aria-label'), e.getClientRects().length > 0 ? 'shown' : 'hidden']"),
        ])
        #expect(found[0] as? [String] == ["1 tickets", "Decrement"], "the page opens at 1, where − is disabled")
        #expect(found[1] as? [String] == ["2 tickets"], "+ steps to 2")
        #expect(found[2] as? [String] == ["3 tickets", "Increment"], "and to 3, where + is disabled")
        #expect(found[4] as? [String] == ["2 tickets"], "Enter on − steps back")
        #expect(found[5] as? [AnyHashable] == ["button", "Decrement", "shown"], "focus stays on −, named as VoiceOver names it")
    }

    /// The inline picker's options as they show: name and whether its drawn radio button is on.
    private static let themes = ReaderStep.run("""
        return [...document.querySelectorAll('.k-radios label')].filter(l => l.getClientRects().length)
            .map(l => l.textContent.trim() + (l.querySelector('.k-on') ? ' on' : ''))
        """)

    @Test func anInlinePickersOptionsSwitchStatesByClickAndByArrowKeys() throws {
        let found = try interact(Themes(), [
            Self.shown("theme"), Self.themes,
            .click(element: Self.visibleControl("Gold")), Self.shown("theme"), Self.themes,
            .run("[...document.querySelectorAll('.k-radios input')].find(i => i.checked && i.getClientRects().length).focus(); return document.activeElement.value"),
            .press(["\u{E013}"]), Self.shown("theme"), Self.focused,
        ])
        #expect(found[0] as? String == "Blue theme")
        #expect(found[1] as? [String] == ["Blue on", "Gold"], "each option draws its radio button, the selected one on")
        #expect(found[2] as? String == "Gold theme", "a click on Gold chooses it")
        #expect(found[3] as? [String] == ["Blue", "Gold on"])
        #expect(found[4] as? String == "Gold", "the keyboard is on the selected option")
        #expect(found[5] as? String == "Blue theme", "the up arrow chooses Blue")
        #expect(found[6] as? [AnyHashable] == ["input", "", "Blue", "shown", ""], "focus follows, on Blue's radio button in the new state")
    }

    private static let dishes = ReaderStep.run("""
        return [...document.querySelectorAll('label.k-to')].filter(l => l.getClientRects().length && /[★☆]/.test(l.textContent)).map(l => l.textContent.trim())
        """)

    @Test func rowsOwningTheirStateReactInsideAViewThatOwnsItsOwn() throws {
        let found = try interact(Menu(), [
            Self.dishes,
            .click(element: Self.visibleControl("Show dishes")), Self.dishes,
            .click(element: Self.visibleControl("Ramen")), Self.dishes,
            .click(element: Self.visibleControl("Tacos")), Self.dishes,
            .click(element: Self.visibleControl("Ramen")), Self.dishes,
        ])
        #expect(found[0] as? [String] == [], "the rows start hidden")
        #expect(found[1] as? [String] == ["Tacos ☆", "Ramen ☆"], "the toggle shows them")
        #expect(found[2] as? [String] == ["Tacos ☆", "Ramen ★"], "each row's button changes its own row")
        #expect(found[3] as? [String] == ["Tacos ★", "Ramen ★"])
        #expect(found[4] as? [String] == ["Tacos ★", "Ramen ☆"])
    }

    @Test @MainActor func aLikeButtonOnAnObservableModelReacts() throws {
        let found = try interact(Post(), [
            Self.shown("likes"),
            .click(element: Self.visibleControl("Like")), Self.shown("likes"), Self.focused,
            .run("[...document.querySelectorAll('button.k-sr')].find(b => b.getClientRects().length).focus(); return null"),
            .press([ReaderStep.enter]), Self.shown("likes"), Self.focused,
        ])
        #expect(found[0] as? String == "0 likes")
        #expect(found[1] as? String == "1 likes", "a click on Like counts it")
        #expect(found[4] as? String == "0 likes", "Enter on Unlike takes it back")
        #expect(found[5] as? [AnyHashable] == ["button", "", "Like", "shown", ""], "focus stays on the button, named as the new state names it")
    }
}

@Observable nonisolated private final class PostModel {
    var likes = 0
    var isLiked = false
}
