import Foundation
import Testing

@testable import KilnCommand

/// Product choice from `swift package describe --type json` output (trimmed to what is read).
@Suite struct SitePackageTests {
    let oneSite = Data("""
        {"name": "demo", "products": [
          {"name": "Kiln", "targets": ["Kiln"], "type": {"library": ["automatic"]}},
          {"name": "demo", "targets": ["demo"], "type": {"executable": null}}],
         "targets": [{"name": "demo", "product_dependencies": ["Kiln"], "type": "executable"}]}
        """.utf8)

    /// Kiln's own package: tools beside the showcase, which alone depends on Kiln.
    let kilnPackage = Data("""
        {"name": "Kiln", "products": [
          {"name": "Showcase", "targets": ["Showcase"], "type": {"executable": null}},
          {"name": "kiln", "targets": ["KilnMain"], "type": {"executable": null}},
          {"name": "KilnBenchmark", "targets": ["KilnBenchmark"], "type": {"executable": null}},
          {"name": "GenerateSite", "targets": ["GenerateSite"], "type": {"plugin": null}}],
         "targets": [
          {"name": "Showcase", "target_dependencies": ["Kiln"], "type": "executable"},
          {"name": "KilnMain", "target_dependencies": ["KilnCommand"], "type": "executable"},
          {"name": "KilnBenchmark", "target_dependencies": ["KilnViews", "KilnSite"], "type": "executable"}]}
        """.utf8)

    @Test func theOnlyExecutableNeedsNoFlag() throws {
        #expect(try SitePackage.siteProduct(in: oneSite, requested: nil) == "demo")
    }

    @Test func amongSeveralTheOneDependingOnKiln() throws {
        #expect(try SitePackage.siteProduct(in: kilnPackage, requested: nil) == "Showcase")
        #expect(try SitePackage.siteProduct(in: kilnPackage, requested: "KilnBenchmark") == "KilnBenchmark")
    }

    @Test func aMissingOrAmbiguousProductIsExplained() {
        #expect(throws: CommandError.self) { try SitePackage.siteProduct(in: oneSite, requested: "Kiln") }
        do {
            _ = try SitePackage.siteProduct(in: oneSite, requested: "Blog")
            Issue.record("found a product named Blog")
        } catch {
            #expect("\(error)" == "There is no executable product named Blog; this package has: demo.")
        }
        let twoSites = Data("""
            {"products": [{"name": "en", "targets": ["en"], "type": {"executable": null}}, {"name": "fr", "targets": ["fr"], "type": {"executable": null}}],
             "targets": [{"name": "en", "product_dependencies": ["Kiln"]}, {"name": "fr", "product_dependencies": ["Kiln"]}]}
            """.utf8)
        do {
            _ = try SitePackage.siteProduct(in: twoSites, requested: nil)
            Issue.record("chose a site among two")
        } catch {
            #expect("\(error)" == "The package has several executables (en, fr): choose the site's with --product NAME.")
        }
        #expect(throws: CommandError.self) { try SitePackage.siteProduct(in: Data(#"{"products": [], "targets": []}"#.utf8), requested: nil) }
    }
}
