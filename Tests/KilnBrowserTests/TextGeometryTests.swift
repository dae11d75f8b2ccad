import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Text styles use iOS's default Dynamic Type sizes, relative to the root font size.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct TextGeometryTests {
    private let expectedSizes: [(Font.TextStyle, Double)] = [
        (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
        (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
    ]

    @Test func textStylesAreOrderedBySize() throws {
        let page = try measure(VStack {
            ForEach(Array(expectedSizes.enumerated()), id: \.offset) { index, entry in
                Text("Ag").font(.system(entry.0)).accessibilityIdentifier("style\(index)")
            }
        }, styleProperties: ["font-size", "font-weight"])
        var previousHeight = Double.infinity
        for (index, (style, size)) in expectedSizes.enumerated() {
            let box = try page.box("style\(index)")
            #expect(box.style["font-size"] == "\(Int(size))px", "\(style) is \(size) pt")
            #expect(box.height <= previousHeight + tolerance, "\(style) is no taller than the style before it")
            previousHeight = box.height
        }
        #expect(try page.box("style4").style["font-weight"] == "600", "headline is semibold")
    }

    @Test func seedFoodRowPutsTheQuantityAtTheTrailingEdge() throws {
        struct Row: View {
            var body: some View {
                HStack {
                    Text("🍩").font(.system(size: 15)).foregroundStyle(.secondary).accessibilityIdentifier("emoji")
                    Text("Doughnut").font(.caption).bold()
                    Spacer()
                    Text("6").accessibilityIdentifier("quantity")
                }
                .accessibilityIdentifier("row")
            }
        }
        for width in [390, 1200] {
            let page = try measure(Row(), width: width, styleProperties: ["font-size"])
            let row = try page.box("row"), quantity = try page.box("quantity"), emoji = try page.box("emoji")
            expectClose(row.width, Double(width), "the row fills the width at \(width)")
            expectClose(quantity.x + quantity.width, Double(width), "quantity trailing at \(width)")
            expectClose(emoji.x, 0, "emoji leading at \(width)")
            #expect(emoji.style["font-size"] == "15px", "a fixed system size does not scale")
        }
    }

    /// SwiftUI's `Text` gives way to the width it is offered, breaking a word that does not fit;
    /// three cards of long words side by side on a phone share its width instead of widening
    /// the page.
    @Test func longWordsBreakSoAStackFitsAPhone() throws {
        let page = try measure(HStack(alignment: .top, spacing: 16) {
            ForEach(["Internationalization", "Accessibility", "Extraordinarily"], id: \.self) { word in
                Text(word).font(.largeTitle).padding().frame(maxWidth: .infinity).border(.gray).accessibilityIdentifier(word)
            }
        }.padding(24), width: 390)
        #expect(page.scrollWidth <= Double(page.viewportWidth), "the page is \(page.scrollWidth) px wide at 390")
        let first = try page.box("Internationalization"), last = try page.box("Extraordinarily")
        #expect(last.x + last.width <= 390 - 24 + tolerance, "the last card ends inside the padding")
        #expect(first.height > 2 * 34, "the word wraps onto several lines")
    }
}
