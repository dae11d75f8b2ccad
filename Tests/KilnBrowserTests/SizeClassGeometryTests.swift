import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Size classes follow the viewport: compact below 700 px of width (below 500 px of height for the
/// vertical class), as an iPhone's and an iPad's do; a view that reads one lays out as SwiftUI
/// lays it out in that class.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
@MainActor
struct SizeClassGeometryTests {
    private struct IfElse: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        var body: some View {
            if sizeClass == .compact {
                VStack { block("a", 100, 20); block("b", 100, 20) }
            } else {
                HStack { block("a", 100, 20); block("b", 100, 20) }
            }
        }
    }

    private struct Switching: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        var body: some View {
            let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            layout {
                block("a", 100, 20)
                block("b", 100, 20)
            }
        }
    }

    private struct Landscape: View {
        @Environment(\.verticalSizeClass) private var sizeClass
        var body: some View {
            if sizeClass == .compact {
                HStack { block("a", 100, 20); block("b", 100, 20) }
            } else {
                VStack { block("a", 100, 20); block("b", 100, 20) }
            }
        }
    }

    /// The boxes of the shown elements with a test id (a rendering the viewport hides has none).
    private func shownBoxes(_ view: some View, width: Int, height: Int = 800) throws -> [String: [Double]] {
        let script = """
            var out = {};
            document.querySelectorAll('[data-testid]').forEach(function (e) {
              if (e.getClientRects().length === 0) return;
              var id = e.getAttribute('data-testid');
              if (out[id]) throw new Error('two shown elements named ' + id);
              var r = e.getBoundingClientRect();
              out[id] = [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height];
            });
            return out;
            """
        let html = HTMLRenderer(content: view).document(title: "Size classes")
        let value = try Browser.shared().evaluate(html: html, width: width, height: height, script: script)
        guard let found = value as? [String: [Any]] else { throw BrowserError("the page returned \(String(describing: value))") }
        return found.mapValues { $0.map { ($0 as? NSNumber)?.doubleValue ?? .nan } }
    }

    private func expectColumn(_ boxes: [String: [Double]], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let a = boxes["a"], let b = boxes["b"] else {
            Issue.record("\(what): a and b not both shown: \(boxes)", sourceLocation: sourceLocation)
            return
        }
        expectClose(b[0], a[0], "\(what): b under a", sourceLocation: sourceLocation)
        expectClose(b[1], a[1] + 28, "\(what): 20 + the stack's 8", sourceLocation: sourceLocation)
    }

    private func expectRow(_ boxes: [String: [Double]], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let a = boxes["a"], let b = boxes["b"] else {
            Issue.record("\(what): a and b not both shown: \(boxes)", sourceLocation: sourceLocation)
            return
        }
        expectClose(b[1], a[1], "\(what): b beside a", sourceLocation: sourceLocation)
        expectClose(b[0], a[0] + 108, "\(what): 100 + the stack's 8", sourceLocation: sourceLocation)
    }

    @Test func ifElseOnTheHorizontalSizeClassIsAColumnOnAPhoneAndARowOnADesktop() throws {
        expectColumn(try shownBoxes(IfElse(), width: 390), "390 px")
        expectColumn(try shownBoxes(IfElse(), width: 699), "699 px, the last compact width")
        expectRow(try shownBoxes(IfElse(), width: 700), "700 px, the first regular width")
        expectRow(try shownBoxes(IfElse(), width: 1280), "1280 px")
    }

    @Test func anyLayoutChosenByTheSizeClassSwitchesLikewise() throws {
        expectColumn(try shownBoxes(Switching(), width: 390), "390 px")
        expectRow(try shownBoxes(Switching(), width: 1280), "1280 px")
    }

    @Test func theVerticalSizeClassIsCompactOnAShortViewport() throws {
        expectRow(try shownBoxes(Landscape(), width: 844, height: 390), "a phone on its side")
        expectColumn(try shownBoxes(Landscape(), width: 390, height: 844), "a phone upright")
    }

    @Test func theShownRenderingLaysOutInTheParentAsIfUnwrapped() throws {
        // In a row beside another view, the reader's views are the row's children: spaced by the
        // row's 8 px, the padding applied to the reader on each of them.
        let view = HStack(spacing: 8) {
            block("x", 50, 20)
            IfElse().padding(.leading, 10)
        }
        let wide = try shownBoxes(view, width: 1280)
        guard let x = wide["x"], let a = wide["a"] else {
            Issue.record("missing boxes: \(wide)")
            return
        }
        expectClose(a[0], x[0] + 50 + 8 + 10, "the row's spacing, then the reader's padding")
        let narrow = try shownBoxes(view, width: 390)
        expectColumn(narrow, "390 px")
    }
}
