import Dispatch
import Foundation
import KilnSite
import KilnViews

/// Builds a blog of Markdown posts — each a title, a date, a paragraph and a 3-column, 100-row
/// table, the content of the steering repository's Hugo bench (`bench/hugo/make-site.sh`) —
/// read with `@Documents` into a page per post, beside `hugo` building the same files into the
/// same pages, in one run: time for each, and each one's peak memory (in a child process).
/// The Markdown is the Hugo site's own `content/pages/`: `--hugo DIR` names a site made by
/// make-site.sh with as many pages as are to be compared.
struct MarkdownBenchmark {
    var runs = 5
    var hugoSite: String

    init?(arguments: [String]) {
        var hugoSite: String?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--hugo" where index + 1 < arguments.count: index += 1; hugoSite = arguments[index]
            case "--runs" where index + 1 < arguments.count: index += 1; runs = Int(arguments[index]) ?? runs
            default: break
            }
            index += 1
        }
        guard let hugoSite else { return nil }
        self.hugoSite = hugoSite
    }

    func run() {
        let content = URL(fileURLWithPath: hugoSite).appendingPathComponent("content")
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent("pages").path).count) ?? 0
        print("Blog of \(pages) Markdown posts (title, date, paragraph, 3 × 100 table each) + home, \(runs) runs each, output on disk")
        var kiln: [Double] = [], hugo: [Double] = []
        var kilnMemory = "", hugoMemory = ""
        // Alternating runs, so that both see the machine alike.
        for _ in 0..<runs {
            let (seconds, memory) = Self.child(["markdown-child", "kiln", content.path])
            kiln.append(seconds)
            kilnMemory = memory
            let (hugoSeconds, hugoPeak) = Self.child(["markdown-child", "hugo", hugoSite])
            hugo.append(hugoSeconds)
            hugoMemory = hugoPeak
        }
        print("kiln  clean build  median \(format(median(kiln))) s   min \(format(kiln.min() ?? 0)) s   (\(Int(Double(pages) / median(kiln))) pages/s)   peak resident memory \(kilnMemory)")
        print("hugo  clean build  median \(format(median(hugo))) s   min \(format(hugo.min() ?? 0)) s   (\(Int(Double(pages) / median(hugo))) pages/s)   peak resident memory \(hugoMemory)")
        print("kiln / hugo: \(String(format: "%.2f", median(kiln) / median(hugo))) of Hugo's time")
    }

    /// Runs this executable as a child doing one build; its wall time (process start to exit) and
    /// the peak memory it reports.
    private static func child(_ arguments: [String]) -> (Double, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = DispatchTime.now()
        try? process.run()
        let reply = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return (seconds, reply.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// In a child process: one clean build, by Kiln (`kiln CONTENT`) or Hugo (`hugo SITE`, as a
    /// grandchild), then the peak resident memory of the builder.
    static func child(arguments: [String]) {
        guard arguments.count == 2 else { return }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-markdown")
        if arguments[0] == "hugo" {
            try? FileManager.default.removeItem(atPath: arguments[1] + "/public")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["hugo", "--quiet", "-s", arguments[1]]
            try? process.run()
            process.waitUntilExit()
        } else {
            try? FileManager.default.removeItem(at: output)
            var options = SiteOptions(output: output, isVerbose: false)
            options.content = URL(fileURLWithPath: arguments[1])
            var scenes: [ScenePage] = []
            WindowGroup<MarkdownBlogHome>._collect(WindowGroup("Bench") { MarkdownBlogHome() }, into: &scenes)
            do {
                _ = try SiteGenerator(options: options).build(scenes)
            } catch {
                fatalError("\(error)")
            }
        }
        print("\(arguments[0] == "hugo" ? PeakMemory.childrenMegabytes() : PeakMemory.ownMegabytes()) MB")
    }

    private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}

/// A post of the Hugo bench: its front matter and its Markdown.
struct BenchPost: Decodable, Hashable, Identifiable {
    let id: String
    let title: String
    /// The section's own `_index.md` has none.
    let date: Date?
    let body: MarkdownDocument
}

/// Every post linked from the home page, each shown by the stack's destination, as Hugo's list
/// and single layouts do.
struct MarkdownBlogHome: View {
    @Documents("pages") var posts: [BenchPost]

    var body: some View {
        NavigationStack {
            List(posts) { post in
                NavigationLink(post.title, value: post)
            }
            .navigationTitle("Bench")
            .navigationDestination(for: BenchPost.self) { post in
                VStack(alignment: .leading) {
                    Markdown(post.body)
                }
                .navigationTitle(post.title)
            }
        }
    }
}
