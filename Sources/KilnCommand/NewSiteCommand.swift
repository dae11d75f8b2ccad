import Foundation

/// `kiln new NAME`: the folder NAME with a site package made from `Templates/new-site`,
/// depending on the Kiln checkout by path (nothing to download).
struct NewSiteCommand {
    let options: NewSiteOptions
    let kiln: KilnCheckout
    let directory: URL
    let progress: Progress

    func run() throws {
        let values = try SiteTemplate.values(name: options.name, kiln: kiln)
        let destination = directory.appendingPathComponent(options.name)
        try SiteTemplate(folders: kiln.templateFolders(options.template)).write(into: destination, values: values)
        progress.line("Created \(options.name)/, a site package depending on Kiln at \(kiln.directory.path)")
        progress.line("Next: cd \(options.name) && kiln serve")
    }
}
