import Foundation
import Kiln
import Testing

/// Scenes become pages at stable routes, with a shared stylesheet, assets, 404 and sitemap.
struct SiteGeneratorTests {
    private func build<A: App>(_ app: A, baseURL: String? = nil) throws -> (URL, BuildReport) {
        let folder = try temporaryFolder()
        let assets = folder.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try pixelPNG.write(to: assets.appendingPathComponent("photo.png"))
        let output = folder.appendingPathComponent("site")
        let report = try SiteGenerator(options: SiteOptions(output: output, assets: assets, baseURL: baseURL, isVerbose: false)).build(app)
        return (output, report)
    }

    @Test func scenesBecomePagesWithTheirTitles() throws {
        let (site, report) = try build(SampleSite())
        let stylesheet = try sharedStylesheet(in: site).name
        #expect(Set(try contents(of: site).keys) == [
            "index.html", "budget/index.html", "docs/intro/index.html", "404.html", stylesheet,
            "assets/photo.png", "robots.txt",
        ])
        #expect(report.pages == 4)
        #expect(try read(site, "index.html").contains("<title>Home</title>"))
        #expect(try read(site, "budget/index.html").contains("<title>Party Budget</title>"))
        #expect(try read(site, "docs/intro/index.html").contains("<title>Introduction</title>"))
        #expect(try read(site, "budget/index.html").contains("<p>Budget View</p>"))
    }

    @Test func pagesLinkOneSharedStylesheetRelativeToTheirDepth() throws {
        let (site, _) = try build(SampleSite())
        let (name, stylesheet) = try sharedStylesheet(in: site)
        #expect(name.count == "kiln-12345678.css".count)
        #expect(try read(site, "index.html").contains("<link rel=\"stylesheet\" href=\"\(name)\">"))
        #expect(try read(site, "docs/intro/index.html").contains("href=\"../../\(name)\""))
        #expect(stylesheet.contains("--k-accent"))
        // Each page's own rules are in its head, and only there.
        let home = try read(site, "index.html")
        let homeRules = try #require(home.range(of: "<style>").flatMap { start in home[start.upperBound...].range(of: "</style>").map { String(home[start.upperBound..<$0.lowerBound]) } })
        #expect(!homeRules.isEmpty && !stylesheet.contains(homeRules))
        for (path, data) in try contents(of: site) where path.hasSuffix(".html") {
            #expect(!String(decoding: data, as: UTF8.self).contains("<script"), "\(path) has no JavaScript")
        }
    }

    @Test func imagesHaveTheirAssetsNaturalSizeAndAllButTheFirstLoadLazily() throws {
        struct Logos: App {
            var body: some Scene {
                WindowGroup("Logos") {
                    Image("boxed")
                    Image("sized")
                    Image("sized").resizable().frame(width: 40, height: 40)
                    Image("sharp@2x")
                }
            }
        }
        let folder = try temporaryFolder()
        let assets = folder.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48"/></svg>"#.utf8)
            .write(to: assets.appendingPathComponent("boxed.svg"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="80" viewBox="0 0 12 8"/>"#.utf8)
            .write(to: assets.appendingPathComponent("sized.svg"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>"#.utf8).write(to: assets.appendingPathComponent("sharp@2x.svg"))
        let output = folder.appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: output, assets: assets, isVerbose: false)).build(Logos())
        let page = try read(output, "index.html")
        // The first picture loads at once; the others as the reader scrolls near them.
        #expect(page.contains(#"<img src="assets/boxed.svg" alt="boxed" width="64" height="48">"#), "an SVG's view box")
        #expect(page.contains(#"<img src="assets/sized.svg" alt="sized" width="120" height="80" loading="lazy" decoding="async">"#), "an SVG's own width and height")
        // A resizable image's box sets its size; its width and height give its proportions before it loads.
        #expect(page.contains(#"<img class="iftkusb3" src="assets/sized.svg" alt="sized" width="120" height="80" loading="lazy" decoding="async">"#))
        #expect(page.contains(#"alt="sharp@2x" width="20" height="10" loading="lazy" decoding="async">"#), "two pixels to a point")
    }

    @Test func assetsAreCopiedAndReferencedRelativeToEachPage() throws {
        let (site, _) = try build(SampleSite())
        #expect(try Data(contentsOf: site.appendingPathComponent("assets/photo.png")) == pixelPNG)
        #expect(try read(site, "index.html").contains("<img src=\"assets/photo.png\" alt=\"photo\" width=\"1\" height=\"1\">"), "at its natural size")
    }

    @Test func notFoundPageAndNoRelativeSitemap() throws {
        let (site, _) = try build(SampleSite())
        let notFound = try read(site, "404.html")
        #expect(notFound.contains("Page not found"))
        // Served at any depth and from any folder, it carries its rules and links home from the root.
        #expect(notFound.contains("<style>*,::before,::after{box-sizing:border-box}"))
        #expect(!notFound.contains("kiln.css"))
        #expect(notFound.contains("href=\"/\"><span>Go to the home page"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("sitemap.xml").path))
    }

    /// The sitemap format allows only absolute URLs: without the site's address there is none,
    /// and the build says why.
    @Test func theSitemapNeedsTheSitesAddress() throws {
        let (_, report) = try build(SampleSite(), baseURL: "/project")
        #expect(report.warnings.map(\.message).contains { $0.hasPrefix("sitemap.xml is left out: a sitemap lists absolute URLs") })
        let (site, absolute) = try build(SampleSite(), baseURL: "https://example.com/project")
        #expect(!absolute.warnings.map(\.message).contains { $0.hasPrefix("sitemap.xml") })
        #expect(try read(site, "sitemap.xml") == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url><loc>https://example.com/project/</loc></url>
            <url><loc>https://example.com/project/budget/</loc></url>
            <url><loc>https://example.com/project/docs/intro/</loc></url>
            </urlset>

            """)
    }

    @Test func aBaseURLPrefixesEveryLink() throws {
        let (site, _) = try build(SampleSite(), baseURL: "/project")
        #expect(try read(site, "docs/intro/index.html").contains("href=\"/project/\(try sharedStylesheet(in: site).name)\""))
        #expect(try read(site, "index.html").contains("src=\"/project/assets/photo.png\""))
        #expect(try read(site, "404.html").contains("href=\"/project/\"><span>Go to the home page"))
    }

    @Test func buildsAreByteIdenticalAndUnchangedFilesAreNotRewritten() throws {
        let (first, _) = try build(SampleSite())
        let (second, _) = try build(SampleSite())
        #expect(try contents(of: first) == contents(of: second))
        let options = SiteOptions(output: first, assets: first.deletingLastPathComponent().appendingPathComponent("Assets"), isVerbose: false)
        let before = try FileManager.default.attributesOfItem(atPath: first.appendingPathComponent("index.html").path)[.modificationDate] as? Date
        let report = try SiteGenerator(options: options).build(SampleSite())
        #expect(report.unchangedFiles == report.files, "a rebuild of the same input rewrites nothing")
        let after = try FileManager.default.attributesOfItem(atPath: first.appendingPathComponent("index.html").path)[.modificationDate] as? Date
        #expect(before == after)
    }

    @Test func sceneModifiersWithNoWebMeaningAreReportedOnce() throws {
        let (_, report) = try build(SampleSite())
        #expect(report.ignoredLines == [
            "note: defaultSize has no meaning on the web and is ignored (used by Party Budget)",
            "note: keyboardShortcut has no meaning on the web and is ignored (used by Party Budget)",
        ])
    }

    /// A font's name is the author's: written into the page's inline rules, it cannot end them.
    @Test func aPagesRulesCannotCloseItsStyleElement() throws {
        struct OddFont: App {
            var body: some Scene {
                WindowGroup("Odd") { Text("Hello").font(.custom("Odd</style><b>Font", size: 14)) }
            }
        }
        let (site, _) = try build(OddFont())
        let html = try read(site, "index.html")
        #expect(!html.contains("Odd</style>"))
        #expect(html.components(separatedBy: "</style>").count == 2)
    }
}
