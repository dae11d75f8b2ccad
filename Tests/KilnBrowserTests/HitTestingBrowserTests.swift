import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Which view a click reaches, as in SwiftUI: decoration in a background or an overlay (a stroked
/// border, a colour) does not swallow the controls under it, controls inside an overlay stay
/// clickable, and `allowsHitTesting(false)` makes a view and everything in it click-through.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct HitTestingBrowserTests {
    /// What a click at the centre of each test id's control reaches: whether the topmost element there is the
    /// control or inside it (`reached`), and for a toggle whether clicking that element switched it on (`toggled`).
    /// The control is the element with the id, or the checkbox inside it.
    private func clicks(_ view: some View, _ ids: [String]) throws -> [String: (reached: Bool, toggled: Bool)] {
        let script = """
            return arguments[0].map(function (id) {
              var named = document.querySelector('[data-testid="' + id + '"]');
              if (!named) { return [id, 'missing', false]; }
              var control = named.querySelector('input[type=checkbox]') || named;
              var r = control.getBoundingClientRect();
              var hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              var reached = !!hit && (control.contains(hit) || (control.tagName === 'INPUT' && hit.contains(control)));
              var before = control.checked === true;
              if (hit) { hit.click(); }
              return [id, reached ? 'reached' : (hit ? hit.outerHTML.slice(0, 120) : 'nothing'), control.checked === true && !before];
            });
            """
        let html = HTMLRenderer(content: view).document(title: "Hit testing")
        let value = try Browser.shared().evaluate(html: html, width: 400, height: 800, script: script, arguments: [ids])
        guard let rows = value as? [[Any]] else { throw BrowserError("the hit test returned \(String(describing: value))") }
        var result: [String: (reached: Bool, toggled: Bool)] = [:]
        for row in rows {
            let id = row[0] as? String ?? "", what = row[1] as? String ?? ""
            if what != "reached" { Issue.record("a click on \(id) reached \(what)") }
            result[id] = (what == "reached", (row[2] as? Bool) ?? false)
        }
        return result
    }

    private func controls(_ suffix: String) -> some View {
        VStack {
            Button("Save \(suffix)") {}.accessibilityIdentifier("button-\(suffix)")
            Toggle("Budget \(suffix)", isOn: .constant(false)).accessibilityIdentifier("toggle-\(suffix)")
        }
        .padding()
    }

    @Test func controlsUnderAStrokedBorderOverlayTakeTheClick() throws {
        let hits = try clicks(
            controls("stroke").overlay { RoundedRectangle(cornerRadius: 12).strokeBorder(.quaternary) },
            ["button-stroke", "toggle-stroke"])
        #expect(hits["button-stroke"]?.reached == true, "the stroke's inside lets the click through to the button")
        #expect(hits["toggle-stroke"]?.toggled == true, "and a click on the toggle switches it")
    }

    @Test func controlsUnderAColourOverlayThatAllowsNoHitTestingTakeTheClick() throws {
        let hits = try clicks(
            controls("tinted").overlay { Color.blue.opacity(0.2).allowsHitTesting(false) },
            ["button-tinted", "toggle-tinted"])
        #expect(hits["button-tinted"]?.reached == true)
        #expect(hits["toggle-tinted"]?.toggled == true)
    }

    @Test func decorativeColoursInLayersDoNotSwallowClicks() throws {
        let hits = try clicks(
            controls("plain").overlay { Color.blue.opacity(0.2) }.background { Circle().fill(.yellow) },
            ["button-plain", "toggle-plain"])
        #expect(hits["button-plain"]?.reached == true)
        #expect(hits["toggle-plain"]?.toggled == true)
    }

    @Test func controlsInsideAnOverlayAreClickable() throws {
        let hits = try clicks(
            Color.gray.frame(width: 200, height: 80).overlay(alignment: .trailing) {
                Toggle("In", isOn: .constant(false)).fixedSize().accessibilityIdentifier("toggle-inside")
            }
            .overlay(alignment: .leading) { Button("Inside") {}.accessibilityIdentifier("button-inside") },
            ["button-inside", "toggle-inside"])
        #expect(hits["button-inside"]?.reached == true)
        #expect(hits["toggle-inside"]?.toggled == true)
    }

    @Test func allowsHitTestingFalseMakesTheWholeSubtreeClickThrough() throws {
        let script = """
            return arguments[0].map(function (id) {
              var button = document.querySelector('[data-testid="' + id + '"]');
              var r = button.getBoundingClientRect();
              var hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return !!hit && button.contains(hit);
            });
            """
        let view = VStack {
            VStack { Button("Off") {}.accessibilityIdentifier("off") }.allowsHitTesting(false)
            Color.gray.frame(width: 200, height: 40).overlay { Button("Covered") {}.accessibilityIdentifier("covered") }
                .allowsHitTesting(false)
            VStack { Text("Base") }.padding().allowsHitTesting(false)
                .overlay { Button("Over") {}.accessibilityIdentifier("over") }
        }
        let html = HTMLRenderer(content: view).document(title: "Hit testing")
        let reached = try Browser.shared().evaluate(html: html, width: 400, script: script, arguments: [["off", "covered", "over"]])
        #expect(reached as? [Bool] == [false, false, true], """
            a button inside a view that allows no hit testing takes no click, also in an overlay of it; \
            an overlay added after it is a view of its own and does
            """)
    }
}
