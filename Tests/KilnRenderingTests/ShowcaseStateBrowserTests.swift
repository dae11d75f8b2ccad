import Foundation
import Kiln
import KilnTestSupport
import Testing

@testable import Showcase

/// The showcase's views whose `@State` reacts on the page, taken as a reader takes them: seed
/// 002's votes switching the podium's layout on a tie, seed 000's party settings, and a list whose
/// rows each toggle a favourite; by pointer and by keyboard, and what assistive technology is told.
@Suite(.enabled(if: Browser.unavailableReason == nil, "\(Browser.unavailableReason ?? "")"))
@MainActor
struct ShowcaseStateBrowserTests {
    typealias ReaderStep = Browser.ReaderStep

    private func interact<V: View>(_ view: V, width: Int = 600, _ steps: [ReaderStep]) throws -> [Any?] {
        let html = HTMLRenderer(content: view).document(title: "State")
        return try Browser.shared().interact(html: html, width: width, height: 900, steps: steps)
    }

    /// A script expression: the first element of `selector` that shows, scrolled into view.
    private static func showing(_ selector: String, where condition: String = "true") -> String {
        "(() => { let e = [...document.querySelectorAll('\(selector)')].find(e => e.getClientRects().length && (\(condition))); e.scrollIntoView({block: 'center'}); return e })()"
    }

    /// The drawn label of the control whose text is `text`.
    private static func drawn(_ text: String) -> String { showing("label.k-to", where: "e.textContent.trim() == '\(text)'") }

    /// The focused element as assistive technology is told it: tag, role, name, whether it shows, and its checked state.
    private static let focused = ReaderStep.run("""
        let e = document.activeElement;
        let name = e.getAttribute('aria-label') || (e.labels && e.labels.length ? e.labels[0].textContent : e.textContent);
        return [e.localName, e.getAttribute('role') || '', name.trim(), e.getClientRects().length > 0 && !e.closest('[aria-hidden=true]') ? 'shown' : 'hidden', e.getAttribute('aria-checked') || '']
        """)

    // MARK: Seed 002

    /// Each pet's avatar that shows: its votes and the top of its box.
    private static let podium = ReaderStep.run("""
        let avatars = ['Cat', 'Goldfish', 'Dog'].map(pet => [...document.querySelectorAll('*')].find(e =>
            e.children.length == 0 && e.textContent.trim() == pet && !e.closest('label, button') && e.getClientRects().length));
        return avatars.map(a => [a.nextElementSibling.textContent.trim(), Math.round(a.parentElement.getBoundingClientRect().top)])
        """)

    @Test func votesSwitchTheSeed002PodiumToARowOnATie() throws {
        let found = try interact(Seed002LayoutsExample(), [
            Self.podium,
            .click(element: Self.drawn("Goldfish")), .click(element: Self.drawn("Goldfish")), .click(element: Self.drawn("Dog")),
            Self.podium,
            .run("\(Self.showing("button.k-sr", where: "e.textContent.trim() == 'Cat'")).focus(); return null"),
            .press([ReaderStep.enter]), Self.podium, Self.focused,
            .press([" "]),
            .run("return [...document.querySelectorAll('button')].filter(b => b.disabled && b.getClientRects().length).map(b => b.textContent.trim())"),
        ])
        let before = try #require(found[0] as? [[AnyHashable]])
        #expect(before.map { $0[0] } == ["12", "10", "11"], "the votes the view starts with")
        #expect(Set(before.map { $0[1] }).count > 1, "the radial layout sets the avatars at different heights")
        let tie = try #require(found[1] as? [[AnyHashable]])
        #expect(tie.map { $0[0] } == ["12", "12", "12"], "two votes for Goldfish and one for Dog tie the three")
        #expect(Set(tie.map { $0[1] }).count == 1, "on a tie the podium's layout is the HStack: one row")
        let broken = try #require(found[3] as? [[AnyHashable]])
        #expect(broken.map { $0[0] } == ["13", "12", "12"], "Enter on the Cat button votes for Cat")
        #expect(Set(broken.map { $0[1] }).count > 1, "the tie broken, the radial layout is back")
        #expect(found[4] as? [AnyHashable] == ["button", "", "Cat", "shown", ""], "focus stays on the Cat button, announced as a button")
        // Five votes are as many as the page holds (a count without bounds is cut at the
        // site's limit, reported in the build), then the buttons say so.
        #expect(found[5] as? [String] == ["Cat", "Goldfish", "Dog"], "after five votes the buttons are disabled")
    }

    // MARK: A list of favourites

    private static let favourites = ReaderStep.run("""
        let footer = [...document.querySelectorAll('*')].find(e => e.children.length == 0 && /favourite/.test(e.textContent) && e.getClientRects().length);
        let names = [...document.querySelectorAll('button.k-sr')].filter(b => b.nextElementSibling.getClientRects().length).map(b => b.getAttribute('aria-label'));
        return [footer.textContent.trim(), ...names]
        """)

    private static func star(_ name: String) -> String {
        showing("button.k-sr[aria-label*=\"\(name)\"] + label")
    }

    @Test func eachRowOfTheListTogglesItsFavourite() throws {
        let found = try interact(StateFavourites(), width: 390, [
            Self.favourites,
            .click(element: Self.star("Dumplings")), Self.favourites,
            .click(element: Self.star("Tacos")), Self.favourites,
            .run("\(Self.showing("button.k-sr", where: "e.getAttribute('aria-label').includes('Paella')")).focus(); return null"),
            .press([" "]), Self.favourites, Self.focused,
            .press([ReaderStep.enter]), Self.favourites, Self.focused,
        ])
        #expect(found[0] as? [String] == [
            "1 of 5 are favourites",
            "Remove Tacos from favourites", "Add Dumplings to favourites", "Add Paella to favourites", "Add Ramen to favourites", "Add Pierogi to favourites",
        ])
        #expect(found[1] as? [String] == [
            "2 of 5 are favourites",
            "Remove Tacos from favourites", "Remove Dumplings from favourites", "Add Paella to favourites", "Add Ramen to favourites", "Add Pierogi to favourites",
        ], "a click on Dumplings' star makes it a favourite, and its button says so")
        #expect((found[2] as? [Any])?.first as? String == "1 of 5 are favourites", "a click on Tacos' star takes it away")
        #expect((found[4] as? [Any])?.first as? String == "2 of 5 are favourites", "Space on Paella's button adds it")
        #expect(found[5] as? [AnyHashable] == ["button", "", "Remove Paella from favourites", "shown", ""], "focus stays on Paella's button, renamed")
        #expect((found[6] as? [Any])?.first as? String == "1 of 5 are favourites", "Enter takes it away again")
        #expect(found[7] as? [AnyHashable] == ["button", "", "Add Paella to favourites", "shown", ""])
    }

    // MARK: Seed 000's party settings

    private static let party = ReaderStep.run("""
        let shown = e => e.getClientRects().length > 0;
        let limit = [...document.querySelectorAll('*')].some(e => e.children.length == 0 && e.textContent.trim() == 'Guests limit' && shown(e));
        let switches = [...document.querySelectorAll('input[role=switch]')].filter(shown);
        let on = name => switches.filter(i => (i.getAttribute('aria-label') || (i.labels[0] || {}).textContent || '').includes(name)).map(i => i.checked).join();
        return [String(limit), on('Balloons'), on('Confetti')]
        """)

    @Test func seed000sPartySettingsRevealAndSetTheirOptions() throws {
        let found = try interact(PartySettings(), width: 700, [
            Self.party,
            .click(element: Self.showing("label.k-to", where: "e.textContent.includes('Allow extra guests')")), Self.party,
            .run("\(Self.showing("input.k-sr[role=switch]", where: "(e.getAttribute('aria-label') || '').includes('All Decorations')")).focus(); return null"),
            .press([" "]), Self.party, Self.focused,
        ])
        #expect(found[0] as? [AnyHashable] == ["false", "false", "false"], "the guests limit starts hidden, the decorations off")
        #expect((found[1] as? [Any])?.first as? String == "true", "a click on Allow extra guests reveals the guests limit")
        #expect(found[3] as? [AnyHashable] == ["true", "true", "true"], "Space on All Decorations turns on each decoration")
        #expect(found[4] as? [AnyHashable] == ["input", "switch", "All Decorations", "shown", "true"], "focus stays on All Decorations, now on")
    }
}
