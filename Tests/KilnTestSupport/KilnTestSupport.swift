import Kiln

/// Whether the browser tests run in WebKit (`KILN_BROWSER=webkit`), Firefox (`firefox`) or
/// Chromium (the default): a few of Kiln's gaps are known issues in one engine, and what only
/// Chromium's DevTools protocol emulates (a 2x screen, safe-area insets) is tested there only.
public var inWebKit: Bool { BrowserEngine.current == .webkit }
public var inFirefox: Bool { BrowserEngine.current == .firefox }
public var inChromium: Bool { BrowserEngine.current == .chromium }

/// WebKitGTK's text: glyphs advance by whole pixels and line boxes are rounded, as its hinted
/// FreeType metrics give them (a 13 px "1,000" is 32 wide where its advances add up to 32.53, a
/// four-line paragraph 96 tall where Chromium's is 98). Kiln measures text as Chromium and Safari's
/// Core Text place it, at fractional advances.
public let webKitTextRounding = "WebKitGTK rounds glyph advances and line boxes to whole pixels"

extension Browser {
    /// Renders `view` as a standalone page and measures its `accessibilityIdentifier` boxes
    /// at `width` CSS px.
    public func measure<V: View>(_ view: V, width: Int = 400, styleProperties: [String] = []) throws -> PageMeasurement {
        try measure(html: HTMLRenderer(content: view).document(title: "Geometry"), width: width, styleProperties: styleProperties)
    }
}

extension Browser {
    /// Renders `view` as a standalone page and names, for each point (document coordinates), the
    /// test id of the topmost element with one drawn there, or nil. Boxes without a test id are
    /// passed over: an overlay's layer is a transparent box as large as the view it covers.
    public func topmost<V: View>(_ view: V, at points: [(x: Double, y: Double)], width: Int = 400) throws -> [String?] {
        // Drawing order, not hit testing: boxes that let clicks through are counted too.
        let script = """
            var all = document.createElement('style');
            all.textContent = '*{pointer-events:auto!important}';
            document.head.appendChild(all);
            return arguments[0].map(function (p) {
              var named = document.elementsFromPoint(p[0] - window.scrollX, p[1] - window.scrollY)
                .filter(function (e) { return e.hasAttribute('data-testid'); })[0];
              return named ? named.getAttribute('data-testid') : null;
            });
            """
        let html = HTMLRenderer(content: view).document(title: "Hit test")
        let value = try evaluate(html: html, width: width, script: script, arguments: [points.map { [$0.x, $0.y] }])
        guard let names = value as? [Any] else { throw BrowserError("the hit test returned \(String(describing: value))") }
        return names.map { $0 as? String }
    }
}
