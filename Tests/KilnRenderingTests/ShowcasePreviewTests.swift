import Foundation
import Kiln
@testable import KilnViews
@testable import Showcase
import Testing

/// The showcase target applies the KilnPreviews plugin as a user's site does: its providers and
/// `#Preview`s are found in its sources, with no registration, and `kiln serve`'s build shows every variant.
struct ShowcasePreviewTests {
    @Test func thePluginFindsEveryProviderOfTheTarget() throws {
        let groups = try #require(previewGroups(inModuleOf: ShowcaseSite.self), "the generated catalog is in the Showcase module")
        #expect(groups.map(\.name) == ["FeatureCard_Previews", "#Preview, FeatureCardPreviews.swift:18", "SeatingChartView_Previews", "#Preview, StateCounter.swift:28"])
        #expect(groups.map(\.source.description) == [
            "Showcase/FeatureCardPreviews.swift:6", "Showcase/FeatureCardPreviews.swift:18", "Showcase/Seed000Seating.swift:178",
            "Showcase/StateCounter.swift:28",
        ])
        #expect(groups[0].variants.map(\.traits.name) == ["On a phone", "In a 320 × 140 frame"])
        #expect(groups[1].variants.map(\.traits) == [PreviewVariantTraits(name: "A card that fits", layout: .sizeThatFits)])
    }

    @Test func theDevelopmentBuildHasThePreviewsPageWithBothProviders() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var options = SiteOptions(output: output, assets: ShowcaseCrawlTests.assets, isVerbose: false)
        options.showsPreviews = true
        _ = try SiteGenerator(options: options).build(ShowcaseSite())
        let index = try String(contentsOf: output.appendingPathComponent("_previews/index.html"), encoding: .utf8)
        #expect(index.contains(#"<iframe src="featurecard-previews/1/frame/" title="On a phone""#))
        #expect(index.contains(#"<iframe src="featurecard-previews/2/frame/" title="In a 320 × 140 frame" width="320" height="140""#))
        #expect(index.contains(#"<iframe src="seatingchartview-previews/1/frame/""#))
        #expect(index.contains(#"<iframe src="featurecardpreviews-swift-18/1/frame/" title="A card that fits""#))
        let card = try String(contentsOf: output.appendingPathComponent("_previews/featurecard-previews/2/frame/index.html"), encoding: .utf8)
        #expect(card.contains("Labelled controls in a grid."))
    }
}
