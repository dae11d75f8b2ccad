// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{{NAME}}",
    platforms: [.macOS(.v14)],
    // Kiln from a checkout on this machine: nothing to download. To share the site, point this
    // at Kiln's repository instead: .package(url: "https://…/kiln.git", branch: "main").
    dependencies: [.package(path: "{{KILN_PATH}}")],
    targets: [
        // KilnPreviews lists the target's PreviewProvider types for `kiln serve`'s previews page.
        .executableTarget(
            name: "{{NAME}}", dependencies: [.product(name: "Kiln", package: "{{KILN_PACKAGE}}")],
            plugins: [.plugin(name: "KilnPreviews", package: "{{KILN_PACKAGE}}")]),
    ]
)
