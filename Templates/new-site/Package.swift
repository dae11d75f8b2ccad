// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{{NAME}}",
    platforms: [.macOS(.v14)],
    // Kiln from a checkout on this machine: nothing to download. To share the site, point this
    // at Kiln's repository instead: .package(url: "https://…/kiln.git", branch: "main").
    dependencies: [.package(path: "{{KILN_PATH}}")],
    targets: [
        .executableTarget(name: "{{NAME}}", dependencies: [.product(name: "Kiln", package: "{{KILN_PACKAGE}}")]),
    ]
)
