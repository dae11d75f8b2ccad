import Foundation
import Kiln
import KilnTestSupport
import Testing

/// A safeAreaInset bar stays at its edge while the content scrolls under it and never covers the
/// last row at the end of the scroll; an AsyncImage whose image fails shows its placeholder, one
/// whose image loads fills its frame with it; a background that ignores the safe area reaches the
/// screen's edge on a phone with a notch (emulated insets) while the content stays clear.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct SafeAreaBrowserTests {
    private func rows(_ count: Int) -> some View {
        ForEach(1...count, id: \.self) { index in
            Text("Row \(index)").accessibilityIdentifier("row\(index)")
        }
    }

    private func bar() -> some View {
        Text("Bar").frame(maxWidth: .infinity).padding().background(.yellow).accessibilityIdentifier("bar")
    }

    /// The viewport boxes of the last row and of the bar (top, bottom) and the viewport's height,
    /// after `scroller` (the page when nil) scrolled to `fraction` of its way.
    private func boxes(_ view: some View, last: String, scroller: String? = nil, fraction: Double) throws -> [Double] {
        let html = HTMLRenderer(content: view).document(title: "Safe area")
        let value = try Browser.shared().evaluate(
            html: html, width: 390, height: 600,
            script: """
                var scroller = arguments[0] ? document.querySelector('[data-testid="' + arguments[0] + '"]') : document.scrollingElement;
                scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * arguments[2];
                var row = document.querySelector('[data-testid="' + arguments[1] + '"]').getBoundingClientRect();
                var bar = document.querySelector('[data-testid="bar"]').getBoundingClientRect();
                var edge = arguments[0] ? scroller.getBoundingClientRect().bottom : window.innerHeight;
                return [row.top, row.bottom, bar.top, bar.bottom, edge, scroller.scrollTop];
                """,
            arguments: [scroller as Any? ?? NSNull(), last, fraction])
        let numbers = (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
        guard numbers.count == 6 else { throw BrowserError("the page returned \(String(describing: value))") }
        return numbers
    }

    @Test func theBarNeverCoversTheLastRowOfAScrolledList() throws {
        let list = List { rows(40) }.safeAreaInset(edge: .bottom, spacing: 0) { bar() }
        let end = try boxes(list, last: "row40", fraction: 1)
        #expect(end[5] > 0, "the page scrolled")
        #expect(end[1] <= end[2] + 0.5, "at the end of the scroll the last row (bottom \(end[1])) ends above the bar (top \(end[2]))")
        expectClose(end[3], end[4], "the bar is at the bottom edge of the viewport")
    }

    @Test func contentThatIgnoresTheSafeAreaAtTheBarsEdgeRunsUnderTheBar() throws {
        // Seed 003's gradient: it fills the whole frame, and the bar lies over its bottom.
        let view = Color.blue.ignoresSafeArea(edges: .bottom).accessibilityIdentifier("fill")
            .safeAreaInset(edge: .bottom) { bar() }
            .frame(height: 300)
        let page = try measure(view)
        let fill = try page.box("fill"), barBox = try page.box("bar")
        expectClose(fill.height, 300, "the content takes the whole height")
        expectClose(barBox.y + barBox.height, fill.y + fill.height, "the bar lies over the content's bottom edge")
        let stacked = try measure(Color.blue.accessibilityIdentifier("fill").safeAreaInset(edge: .bottom) { bar() }.frame(height: 300))
        #expect(try stacked.box("fill").height < 300 - 20, "content that keeps the safe area ends above the bar")
    }

    @Test func theBarStaysAtTheBottomEdgeWhileTheListScrollsUnderIt() throws {
        let list = List { rows(40) }.safeAreaInset(edge: .bottom, spacing: 0) { bar() }
        let middle = try boxes(list, last: "row20", fraction: 0.4)
        expectClose(middle[3], middle[4], "half way down, the bar is at the bottom edge of the viewport")
        let start = try boxes(list, last: "row20", fraction: 0)
        expectClose(start[3], start[4], "and before scrolling")
        #expect(start[0] > start[4], "the 20th row starts below the viewport: the list is longer than the page")
    }

    @Test func inAScrollViewOfBoundedHeightTheBarStaysInsideAndClearOfTheLastRow() throws {
        let view = ScrollView {
            VStack(spacing: 0) { ForEach(1...20, id: \.self) { block("row\($0)", 100, 40) } }
        }
        .accessibilityIdentifier("scroller")
        .safeAreaInset(edge: .bottom, spacing: 8) { bar() }
        .frame(height: 300)
        let end = try boxes(view, last: "row20", scroller: "scroller", fraction: 1)
        #expect(end[5] > 0, "the scroll view scrolled")
        expectClose(end[1] + 8, end[2], "the last row ends the spacing above the bar")
        expectClose(end[3], end[4], "the bar is at the scroll view's bottom edge")
        let middle = try boxes(view, last: "row10", scroller: "scroller", fraction: 0.5)
        expectClose(middle[3], middle[4], "and stays there while the rows scroll")
    }

    // MARK: - AsyncImage

    /// The AsyncImage's box, its img's box, whether the img loaded, and the test id of what the
    /// browser shows at the image's centre.
    private func images(_ view: some View) throws -> (frame: [Double], image: [Double], loaded: Bool, atCentre: String) {
        let html = HTMLRenderer(content: view).document(title: "AsyncImage")
        let value = try Browser.shared().evaluate(
            html: html, width: 400, height: 400,
            script: """
                var frame = document.querySelector('[data-testid="async"]').getBoundingClientRect();
                var img = document.querySelector('img'), box = img.getBoundingClientRect();
                var hit = document.elementFromPoint(frame.left + frame.width / 2, frame.top + frame.height / 2);
                var named = hit.closest('[data-testid]');
                var shown = hit === img ? 'img' : (named ? named.getAttribute('data-testid') : hit.tagName);
                return [[frame.left, frame.top, frame.width, frame.height], [box.left, box.top, box.width, box.height],
                        img.complete && img.naturalWidth > 0, shown];
                """)
        guard let parts = value as? [Any], parts.count == 4,
              let frame = (parts[0] as? [Any])?.compactMap({ ($0 as? NSNumber)?.doubleValue }),
              let image = (parts[1] as? [Any])?.compactMap({ ($0 as? NSNumber)?.doubleValue }),
              let loaded = parts[2] as? Bool, let shown = parts[3] as? String
        else { throw BrowserError("the page returned \(String(describing: value))") }
        return (frame, image, loaded, shown)
    }

    /// Runs `body` with a 300 × 150 picture in a folder of its own, removed afterwards.
    private func withPhoto<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-async-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("photo.svg")
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"150\"><rect width=\"300\" height=\"150\" fill=\"green\"/></svg>"
        try Data(svg.utf8).write(to: file)
        return try body(file)
    }

    private func orangePlaceholder(_ url: URL?) -> some View {
        AsyncImage(url: url) { image in
            image.resizable().aspectRatio(contentMode: .fill)
        } placeholder: {
            Color.orange.accessibilityIdentifier("placeholder")
        }
        .frame(width: 200, height: 120).accessibilityIdentifier("async").accessibilityLabel("Photo")
    }

    @Test func aFailedImageShowsItsPlaceholder() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-no-such-folder-\(UUID().uuidString)/missing.png")
        let html = HTMLRenderer(content: orangePlaceholder(missing)).document(title: "AsyncImage")
        let value = try Browser.shared().evaluate(
            html: html, width: 400, height: 300,
            script: """
                var frame = document.querySelector('[data-testid="async"]').getBoundingClientRect();
                var p = document.querySelector('[data-testid="placeholder"]'), box = p.getBoundingClientRect(), style = getComputedStyle(p);
                var img = document.querySelector('img');
                return [frame.left, frame.top, frame.width, frame.height, box.left, box.top, box.width, box.height,
                        style.visibility === 'visible' && style.opacity === '1' ? 1 : 0, img.complete && img.naturalWidth === 0 ? 1 : 0];
                """)
        let numbers = (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
        guard numbers.count == 10 else { throw BrowserError("the page returned \(String(describing: value))") }
        #expect(numbers[9] == 1, "the image failed to load")
        expectClose(numbers[2], 200, "the frame is 200 wide")
        for index in 0..<4 { expectClose(numbers[4 + index], numbers[index], "the placeholder fills the frame") }
        #expect(numbers[8] == 1, "the placeholder is visible")
        // Pixel for pixel the page of the failed image is the page with its placeholder alone:
        // the broken image draws neither an icon nor a border over it.
        let failed = try Browser.shared().screenshot(html: html, width: 400, height: 300)
        let placeholderOnly = try Browser.shared().screenshot(
            html: HTMLRenderer(content: orangePlaceholder(nil)).document(title: "AsyncImage"), width: 400, height: 300)
        withKnownIssue("WebKit and Firefox draw a broken-image icon for a failed image that has no alt text and no size") {
            #expect(failed == placeholderOnly, "the failed image's page shows its placeholder and nothing over it")
        } when: { !inChromium }
    }

    @Test func aLoadedResizableImageFillsItsFrame() throws {
        let shown = try withPhoto { photo in
            try images(AsyncImage(url: photo) { image in
                image.resizable()
            } placeholder: {
                Color.orange.accessibilityIdentifier("placeholder")
            }
            .frame(width: 200, height: 120).accessibilityIdentifier("async").accessibilityLabel("Photo"))
        }
        #expect(shown.loaded)
        #expect(shown.atCentre == "img", "the image covers its placeholder (\(shown.atCentre))")
        for (measured, expected) in zip(shown.image, shown.frame) { expectClose(measured, expected, "the image fills the frame") }
        expectClose(shown.frame[2], 200, "the frame is 200 wide")
    }

    @Test func aLoadedImageThatIsNotResizableShowsAtItsNaturalSize() throws {
        let shown = try withPhoto { try images(AsyncImage(url: $0).accessibilityIdentifier("async").accessibilityLabel("Photo")) }
        #expect(shown.loaded)
        expectClose(shown.image[2], 300, "its natural width")
        expectClose(shown.image[3], 150, "its natural height")
    }

    // MARK: - ignoresSafeArea

    /// The tops of the band and of the title, on a screen whose safe area starts 40 px down.
    private func tops(_ view: some View) throws -> [Double] {
        let value = try Browser.shared().evaluate(
            html: HTMLRenderer(content: view).document(title: "Full bleed"), width: 390, height: 600,
            safeAreaInsets: ["top": 40, "right": 0, "bottom": 20, "left": 0],
            script: """
                return ['band', 'title'].map(function (id) {
                  return document.querySelector('[data-testid="' + id + '"]').getBoundingClientRect().top;
                });
                """)
        let numbers = (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
        guard numbers.count == 2 else { throw BrowserError("the page returned \(String(describing: value))") }
        return numbers
    }

    private func header() -> some View {
        Text("Title").accessibilityIdentifier("title")
            .frame(maxWidth: .infinity).padding()
            .background { Color.mint.ignoresSafeArea().accessibilityIdentifier("band") }
    }

    @Test(.enabled(if: inChromium, "safe-area insets are emulated through Chromium's DevTools protocol only"))
    func aBackgroundThatIgnoresTheSafeAreaReachesTheScreensTopWhileTheTitleStaysClear() throws {
        let full = try tops(header())
        expectClose(full[0], 0, "the band reaches the top of the screen, under the notch")
        expectClose(full[1], 40 + 16, "the title stays in the safe area, below the inset and its padding")
    }

    /// Apple's documentation of `safeAreaInset(edge:alignment:spacing:content:)`: "The modified
    /// view is inset by the height of content, from edge." A tab or split view fills the screen,
    /// so with a bar above it the two fill it together: the bar at the top, the tab bar at the
    /// bottom, nothing to scroll.
    @Test(arguments: ["tabs", "split"])
    func aBarAboveAScreenFillingViewSharesTheScreenWithIt(_ kind: String) throws {
        let content: AnyView = kind == "tabs"
            ? AnyView(TabView { Text("One").tabItem { Text("One") }; Text("Two").tabItem { Text("Two") } })
            : AnyView(NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") })
        let view = content.accessibilityIdentifier("screen").safeAreaInset(edge: .top, spacing: 0) { bar() }
        let html = HTMLRenderer(content: view).document(title: "Safe area")
        let value = try Browser.shared().evaluate(
            html: html, width: 390, height: 600,
            script: """
                var bar = document.querySelector('[data-testid="bar"]').getBoundingClientRect();
                var screen = document.querySelector('[data-testid="screen"]').getBoundingClientRect();
                return [bar.top, bar.bottom, screen.top, screen.bottom, window.innerHeight, document.scrollingElement.scrollHeight];
                """)
        let numbers = (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
        try #require(numbers.count == 6, "the page returned \(String(describing: value))")
        expectClose(numbers[0], 0, "the bar is at the top of the screen")
        expectClose(numbers[2], numbers[1], "the \(kind) view starts under the bar")
        expectClose(numbers[3], numbers[4], "and ends at the bottom of the screen")
        expectClose(numbers[5], numbers[4], "the page is the screen's height: nothing to scroll")
    }
}
