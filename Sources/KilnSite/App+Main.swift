import Foundation
import KilnHostProtocol
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
        if RenderHost.isRequested { RenderHost.serve() }
        setenv("TZ", "UTC", 1)
        tzset()
        let (status, errors) = buildSite(arguments: RenderHost.arguments ?? Array(CommandLine.arguments.dropFirst()))
        // In `kiln serve`'s render host, the host reports the outcome and stays.
        if RenderHost.arguments != nil {
            RenderHost.outcome = RenderHost.Reply(status: status, errors: errors)
            return
        }
        if !errors.isEmpty { FileHandle.standardError.write(Data("\(errors)\n".utf8)) }
        if status != 0 { exit(status) }
    }

    /// Builds the site as `arguments` ask; returns the exit status and the errors.
    private static func buildSite(arguments: [String]) -> (status: Int32, errors: String) {
        let sources = SourcePaths(package: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        do {
            var options = try SiteOptions(arguments: arguments)
            options.sources = sources
            // `kiln serve` reads each page rendered ahead from the lines it is printed on.
            options.pageAhead = { page in
                print(page.line)
                fflush(nil)
            }
            let report = try SiteGenerator(options: options).build(Self())
            print(report.summary)
            return (0, "")
        } catch let error as SiteError {
            if case .usage(nil) = error { return (0, error.described(placing: sources.place)) }
            return (1, error.described(placing: sources.place))
        } catch {
            return (1, "error: \(error)")
        }
    }
}
