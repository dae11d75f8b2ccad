// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Kiln: SwiftUI for the static web. The stages are modules whose imports point one way:
// KilnTree ← KilnViews (DSL + lowering); KilnTree ← KilnCharts ← KilnLayout ← KilnEmit; KilnRendering runs them
// (KilnTextMetrics, a leaf, measures text for charts and layout; KilnMeasure sizes views as the browser will)
// in order; Kiln re-exports them and declares `#Preview`, whose plugin (KilnMacros) the compiler runs on the
// build machine. ARCHITECTURE.md describes the stages and what each may import.
let package = Package(
    name: "Kiln",
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Kiln", targets: ["Kiln"]),
        .library(name: "KilnTesting", targets: ["KilnTesting"]),
        .executable(name: "Showcase", targets: ["Showcase"]),
        .plugin(name: "GenerateSite", targets: ["GenerateSite"]),
        .executable(name: "kiln", targets: ["KilnMain"]),
        .plugin(name: "Preview", targets: ["Preview"]),
        .plugin(name: "KilnPreviews", targets: ["KilnPreviews"]),
    ],
    targets: [
        // MARK: - Pipeline stages
        .target(name: "KilnTree", swiftSettings: strict),
        .target(name: "KilnViews", dependencies: ["KilnTree", "KilnMarkdown"], swiftSettings: strict),
        // Markdown blocks, front matter and code highlighting read as values (a leaf).
        .target(name: "KilnMarkdown", swiftSettings: strict),
        .target(name: "KilnTextMetrics", swiftSettings: strict),
        .target(name: "KilnCharts", dependencies: ["KilnTree", "KilnTextMetrics"], swiftSettings: strict),
        .target(name: "KilnMeasure", dependencies: ["KilnTree", "KilnTextMetrics"], swiftSettings: strict),
        .target(name: "KilnLayout", dependencies: ["KilnTree", "KilnCharts", "KilnTextMetrics", "KilnMeasure"], swiftSettings: strict),
        .target(
            name: "KilnEmit", dependencies: ["KilnTree", "KilnLayout"], swiftSettings: strict,
            plugins: [.plugin(name: "EmbedTemplates")]),
        .target(
            name: "KilnRendering", dependencies: ["KilnViews", "KilnLayout", "KilnEmit"],
            swiftSettings: strict),
        .target(
            name: "KilnSite", dependencies: ["KilnViews", "KilnLayout", "KilnEmit", "KilnRendering", "KilnHostProtocol"],
            swiftSettings: strict),
        .target(name: "Kiln", dependencies: ["KilnViews", "KilnLayout", "KilnRendering", "KilnSite", "KilnMacros"], swiftSettings: strict),
        .target(name: "KilnTesting", dependencies: ["Kiln"], swiftSettings: strict),
        .target(name: "KilnServer", swiftSettings: strict),
        // What `kiln serve` and a site executable running as its render host say to each other (a leaf).
        .target(name: "KilnHostProtocol", swiftSettings: strict),

        // MARK: - Tools and plugins
        // `#Preview`'s plugin speaks the compiler's plugin messages itself, so it needs no
        // swift-syntax: a `.macro` target with no dependencies but our own.
        .target(name: "KilnMacroSupport", swiftSettings: strict),
        .macro(name: "KilnMacros", dependencies: ["KilnMacroSupport"], swiftSettings: strict),
        .executableTarget(name: "kiln-embed", swiftSettings: strict),
        .executableTarget(name: "kiln-previews", dependencies: ["KilnMacroSupport"], swiftSettings: strict),
        .plugin(name: "KilnPreviews", capability: .buildTool(), dependencies: ["kiln-previews"]),
        // The `kiln` command drives `swift build` and the site executable as processes: it
        // does not import the pipeline.
        .target(name: "KilnCommand", dependencies: ["KilnServer", "KilnHostProtocol"], swiftSettings: strict),
        .executableTarget(name: "KilnMain", dependencies: ["KilnCommand"], swiftSettings: strict),
        .plugin(
            name: "Preview",
            capability: .command(intent: .custom(verb: "preview", description: "Builds and serves the package's Kiln site, rebuilding and reloading on every change")),
            dependencies: ["KilnMain"]),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["kiln-embed"]),
        .plugin(
            name: "GenerateSite",
            capability: .command(
                intent: .custom(verb: "generate-site", description: "Builds the package's Kiln site into site/"),
                permissions: [.writeToPackageDirectory(reason: "The site is written to site/ in the package directory.")])),

        // MARK: - Benchmarks
        .executableTarget(
            name: "KilnBenchmark", dependencies: ["KilnViews", "KilnLayout", "KilnEmit", "KilnRendering", "KilnSite", "KilnServer"], swiftSettings: strict),

        // MARK: - Showcase
        // Swift 5 mode and no upcoming features: the seed samples it carries verbatim were written
        // for that (e.g. `static var` data, `Error` as a type).
        .executableTarget(
            name: "Showcase", dependencies: ["Kiln"], resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "EmbedTemplates"), .plugin(name: "KilnPreviews")]),

        // MARK: - Tests
        .target(name: "KilnTestSupport", dependencies: ["Kiln", "KilnLayout"], path: "Tests/KilnTestSupport"),
        .testTarget(name: "KilnTreeTests", dependencies: ["KilnTree", "KilnTestSupport"]),
        .testTarget(name: "KilnLayoutTests", dependencies: ["KilnLayout", "KilnTree", "KilnTestSupport"]),
        .testTarget(name: "KilnViewsTests", dependencies: ["KilnViews", "KilnTestSupport"]),
        .testTarget(name: "KilnEmitTests", dependencies: ["KilnEmit", "KilnCharts"]),
        .testTarget(name: "KilnChartsTests", dependencies: ["KilnCharts", "KilnTextMetrics"]),
        .testTarget(name: "KilnTextMetricsTests", dependencies: ["KilnTextMetrics"]),
        .testTarget(name: "KilnMarkdownTests", dependencies: ["KilnMarkdown"]),
        .testTarget(name: "KilnMeasureTests", dependencies: ["KilnMeasure", "KilnTree"]),
        .testTarget(name: "KilnCommandTests", dependencies: ["KilnCommand", "KilnTestSupport"]),
        .testTarget(name: "KilnSiteTests", dependencies: ["Kiln", "KilnTestSupport"]),
        .testTarget(name: "KilnMacroSupportTests", dependencies: ["KilnMacroSupport"]),
        .testTarget(
            name: "KilnRenderingTests", dependencies: ["Kiln", "KilnTesting", "KilnTestSupport", "Showcase"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "KilnTestingTests", dependencies: ["KilnTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "KilnServerTests", dependencies: ["KilnServer"]),
        .testTarget(name: "KilnBrowserTests", dependencies: ["Kiln", "KilnCharts", "KilnTextMetrics", "KilnMeasure", "KilnViews", "KilnTree", "KilnTestSupport"]),
    ]
)

// Where Apple's frameworks do not exist (Linux), Kiln also answers to their names, so a file written
// for SwiftUI compiles with its imports unchanged. Not on Apple's platforms, where they would shadow
// Apple's own modules: a site there imports Kiln.
#if !canImport(SwiftUI)
for name in ["SwiftUI", "Charts", "Combine"] {
    package.products.append(.library(name: name, targets: [name]))
    package.targets.append(.target(name: name, dependencies: ["Kiln"], path: "Sources/AppleModuleNames/\(name)", swiftSettings: strict))
}
#endif

var strict: [SwiftSetting] { [.enableUpcomingFeature("ExistentialAny")] }
