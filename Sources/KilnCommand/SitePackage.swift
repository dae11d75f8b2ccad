import Foundation

/// The package whose site `kiln` builds: its folder and the executable product that builds the site.
struct SitePackage: Sendable {
    let directory: URL
    let product: String
    /// The Swift module of the product's target (`my_site` for `my-site`), which `kiln serve`
    /// compiles again to reload a Swift edit.
    var module: String?

    /// Asks SwiftPM about the package in `directory` (`swift package describe`) and picks its site executable.
    static func load(in directory: URL, settings: SiteBuildSettings) throws -> SitePackage {
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) else {
            throw CommandError.noPackage(directory)
        }
        let lock = settings.ignoresLock ? ["--ignore-lock"] : []
        let described = try ChildProcess.run(["swift", "package"] + lock + ["describe", "--type", "json"], in: directory, environment: SwiftPMEnvironment.forBuilding())
        guard described.succeeded else {
            throw CommandError.unreadablePackage(BuildOutput.errors(in: described.standardError + described.standardOutput, package: directory))
        }
        let description = Data(described.standardOutput.utf8)
        let product = try siteProduct(in: description, requested: settings.product)
        return SitePackage(directory: directory, product: product, module: siteModule(in: description, product: product))
    }

    /// The module of `product`'s first target, as the compiler names it.
    static func siteModule(in description: Data, product: String) -> String? {
        let package = try? JSONSerialization.jsonObject(with: description) as? [String: Any]
        let products = package?["products"] as? [[String: Any]] ?? []
        let targets = package?["targets"] as? [[String: Any]] ?? []
        guard let target = (products.first { $0["name"] as? String == product }?["targets"] as? [String])?.first else { return nil }
        return targets.first { $0["name"] as? String == target }?["c99name"] as? String
    }

    /// The executable product named `requested`; else the package's only executable; else the
    /// only one with a target depending on Kiln (Kiln's own package has tools beside its showcase).
    static func siteProduct(in description: Data, requested: String?) throws -> String {
        let package = try JSONSerialization.jsonObject(with: description) as? [String: Any] ?? [:]
        let products = package["products"] as? [[String: Any]] ?? []
        let targets = package["targets"] as? [[String: Any]] ?? []
        let executables = products.filter { ($0["type"] as? [String: Any])?.keys.contains("executable") == true }
        let names = executables.compactMap { $0["name"] as? String }
        if let requested {
            guard names.contains(requested) else { throw CommandError.noSuchProduct(requested, available: names) }
            return requested
        }
        if names.count == 1 { return names[0] }
        if names.isEmpty { throw CommandError.noExecutable }

        let kilnTargets = Set(targets.filter { target in
            let dependencies = (target["product_dependencies"] as? [String] ?? []) + (target["target_dependencies"] as? [String] ?? [])
            return dependencies.contains("Kiln")
        }.compactMap { $0["name"] as? String })
        let sites = executables.filter { product in
            (product["targets"] as? [String] ?? []).contains(where: kilnTargets.contains)
        }.compactMap { $0["name"] as? String }
        guard sites.count == 1 else { throw CommandError.severalExecutables(sites.isEmpty ? names : sites) }
        return sites[0]
    }
}
