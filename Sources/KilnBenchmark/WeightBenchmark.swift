import Foundation

/// What a reader's first visit to each page of a built site downloads — the page's HTML and the
/// shared stylesheet, gzipped as a server sends them (`gzip -6`, the common default) — for the
/// median page and the largest: what the build's own note estimates with Kiln's deflate.
enum WeightBenchmark {
    static func run(site: String) {
        let root = URL(fileURLWithPath: site)
        let files = FileManager.default.enumerator(atPath: site)?.compactMap { $0 as? String } ?? []
        guard let stylesheet = files.first(where: { !$0.contains("/") && $0.hasPrefix("kiln-") && $0.hasSuffix(".css") }) else {
            print("no kiln-<hash>.css in \(site): build a site there first")
            return
        }
        let stylesheetBytes = gzipped(root.appendingPathComponent(stylesheet))
        var pages: [(bytes: Int, raw: Int, path: String)] = []
        for path in files where path.hasSuffix("index.html") && !path.hasPrefix("_previews/") {
            let url = root.appendingPathComponent(path)
            let raw = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            pages.append((gzipped(url), raw, path))
        }
        guard !pages.isEmpty else { return }
        pages.sort { $0.bytes < $1.bytes }
        let median = pages[pages.count / 2], largest = pages[pages.count - 1]
        print("\(pages.count) pages; shared stylesheet \(kilobytes(stylesheetBytes)) gzipped")
        print("first view, median page: \(kilobytes(median.bytes + stylesheetBytes)) gzipped (HTML \(kilobytes(median.raw)) raw, \(median.path))")
        print("first view, largest page: \(kilobytes(largest.bytes + stylesheetBytes)) gzipped (HTML \(kilobytes(largest.raw)) raw, \(largest.path))")
    }

    private static func gzipped(_ file: URL) -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-6", "-c", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let count = pipe.fileHandleForReading.readDataToEndOfFile().count
        process.waitUntilExit()
        return count
    }

    private static func kilobytes(_ bytes: Int) -> String { String(format: "%.1f KB", Double(bytes) / 1_000) }
}
