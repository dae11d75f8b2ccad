import Foundation

/// `kiln build`: compiles the package's site executable and runs it into `site/`.
struct BuildCommand {
    let options: BuildOptions
    let directory: URL
    let progress: Progress

    func run() throws {
        let package = try loadPackage(in: directory, settings: options.settings, progress: progress)
        let builder = SiteBuilder(
            package: package, settings: options.settings, output: SiteBuilder.publishedSite(of: package),
            siteArguments: options.baseURL.map { ["--base-url", $0] } ?? [], progress: progress)
        try builder.build()
        progress.line("The site is in \(builder.output.path)")
    }
}

/// Reads the package with a progress line naming the site executable found.
func loadPackage(in directory: URL, settings: SiteBuildSettings, progress: Progress) throws -> SitePackage {
    let stage = progress.begin("Reading Package.swift")
    do {
        let package = try SitePackage.load(in: directory, settings: settings)
        progress.end(stage, "site executable \(package.product)")
        return package
    } catch {
        progress.end(stage, "failed")
        throw error
    }
}
