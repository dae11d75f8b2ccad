// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{{NAME}}",
    platforms: [.macOS(.v14)],
    // Kiln from a checkout on this machine: nothing to download. Kiln has no public address
    // yet: to build the site elsewhere, put Kiln in its repository (Vendor/kiln, see the README)
    // and depend on that: .package(path: "Vendor/kiln").
    dependencies: [.package(path: "{{KILN_PATH}}")],
    targets: [
        // KilnPreviews lists the target's PreviewProvider types for `kiln serve`'s previews page.
        .executableTarget(
            name: "{{NAME}}", dependencies: [.product(name: "Kiln", package: "{{KILN_PACKAGE}}")] + appleModuleNames,
            plugins: [.plugin(name: "KilnPreviews", package: "{{KILN_PACKAGE}}")]),
    ]
)

// Where Apple's SwiftUI does not exist (Linux), Kiln also answers to `import SwiftUI`, `import Charts`
// and `import Combine`, so files written for SwiftUI compile unchanged beside the site's own.
#if canImport(SwiftUI)
var appleModuleNames: [Target.Dependency] { [] }
#else
var appleModuleNames: [Target.Dependency] { ["SwiftUI", "Charts", "Combine"].map { .product(name: $0, package: "{{KILN_PACKAGE}}") } }
#endif
