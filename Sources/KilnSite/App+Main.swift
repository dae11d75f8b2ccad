import Foundation
import KilnViews

extension App {
    /// Running an app's executable builds its site: `MySite [--output DIR] [--base-url URL]
    /// [--assets DIR]` (by default into `site/` in the current folder).
    public static func main() {
        do {
            let options = try SiteOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            let report = try SiteGenerator(options: options).build(Self())
            print(report.summary)
        } catch let error as SiteError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            if case .usage(nil) = error { exit(0) }
            exit(1)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
