import Foundation
import Kiln
@testable import KilnViews
import Testing

// The catalog the KilnPreviews plugin generates for a target, written as it writes it, for the
// providers of PreviewSiteTests.swift (this module's `kiln serve` previews).
@MainActor enum _KilnPreviewCatalog: _PreviewCatalog {
    static var providers: [_PreviewProviderEntry] {
        [
            _PreviewProviderEntry(GuestRow_Previews.self, fileID: "KilnSiteTests/PreviewSiteTests.swift", line: 86),
            _PreviewProviderEntry(GuestToggle_Previews.self, fileID: "KilnSiteTests/PreviewSiteTests.swift", line: 108),
        ]
    }
}

/// `kiln serve`'s previews page: every variant of every provider, named and sized by its
/// preview modifiers, each alone at its own URL at 390 and 1280 px; none of it in `kiln build`'s site.
struct PreviewPagesTests {
    @Test func eachViewAtTheTopOfPreviewsIsAPreviewWithItsOwnTraits() throws {
        let groups = try #require(previewGroups(inModuleOf: PreviewedSite.self))
        #expect(groups.map(\.name) == ["GuestRow_Previews", "GuestToggle_Previews"])
        #expect(groups.map(\.source.description) == ["KilnSiteTests/PreviewSiteTests.swift:86", "KilnSiteTests/PreviewSiteTests.swift:108"])
        let rows = groups[0].variants.map(\.traits)
        #expect(rows.map(\.name) == ["iPhone 13", nil, nil, nil, nil])
        #expect(rows.map(\.layout) == [nil, .sizeThatFits, .fixed(width: 320, height: 80), nil, .device])
        #expect(rows.map(\.device) == ["iPhone 13", nil, nil, "iPad Pro (11-inch)", "iPhone 15 Pro"])
        #expect(rows[2].orientation == .landscapeLeft)
        #expect(groups[1].variants.map(\.traits) == [PreviewVariantTraits(orientation: .portraitUpsideDown)])
    }

    @Test func aModifierCloserToTheViewWinsAndForEachMakesOnePreviewPerElement() {
        let variants = previewVariants(of: Group {
            ForEach(["Ada", "Grace"], id: \.self) { name in
                Text(name).previewDisplayName(name)
            }
            Text("Unnamed")
        }.previewDisplayName("Outer").previewLayout(.sizeThatFits))
        #expect(variants.map(\.traits.name) == ["Ada", "Grace", "Outer"])
        #expect(variants.allSatisfy { $0.traits.layout == .sizeThatFits })
    }

    @Test func theDevelopmentSiteShowsEveryPreviewAndTheBuiltSiteNone() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        var options = SiteOptions(output: output, baseURL: "https://example.com/", isVerbose: false)
        options.showsPreviews = true
        let report = try SiteGenerator(options: options).build(PreviewedSite())
        #expect(report.warnings.isEmpty)

        let index = try read(output, "_previews/index.html")
        #expect(index.contains("<h2>GuestRow_Previews</h2>") && index.contains("<h2>GuestToggle_Previews</h2>"))
        #expect(index.contains("KilnSiteTests/PreviewSiteTests.swift:86"))
        // Five previews of the row, one of the toggle, each framed at its size.
        #expect(index.components(separatedBy: "<iframe").count - 1 == 6)
        #expect(index.contains(#"<iframe src="guestrow-previews/1/frame/" title="iPhone 13" width="390" height="844""#))
        #expect(index.contains(#"<iframe src="guestrow-previews/3/frame/" title="GuestRow_Previews 3" width="320" height="80""#))
        #expect(index.contains(#"<iframe src="guestrow-previews/4/frame/" title="GuestRow_Previews 4" width="820" height="1180""#))
        #expect(index.contains(#"<iframe src="guesttoggle-previews/1/frame/""#))

        // Each preview alone, as a page of the site, and side by side at the two widths.
        #expect(try read(output, "_previews/guestrow-previews/2/frame/index.html").contains("Provider that fits"))
        #expect(try read(output, "_previews/guestrow-previews/5/frame/index.html").contains("Provider on the device layout"))
        #expect(try read(output, "_previews/guesttoggle-previews/1/frame/index.html").contains("Coming"))
        let sideBySide = try read(output, "_previews/guestrow-previews/1/index.html")
        #expect(sideBySide.contains(#"<iframe src="frame/" title="iPhone 13 at 390 px" width="390""#))
        #expect(sideBySide.contains(#"<iframe src="frame/" title="iPhone 13 at 1280 px" width="1280""#))
        #expect(sideBySide.contains(#"<html lang="en""#))

        // The previews are not pages of the site: the sitemap does not list them.
        #expect(!(try read(output, "sitemap.xml")).contains("_previews"))
        // The fixed preview's frame is the preview's size.
        let fixed = try read(output, "_previews/guestrow-previews/3/frame/index.html")
        #expect(fixed.contains("Provider fixed"))

        let built = try temporaryFolder().appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: built, isVerbose: false)).build(PreviewedSite())
        #expect(!FileManager.default.fileExists(atPath: built.appendingPathComponent("_previews").path))
    }

    @Test func theSiteExecutableTakesPreviewsFromItsCommandLine() throws {
        #expect(try SiteOptions(arguments: ["--previews"]).showsPreviews)
        #expect(try !SiteOptions(arguments: ["--output", "x"]).showsPreviews)
    }
}
