import Foundation
import KilnTestSupport
import Testing

/// The showcase crawl's notion of a text a reader cannot see: what it reports (a text drawn in
/// its background's colour among it, the background being what is painted under it, a layer
/// too), and what a page hides on purpose that it leaves alone.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct InvisibleTextCheckTests {
    private static let page = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Check</title><style>
        body{margin:0}
        .collapsed{display:flex;flex-direction:column}.collapsed>div{flex:1 1 0;overflow-y:auto}
        .cut{height:20px;overflow:hidden}.cut>p{margin:0;margin-top:40px}
        .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
        .wide{width:100px;overflow-x:auto;white-space:nowrap}
        .box{container-type:inline-size;width:300px}
        @container (max-width:400px){.wide-only{display:none}}
        .gone{display:none}
        .away{margin-left:-500px}
        .clipper{height:0;overflow:hidden}.escapes{position:absolute;top:0;right:0}
        .layers{display:grid;background:#fff}.layers>*{grid-area:1/1}
        </style></head><body>
        <p>Shown</p>
        <div class="collapsed"><div><p>Collapsed</p></div></div>
        <div class="cut"><p>Cut off</p></div>
        <details><summary>Summary</summary><p>Closed content</p></details>
        <details open><summary>Open summary</summary><p>Open content</p></details>
        <dialog><p>Closed dialog</p></dialog>
        <div popover><p>Closed popover</p></div>
        <span class="sr">For assistive technology</span>
        <p style="visibility:hidden">Hidden on purpose</p>
        <div class="wide">A line far longer than its scroll area, which can be scrolled to</div>
        <div style="width:200px;overflow-x:clip"><div class="wide" style="width:150px">A scrolled line in a clipping page, <span>its end past both</span></div></div>
        <div class="box"><p class="wide-only">Only when wide</p></div>
        <p class="gone">Removed without a reason</p>
        <p class="away">Before the page's start</p>
        <div class="clipper"><p class="escapes">Positioned past the clip</p></div>
        <svg width="100" height="20"><title>Chart title</title><text x="0" y="15">Axis label</text></svg>
        <div style="background:#000"><p style="color:#111">Black on black</p></div>
        <div style="background:#ffd60a"><p style="color:#fff">White on yellow, readable</p></div>
        <div class="layers"><span style="background:#e00"></span><p style="color:#fff">White on a red layer</p></div>
        <p style="color:transparent;background:#ccc">A redacted line</p>
        </body></html>
        """

    @Test func reportsCollapsedClippedAndUnexplainedHiddenTextOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("index.html")
        try Data(Self.page.utf8).write(to: file)

        let invisible = try Browser.shared().invisibleTexts(page: file, width: 800)
        let texts = invisible.map(\.text)
        #expect(texts == ["Collapsed", "Cut off", "Removed without a reason", "Before the page's start", "Black on black"], "\(invisible)")
        #expect(invisible.first?.reason.hasPrefix("clipped by div") == true, "the reason names the clipping box: \(invisible)")
        #expect(invisible.first { $0.text == "Removed without a reason" }?.reason == "display:none on p.gone")
        #expect(invisible.last?.reason == "its colour rgb(17, 17, 17) on rgb(0, 0, 0) is 1.11:1", "\(invisible)")
    }
}

extension InvisibleTextCheckTests {
    /// A long text is shortened for the report by whole characters: cut inside an emoji's pair of
    /// UTF-16 units, WebKit's driver could not read the result, and the crawl stopped on that
    /// error instead of naming the text.
    @Test func aLongTextIsShortenedByWholeCharacters() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("index.html")
        let text = String(repeating: "a", count: 58) + "🎉" + String(repeating: "b", count: 10)
        try Data("""
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Check</title></head><body>
            <p>Shown</p><p style="display:none">\(text)</p></body></html>
            """.utf8).write(to: file)
        let invisible = try Browser.shared().invisibleTexts(page: file, width: 800)
        #expect(invisible.map(\.text) == [String(repeating: "a", count: 58) + "🎉…"])
    }
}
