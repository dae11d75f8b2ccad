import Foundation
import KilnViews

extension App {
    /// Running an app's executable builds its site: `MySite [--output DIR] [--base-url URL]
    /// [--assets DIR] [--content DIR]` (by default into `site/` in the current folder).
    ///
    /// The site is built in UTC whatever the machine's zone: a page is read in every zone, Kiln
    /// shows dates in the environment's `timeZone` (UTC unless a view sets it), and with
    /// `TimeZone.current` the same, dates the app makes from "today's" components mean what the
    /// page shows, and the same sources build the same bytes on every machine.
    public static func main() {
        setenv("TZ", "UTC", 1)
        tzset()
        let sources = SourcePaths(package: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        do {
            var options = try SiteOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            options.sources = sources
            let report = try SiteGenerator(options: options).build(Self())
            print(report.summary)
        } catch let error as SiteError {
            FileHandle.standardError.write(Data("\(error.described(placing: sources.place))\n".utf8))
            if case .usage(nil) = error { exit(0) }
            exit(1)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
