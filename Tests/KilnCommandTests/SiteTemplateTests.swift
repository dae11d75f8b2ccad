import Foundation
import Testing

@testable import KilnCommand

@Suite struct SiteTemplateTests {
    let kiln = KilnCheckout(directory: URL(fileURLWithPath: "/src/kiln"))

    @Test func placeholdersFromTheName() throws {
        let values = try SiteTemplate.values(name: "my-site", kiln: kiln)
        #expect(values == ["NAME": "my-site", "TYPE": "MySiteApp", "TITLE": "My Site", "KILN_PATH": "/src/kiln", "KILN_PACKAGE": "kiln"])
        #expect(try SiteTemplate.values(name: "demo", kiln: kiln)["TYPE"] == "DemoApp")
        #expect(try SiteTemplate.values(name: "party_planner2", kiln: kiln)["TITLE"] == "Party Planner2")
    }

    @Test func namesThatCannotNameAPackageAreRefused() {
        for name in ["9lives", "-x", "my site", "a/b", "..", "café", ""] {
            #expect(throws: CommandError.self, "\(name)") { try SiteTemplate.values(name: name, kiln: kiln) }
        }
    }

    @Test func theKilnPathIsEscapedForTheManifestsStringLiteral() throws {
        let odd = KilnCheckout(directory: URL(fileURLWithPath: "/src/\"quoted\"/kiln"))
        #expect(try SiteTemplate.values(name: "demo", kiln: odd)["KILN_PATH"] == #"/src/\"quoted\"/kiln"#)
    }

    @Test func fillReplacesEveryPlaceholderInPathsAndText() {
        #expect(SiteTemplate.fill("Sources/{{NAME}}/{{NAME}}.swift", ["NAME": "demo"]) == "Sources/demo/demo.swift")
        #expect(SiteTemplate.fill("struct {{TYPE}}: App // {{UNKNOWN}}", ["TYPE": "DemoApp"]) == "struct DemoApp: App // {{UNKNOWN}}")
    }

    @Test func theNewSiteTemplateExpandsCompletely() throws {
        let checkout = try KilnCheckout(path: kilnCheckout.path)
        let files = try SiteTemplate(folder: checkout.template).expand(try SiteTemplate.values(name: "demo", kiln: checkout))
        #expect(files.map(\.path) == [".github/workflows/pages.yml", ".gitignore", "Package.swift", "README.md", "Sources/demo/demo.swift"])
        // GitHub's own `${{ … }}` expressions stay; none of the template's placeholders does.
        for file in files { #expect(file.contents.firstMatch(of: /\{\{[A-Z_]+\}\}/) == nil, "\(file.path) has a placeholder left") }
        let manifest = try #require(files.first { $0.path == "Package.swift" }).contents
        #expect(manifest.contains(#".package(path: "\#(checkout.directory.path)")"#))
        #expect(manifest.contains(#".product(name: "Kiln", package: "\#(checkout.directory.lastPathComponent)")"#))
        #expect(manifest.contains(#"name: "demo", dependencies: [.product(name: "Kiln""#))
        #expect(manifest.contains(#"plugins: [.plugin(name: "KilnPreviews", package: "\#(checkout.directory.lastPathComponent)")]"#))
        let workflow = try #require(files.first { $0.path == ".github/workflows/pages.yml" }).contents
        #expect(workflow.contains(#"swift run --configuration release demo --output site --base-url "${{ steps.pages.outputs.base_url }}/""#))
        #expect(workflow.contains("actions/deploy-pages@"))
        // Kiln has no public address: the site's repository carries it, as a submodule the workflow checks out.
        #expect(workflow.contains("submodules: true"))
        #expect(try #require(files.first { $0.path == "README.md" }).contents.contains(#".package(path: "Vendor/kiln")"#))
        let source = try #require(files.first { $0.path == "Sources/demo/demo.swift" }).contents
        #expect(source.contains("@main\nstruct DemoApp: App"))
        #expect(source.contains(#"WindowGroup("Demo")"#))
    }
}
