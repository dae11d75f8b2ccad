import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Inset shapes, gradients of the background style and shadowed styles, as the browser draws them.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ShapeStyleBrowserTests {
    /// The drawn round box (border radius 50%) inside the element with `id`: its box and computed
    /// background image and box shadow.
    private func disc<V: View>(in view: V, id: String) throws -> [Any]? {
        try Browser.shared().evaluate(html: HTMLRenderer(content: view).document(title: "Disc"), width: 400, script: """
            var host = document.querySelector('[data-testid=\(id)]');
            var found = null;
            host.querySelectorAll('*').forEach(function (e) {
              var cs = getComputedStyle(e);
              if (!found && cs.borderTopLeftRadius === '50%') { found = [e, cs]; }
            });
            if (!found) { return null; }
            var r = found[0].getBoundingClientRect(), h = host.getBoundingClientRect();
            return [r.left - h.left, r.top - h.top, r.width, r.height, found[1].backgroundImage, found[1].boxShadow];
            """) as? [Any]
    }

    @Test func aCircleInsetByANegativeAmountIsLargerThanTheView() throws {
        let view = Color.clear.frame(width: 40, height: 40)
            .background(.quaternary.shadow(.inner(radius: 1, y: 1.5)), in: Circle().inset(by: -8))
            .accessibilityIdentifier("icon").padding(30)
        let page = try measure(view)
        expectClose(try page.box("icon").width, 40, "the inset shape does not grow the view")
        let drawn = try disc(in: view, id: "icon")
        expectNumbers(drawn.map { Array($0.prefix(4)) }, [
            (-8, "8 pt beyond the leading edge"), (-8, "8 pt above the top"), (56, "16 pt wider than the view"), (56, "and as tall"),
        ], "the circle inset by -8")
        let shadow = drawn?[5] as? String ?? ""
        #expect(shadow.contains("inset") && shadow.contains("0px 1.5px 2px"), "an inner shadow of radius 1, 1.5 pt down: \(shadow)")
    }

    @Test func aPositiveInsetDrawsInsideTheViewAndANonSquareViewKeepsTheCircleRound() throws {
        let view = Color.clear.frame(width: 60, height: 40).background(.red, in: Circle().inset(by: 5)).accessibilityIdentifier("wide")
        expectNumbers(try disc(in: view, id: "wide").map { Array($0.prefix(4)) }, [
            (15, "centred across"), (5, "5 pt in from the top"), (30, "the shorter side less both insets"), (30, "round"),
        ], "the circle inset by 5 in a 60 × 40 view")
    }

    @Test func theBackgroundStyleIsTheGradientBehindBackgroundInAShape() throws {
        let view = Image(systemName: "person").frame(width: 40, height: 40)
            .background(in: Circle()).backgroundStyle(Color.red.gradient).accessibilityIdentifier("guest")
        let drawn = try disc(in: view, id: "guest")
        let image = drawn?[4] as? String ?? ""
        #expect(image.hasPrefix("linear-gradient("), "the circle is filled with the colour's gradient: \(image)")
        // Without a background style the circle takes the page's background, a plain colour.
        let plain = try disc(in: Color.clear.frame(width: 40, height: 40).background(in: Circle()).accessibilityIdentifier("plain"), id: "plain")
        #expect(plain?[4] as? String == "none", "no gradient without a background style")
    }

    @Test func aDropShadowFallsFromARoundedBackground() throws {
        let view = Text("Table 1").frame(width: 130, height: 90)
            .background(Color.white.shadow(.drop(radius: 1, y: 1.5)), in: RoundedRectangle(cornerRadius: 12))
            .accessibilityIdentifier("table")
        let found = try inspect(
            html: HTMLRenderer(content: view).document(title: "Table"), width: 400,
            selectors: ["[data-testid=table]"], styles: ["box-shadow", "border-top-left-radius"])
        let style = found["[data-testid=table]"]?.style ?? [:]
        let shadow = style["box-shadow"] ?? ""
        #expect(shadow.contains("0px 1.5px 2px") && !shadow.contains("inset"), "a drop shadow 1.5 pt down, blurred by 1: \(shadow)")
        #expect(style["border-top-left-radius"] == "12px")
    }
}
