import Foundation
import Kiln
import Testing

/// `Color("Name")` reads a colour set of the assets folder, as SwiftUI reads an asset catalog's.
struct ColorAssetTests {
    private struct Themed: App {
        nonisolated static let line = #line + 2
        var body: some Scene {
            WindowGroup("Home") {
                Text("Bubblegum").foregroundStyle(Color("Bubblegum")).background(Color("sea foam").opacity(0.5))
            }
        }
    }

    private struct Unknown: App {
        nonisolated static let line = #line + 2
        var body: some Scene {
            WindowGroup("Home") { Text("Missing").background(Color("Nowhere")) }
        }
    }

    /// An assets folder as Xcode writes it: colour sets inside an `.xcassets` catalog, one with a dark
    /// appearance and fractional components, one in 8-bit integers and hexadecimal bytes.
    private func assets(in folder: URL) throws -> URL {
        let assets = folder.appendingPathComponent("Assets")
        let catalog = assets.appendingPathComponent("Assets.xcassets")
        let bubblegum = #"""
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "1.000", "green": "0.502", "blue": "0.820"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0.600", "green": "0.200", "blue": "0.400"}}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """#
        let seaFoam = #"""
            {"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1", "red": "0x20", "green": "178", "blue": "170"}}, "idiom": "universal"}]}
            """#
        for (name, json) in [("Bubblegum", bubblegum), ("sea foam", seaFoam)] {
            let set = catalog.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        return assets
    }

    @Test func colourSetsBecomeLightAndDarkCustomProperties() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: output, assets: try assets(in: folder), isVerbose: false)).build(Themed())
        let stylesheet = try sharedStylesheet(in: output).rules
        #expect(stylesheet.contains(":root{--k-c-bubblegum:rgb(255,128,209);--k-c-sea-foam:rgb(32,178,170)}"))
        #expect(stylesheet.contains("@media (prefers-color-scheme:dark){:root{--k-c-bubblegum:rgb(153,51,102)}}"))
        // The rules that use them are the page's own.
        let page = try read(output, "index.html")
        #expect(page.contains("color:var(--k-c-bubblegum)"))
        #expect(page.contains("color-mix(in srgb,var(--k-c-sea-foam) 50%,transparent)"))
    }

    @Test func aColourTheAssetsLackIsAnErrorNamingThePage() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("site")
        #expect {
            try SiteGenerator(options: SiteOptions(output: output, assets: try assets(in: folder), isVerbose: false)).build(Unknown())
        } throws: { error in
            "\(error)" == "KilnSiteTests/ColorAssetTests.swift:\(Unknown.line): error: Color(\"…\") names a colour set the assets folder does not have: looked for a .colorset named like \"nowhere\" (letters and digits compared, case ignored)"
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
