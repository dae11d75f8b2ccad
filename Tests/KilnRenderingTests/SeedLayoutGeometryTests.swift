import Foundation
import Kiln
import KilnTestSupport
@testable import Showcase
import Testing

/// The seeds' layouts in the showcase, drawn at a phone's, a tablet's and a desktop's width. Seed
/// 002's equal-width buttons are as wide as the widest button's ideal width, its radial layout puts
/// the avatars on a circle a third as wide as the podium's smaller side, and `ViewThatFits` shows
/// the row where it fits and the column where it does not; seed 000's seating chart puts each
/// table where its layout says.
@Suite(.enabled(if: Browser.unavailableReason == nil, "\(Browser.unavailableReason ?? "")"))
struct SeedLayoutGeometryTests {
    /// Each button's box and the width of its text.
    private static let buttonsScript = """
        return Array.from(document.querySelectorAll('button')).filter(function (b) { return b.offsetParent !== null; }).map(function (b) {
          var r = b.getBoundingClientRect(), range = document.createRange();
          range.selectNodeContents(b);
          return [r.left, r.top, r.width, r.height, range.getBoundingClientRect().width, b.textContent.trim()];
        });
        """

    private func buttons(_ view: some View, width: Int) throws -> [(x: Double, y: Double, width: Double, text: Double, name: String)] {
        let html = HTMLRenderer(content: view).document(title: "Seed 002")
        let value = try Browser.shared().evaluate(html: html, width: width, script: Self.buttonsScript)
        guard let rows = value as? [[Any]] else { throw BrowserError("no buttons: \(String(describing: value))") }
        return rows.map { row in
            let number = { (index: Int) in (row[index] as? NSNumber)?.doubleValue ?? .nan }
            return (number(0), number(1), number(2), number(4), row[5] as? String ?? "")
        }
    }

    /// The seed's example data (its `static var` is not for concurrent tests).
    private static let pets = [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 16)]

    private struct Voting: View {
        @State var pets = SeedLayoutGeometryTests.pets
        var body: some View { StackedButtons(pets: $pets) }
    }

    @Test(arguments: [390, 768, 1280])
    func equalWidthButtonsInARowWhereTheyFit(width: Int) throws {
        let found = try buttons(Voting(), width: width)
        #expect(found.map(\.name) == ["Cat", "Goldfish", "Dog"], "only the row's buttons are shown")
        // A bordered button's ideal width is its text's and 14 pt of padding on each side.
        let ideal = found.map(\.text).max()! + 28
        for button in found {
            #expect(abs(button.width - ideal) <= 1.5, "\(button.name) is \(button.width) wide, the widest ideal width is \(ideal)")
            #expect(button.y == found[0].y, "one row")
        }
        #expect(abs(found[1].x - found[0].x - ideal - 8) <= 1.5, "8 pt apart, the buttons' preferred spacing")
    }

    @Test func equalWidthButtonsInAColumnWhereTheRowDoesNotFit() throws {
        let found = try buttons(Voting().frame(width: 200), width: 390)
        #expect(found.map(\.name) == ["Cat", "Goldfish", "Dog"])
        let ideal = found.map(\.text).max()! + 28
        for (index, button) in found.enumerated() {
            #expect(abs(button.width - ideal) <= 1.5, "\(button.name) is as wide as the widest")
            #expect(abs(button.x - found[0].x) <= 0.5, "one column")
            // A bordered button is 38.5 points tall on iOS 26 (iamcgn/swiftui-web
            // Fixtures/Goldens/ios/layout/controls/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf).
            if index > 0 { #expect(abs(button.y - found[index - 1].y - 38.5 - 8) <= 1.5, "8 pt apart, one under the other") }
        }
    }

    @Test(arguments: [390, 768, 1280])
    func radialLayoutPutsTheAvatarsOnACircle(width: Int) throws {
        let html = HTMLRenderer(content: Profile(pets: Self.pets, isThreeWayTie: false)).document(title: "Podium")
        // The podium's overlay layer, and the centre of each avatar (a 72 pt circle).
        let value = try Browser.shared().evaluate(html: html, width: width, script: """
            var layer = document.querySelector('.k-pass'), l = layer.getBoundingClientRect();
            var avatars = Array.from(layer.querySelectorAll('[class^="lyf"]')).map(function (e) {
              var r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2, r.width];
            });
            return [l.left, l.top, l.width, l.height, avatars];
            """)
        guard let parts = value as? [Any], parts.count == 5, let avatars = parts[4] as? [[NSNumber]] else {
            throw BrowserError("no podium: \(String(describing: value))")
        }
        let box = parts.prefix(4).map { ($0 as? NSNumber)?.doubleValue ?? .nan }
        #expect(abs(box[3] - 260) <= 0.5, "the layer is the podium's height, the height proposed to the layout")
        let center = (x: box[0] + box[2] / 2, y: box[1] + box[3] / 2)
        let radius = min(box[2], box[3]) / 3
        #expect(avatars.count == 3)
        // Cat has the most votes: the ring turns so that it stands at the top; then Goldfish, Dog.
        for (index, avatar) in avatars.enumerated() {
            let angle = 2 * Double.pi / 3 * Double(index)
            #expect(abs(avatar[2].doubleValue - 72) <= 0.5)
            #expect(abs(avatar[0].doubleValue - (center.x + radius * sin(angle))) <= 1.5, "avatar \(index) x on the circle")
            #expect(abs(avatar[1].doubleValue - (center.y - radius * cos(angle))) <= 1.5, "avatar \(index) y on the circle")
        }
    }

    /// Seed 000's seating chart in pods: each table at the origin its layout gives it, in the
    /// layout's bounds, whatever the page's width (the chart is 600 × 600 in a horizontal scroll view).
    @Test(arguments: [390, 768, 1280]) @MainActor
    func seatingChartPlacesTablesAtTheirOrigins(width: Int) throws {
        let html = HTMLRenderer(content: SeatingChartExample()).document(title: "Seating")
        let value = try Browser.shared().evaluate(html: html, width: width, script: """
            var bounds = document.querySelector('[class^="lyb"]').getBoundingClientRect();
            return Array.from(document.querySelectorAll('[class^="lyf"]')).filter(function (e) {
              return /^Table \\d$/.test(e.textContent.trim());
            }).map(function (e) {
              var r = e.getBoundingClientRect();
              return [e.textContent.trim(), r.left - bounds.left, r.top - bounds.top, r.width, r.height];
            });
            """)
        guard let rows = value as? [[Any]] else { throw BrowserError("no tables: \(String(describing: value))") }
        let origins = ["Table 1": (60.0, 120.0), "Table 2": (200, 280), "Table 3": (50, 450), "Table 4": (300, 120), "Table 5": (440, 280), "Table 6": (290, 450)]
        #expect(rows.count == 6)
        for row in rows {
            let name = row[0] as? String ?? ""
            let numbers = row.dropFirst().map { ($0 as? NSNumber)?.doubleValue ?? .nan }
            guard let origin = origins[name] else { Issue.record("unexpected \(name)"); continue }
            #expect(abs(numbers[0] - origin.0) <= 0.5 && abs(numbers[1] - origin.1) <= 0.5, "\(name) at \(numbers[0]), \(numbers[1])")
            #expect(abs(numbers[2] - 130) <= 0.5 && abs(numbers[3] - 90) <= 0.5, "\(name) is the table's 130 × 90 frame")
        }
    }
}
