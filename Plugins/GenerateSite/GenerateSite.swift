import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-site [--product NAME]
/// [--configuration debug|release] [site options…]`: builds the package's site executable (the
/// one that depends on Kiln, or the one named) and runs it with `site/` in the package
/// directory as the output and `Assets/` as the image folder. Other options (such as
/// `--base-url /project/`) are passed to the site executable.
@main
struct GenerateSite: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "product").last
        let configuration = extractor.extractOption(named: "configuration").last ?? "release"
        let siteArguments = extractor.remainingArguments
        let product = try siteProduct(in: context.package, named: requested)

        // SwiftPM gives a plugin the build's output only at its end, so the wait is said up front.
        print("Building \(product.name) (\(configuration)); a first build compiles Kiln too, which takes minutes…")
        let start = Date()
        let parameters = PackageManager.BuildParameters(configuration: configuration == "debug" ? .debug : .release, logging: .concise)
        let result = try packageManager.build(.product(product.name), parameters: parameters)
        guard result.succeeded, let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw PluginError.buildFailed(product.name, log: result.logText)
        }
        print("Built \(product.name) in \(Int(Date().timeIntervalSince(start).rounded())) s")
        for warning in Set(result.logText.split(separator: "\n").filter { $0.contains(": warning: ") }).sorted() { print(warning) }

        let package = context.package.directoryURL
        let process = Process()
        process.executableURL = executable.url
        process.currentDirectoryURL = package
        process.arguments = [
            "--output", package.appending(path: "site").path, "--assets", package.appending(path: "Assets").path,
        ] + siteArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PluginError.siteFailed(product.name, status: process.terminationStatus) }
        print("Open \(package.appending(path: "site/index.html").path)")
    }

    /// The executable product named, or the only one whose targets depend on Kiln.
    private func siteProduct(in package: Package, named name: String?) throws -> ExecutableProduct {
        let executables = package.products(ofType: ExecutableProduct.self)
        if let name {
            guard let product = executables.first(where: { $0.name == name }) else {
                throw PluginError.noSuchProduct(name, available: executables.map(\.name))
            }
            return product
        }
        let sites = executables.filter { $0.targets.contains(where: dependsOnKiln) }
        switch sites.count {
        case 1: return sites[0]
        case 0: throw PluginError.noSiteProduct
        default: throw PluginError.severalSiteProducts(sites.map(\.name))
        }
    }

    private func dependsOnKiln(_ target: any Target) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): return product.name == "Kiln"
            case .target(let target): return target.name == "Kiln" || dependsOnKiln(target)
            @unknown default: return false
            }
        }
    }
}

/// Why the plugin could not generate the site, in one sentence each.
enum PluginError: Error, CustomStringConvertible {
    case noSiteProduct
    case severalSiteProducts([String])
    case noSuchProduct(String, available: [String])
    case buildFailed(String, log: String)
    case siteFailed(String, status: Int32)

    var description: String {
        switch self {
        case .noSiteProduct:
            "No executable product depends on Kiln: add an executable target whose App builds the site, or pass --product NAME."
        case .severalSiteProducts(let names):
            "Several executables depend on Kiln (\(names.joined(separator: ", "))): choose one with --product NAME."
        case .noSuchProduct(let name, let available):
            "There is no executable product named \(name); this package has: \(available.isEmpty ? "none" : available.joined(separator: ", "))."
        case .buildFailed(let name, let log):
            "Building \(name) failed:\n\(log)"
        case .siteFailed(let name, let status):
            "\(name) failed to build the site (exit status \(status)); its messages are above, and the previous site/ is left as it was."
        }
    }
}
