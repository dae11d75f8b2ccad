import Foundation
import Kiln
import KilnTestSupport
import Testing

/// SF Symbol names drawn as open icons: sized by their font, tinted by the foreground style, and
/// their layers coloured by the rendering mode, as the browser draws them.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct SymbolBrowserTests {
    /// The symbol inside the element with test id `id`: its svg's box, the box of the glyph it
    /// draws (its first primary path), and the computed stroke colour, mask image and each
    /// path's opacity.
    private func symbol<V: View>(in view: V, id: String) throws -> [Any] {
        let value = try Browser.shared().evaluate(html: HTMLRenderer(content: view).document(title: "Symbol"), width: 400, script: """
            var host = document.querySelector('[data-testid=\(id)]');
            var svg = host.tagName.toLowerCase() === 'svg' ? host : host.querySelector('svg');
            var paths = svg.querySelectorAll('path'), glyph = paths[paths.length - 1];
            var s = svg.getBoundingClientRect(), g = glyph.getBoundingClientRect();
            var cs = getComputedStyle(glyph), ss = getComputedStyle(svg);
            return [s.width, s.height, g.top - s.top, g.height, cs.stroke, ss.maskImage,
                    Array.prototype.map.call(paths, function (p) { return getComputedStyle(p).opacity; }).join(' '),
                    getComputedStyle(paths[0]).fill];
            """)
        return try #require(value as? [Any], "the page returned \(String(describing: value))")
    }

    /// Apple's iOS 26 frames of the same views (iamcgn/swiftui-web
    /// Fixtures/Goldens/ios/symbol/basic/frames.json @ cdb8364eff21979b5f0955a475c7e78ed14067eb):
    /// a symbol is as large as its glyph, not a square of the font's size.
    @Test func aSymbolIsTheSizeAppleDrawsItAtEachTextStyle() throws {
        let cases: [(view: AnyView, width: Double, height: Double, what: String)] = [
            (AnyView(Image(systemName: "star")), 22, 20, "a star at body size"),
            (AnyView(Image(systemName: "gear")), 21.5, 20.5, "a gear at body size"),
            (AnyView(Image(systemName: "wifi")), 22.5, 16, "wifi at body size: wider than tall"),
            (AnyView(Image(systemName: "star").font(.title)), 36, 33.5, "a star at title size"),
            (AnyView(Image(systemName: "star").font(.largeTitle)), 43.5, 40.5, "a star at large-title size"),
            (AnyView(Image(systemName: "star").font(.footnote)), 16.5, 16, "a star at footnote size"),
            (AnyView(Image(systemName: "star").imageScale(.large)), 28, 27, "a large-scale star"),
        ]
        for item in cases {
            let found = try symbol(in: item.view.accessibilityIdentifier("symbol"), id: "symbol")
            expectNumbers(Array(found.prefix(2)), [(item.width, "\(item.what): width"), (item.height, "\(item.what): height")], item.what)
            let top = (found[2] as? NSNumber)?.doubleValue ?? -1, glyph = (found[3] as? NSNumber)?.doubleValue ?? 0
            #expect(top >= -tolerance && top + glyph <= item.height + tolerance, "\(item.what): the glyph lies inside its box (\(top), \(glyph))")
        }
    }

    /// Apple's `chevron.right` is 12.5×16.5 at body size (same fixture): broader than Lucide's
    /// chevron (8×14 units of its grid, 7.8×13.6 points), so Kiln draws the sideways chevrons itself.
    @Test func aChevronIsAsLargeAsApples() throws {
        for name in ["chevron.right", "chevron.backward"] {
            let found = try symbol(in: Image(systemName: name).accessibilityIdentifier("chevron"), id: "chevron")
            expectNumbers(Array(found.prefix(2)), [(12.5, "the chevron's width"), (16.5, "its height")], name)
        }
    }

    @Test func imageScaleMakesTheSymbolSmallerOrLarger() throws {
        let medium = try symbol(in: Image(systemName: "star").font(.system(size: 40)).accessibilityIdentifier("m"), id: "m")
        let small = try symbol(in: Image(systemName: "star").imageScale(.small).font(.system(size: 40)).accessibilityIdentifier("s"), id: "s")
        let large = try symbol(in: Image(systemName: "star").imageScale(.large).font(.system(size: 40)).accessibilityIdentifier("l"), id: "l")
        let width = (medium[0] as? NSNumber)?.doubleValue ?? 0
        expectNumbers([small[0]], [(0.78 * width, "small is 0.78 of medium")], "small")
        expectNumbers([large[0]], [(1.29 * width, "large is 1.29 of it")], "large")
    }

    @Test func theForegroundStyleTintsTheSymbol() throws {
        let page = Image(systemName: "heart").foregroundStyle(.red).accessibilityIdentifier("heart")
        let found = try symbol(in: page, id: "heart")
        let text = try Browser.shared().evaluate(html: HTMLRenderer(content: Text("Red").foregroundStyle(.red)).document(title: "Red"), width: 400,
                                                 script: "return getComputedStyle(document.querySelector('p')).color") as? String
        #expect(found[4] as? String == text, "the stroke is the text's red: \(found[4]) vs \(String(describing: text))")
    }

    @Test func aResizableSymbolFillsItsFrame() throws {
        let found = try symbol(in: Image(systemName: "heart").resizable().frame(width: 80, height: 80).accessibilityIdentifier("big"), id: "big")
        expectNumbers(Array(found.prefix(2)), [(80, "the frame's width"), (80, "and height")], "the resizable symbol")
        let glyph = (found[3] as? NSNumber)?.doubleValue ?? 0
        #expect(glyph > 0.6 * 80, "the heart grows with it: \(glyph)")
    }

    @Test func aFilledCircleCutsItsGlyphOutUnlessHierarchical() throws {
        let monochrome = try symbol(in: Image(systemName: "xmark.circle.fill").symbolRenderingMode(.monochrome).accessibilityIdentifier("m"), id: "m")
        #expect((monochrome[5] as? String)?.hasPrefix("url(\"data:image/svg+xml") == true, "a mask cuts the x out: \(monochrome[5])")
        #expect(monochrome[6] as? String == "1 1")
        let automatic = try symbol(in: Image(systemName: "xmark.circle.fill").accessibilityIdentifier("a"), id: "a")
        #expect((automatic[5] as? String)?.hasPrefix("url(") == true, "without a second style the automatic mode cuts it out too")
        let hierarchical = try symbol(in: Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).accessibilityIdentifier("h"), id: "h")
        #expect(hierarchical[5] as? String == "none", "hierarchical draws the x over a faint disc")
        #expect(hierarchical[6] as? String == "0.3 1", "the disc is the fainter, secondary layer")
    }

    /// Apple's documentation of `SymbolRenderingMode.multicolor`: "a filled exclamation mark
    /// triangle in its inherent colors, with yellow for the triangle and white for the
    /// exclamation mark"; a symbol without colours of its own keeps the foreground style.
    @Test func multicolorPaintsTheColoursAppleDocuments() throws {
        let colour = { (color: Color) in
            try Browser.shared().evaluate(html: HTMLRenderer(content: Text("A").foregroundStyle(color)).document(title: "A"), width: 400,
                                          script: "return getComputedStyle(document.querySelector('p')).color") as? String
        }
        let triangle = try symbol(in: Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.multicolor)
            .foregroundStyle(.blue).accessibilityIdentifier("t"), id: "t")
        #expect(triangle[5] as? String == "none", "the mark is drawn over the triangle, not cut out")
        #expect(triangle[4] as? String == (try colour(.white)), "the mark is white: \(triangle[4])")
        #expect(triangle[7] as? String == (try colour(.yellow)), "the triangle is yellow: \(triangle[7])")
        let star = try symbol(in: Image(systemName: "star.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue).accessibilityIdentifier("s"), id: "s")
        #expect(star[4] as? String == (try colour(.blue)), "a star has no colours of its own: \(star[4])")
    }

    @Test func twoForegroundStylesColourAPaletteSymbolsLayers() throws {
        let view = Image(systemName: "xmark.circle.fill").foregroundStyle(.white, .blue).accessibilityIdentifier("p")
        let found = try symbol(in: view, id: "p")
        let blue = try Browser.shared().evaluate(html: HTMLRenderer(content: Text("Blue").foregroundStyle(.blue)).document(title: "Blue"), width: 400,
                                                 script: "return getComputedStyle(document.querySelector('p')).color") as? String
        #expect(found[5] as? String == "none", "the x is drawn, not cut out")
        #expect(found[4] as? String == "rgb(255, 255, 255)", "the x in the first style")
        #expect(found[7] as? String == blue, "the disc in the second: \(found[7])")
    }

    @Test func aRepeatedSymbolIsDrawnOnceAndPlacedAgain() throws {
        let view = VStack {
            Image(systemName: "star").accessibilityIdentifier("first")
            Image(systemName: "star").accessibilityIdentifier("second")
        }
        .font(.system(size: 40))
        let html = HTMLRenderer(content: view).document(title: "Stars")
        #expect(html.components(separatedBy: "M11.525 2.295").count == 2, "the star's outline is written once")
        let drawn = try Browser.shared().evaluate(html: html, width: 400, script: """
            var use = document.querySelector('[data-testid=second] use') || document.querySelector('[data-testid=second]').querySelector('use');
            var path = document.querySelector('[data-testid=first] path') || document.querySelector('[data-testid=first]').querySelector('path');
            // The outline's height on the screen: its geometry scaled as drawn. (The box the page
            // reports for a <use> holds its stroke too in Firefox, and only its geometry elsewhere.)
            const drawnHeight = (element) => element.getBBox().height * element.getScreenCTM().d;
            return [use ? drawnHeight(use) : -1, drawnHeight(path)];
            """)
        // Lucide's star path spans 19.07 units of its grid, at 0.97/17 em a unit (`SymbolInk`).
        let star = 19.07 * 0.97 / 17 * 40
        expectNumbers(drawn, [(star, "the placed copy is as tall as the star"), (star, "and so is the first")], "the stars")
    }

    @Test func nestedVariantsCombine() throws {
        let view = HStack { Image(systemName: "heart").symbolVariant(.circle).accessibilityIdentifier("h") }.symbolVariant(.fill)
        let found = try symbol(in: view, id: "h")
        #expect(found[7] as? String != "none", "heart.circle.fill: the enclosure is filled")
        #expect(HTMLRenderer(content: view).prettyHTML().contains("aria-label=\"Heart\""))
    }
}
