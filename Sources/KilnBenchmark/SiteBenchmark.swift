import Dispatch
import Foundation
import KilnSite
import KilnViews

/// Builds a generated site — each page a title, a paragraph and a 3-column, 100-row table, the
/// content of the steering repository's Hugo bench (`bench/hugo/make-site.sh`) — written three
/// ways: a `Page` scene per page, the SwiftUI way (a `List` of `NavigationLink(value:)`s with a
/// `navigationDestination` whose pages the generator discovers), and that site with each
/// page's rows in a `Table` whose price column is formatted. With `--hugo DIR` it
/// times `hugo` on that Hugo site in the same run. Peak memory is measured in a child process
/// per size and way, so that each figure is its own.
struct SiteBenchmark {
    var pages = 1_000
    var runs = 5
    var hugoSite: String?
    var ways = Way.allCases
    /// Both tools write to a memory file system: what each does itself, without the disk's
    /// allocator, which on a file system without a journal walks past every inode freed in the
    /// last seconds (each round frees thousands) and varies from run to run.
    var inMemory = false

    init(arguments: [String]) {
        var index = 0
        var chosen: [Way] = []
        defer { if !chosen.isEmpty { ways = chosen } }
        while index < arguments.count {
            switch arguments[index] {
            case "--hugo": index += 1; hugoSite = arguments[index]
            case "--way": index += 1; chosen += Way(rawValue: arguments[index]).map { [$0] } ?? []
            case "--runs": index += 1; runs = Int(arguments[index]) ?? runs
            case "--in-memory": inMemory = true
            default: pages = Int(arguments[index]) ?? pages
            }
            index += 1
        }
    }

    func run() {
        let folder = inMemory ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
        let output = folder.appendingPathComponent("kiln-bench-site")
        var hugoSite = hugoSite
        if inMemory, let site = hugoSite {
            let copy = folder.appendingPathComponent("kiln-bench-hugo-site")
            try? FileManager.default.removeItem(at: copy)
            try? FileManager.default.copyItem(at: URL(fileURLWithPath: site), to: copy)
            hugoSite = copy.path
        }
        print("Site of \(pages) pages (title, paragraph, 3 × 100 table each) + home, \(runs) rounds, written to \(folder.path)\(inMemory ? " (memory)" : "")")
        // Round by round, each way and Hugo in turn, so that what the machine's disk does at a
        // moment (writing back the last round) falls on all of them alike.
        var clean: [Way: [Double]] = [:], rebuild: [Way: [Double]] = [:], size: [Way: Int] = [:]
        var fileSystem: [Double] = [], hugo: [Double] = []
        for _ in 0..<runs {
            for way in ways {
                try? FileManager.default.removeItem(at: output)
                clean[way, default: []].append(Self.build(pages: pages, way: way, into: output))
                rebuild[way, default: []].append(Self.build(pages: pages, way: way, into: output))
                size[way] = (try? FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(way.firstPage).path)[.size] as? Int) ?? 0
            }
            // The floor this machine's file system sets: the last site's files written again
            // without rendering, the way the build writes them (a folder and a file per page, two threads).
            fileSystem.append(Self.writeFiles(Self.files(in: output), into: output.appendingPathExtension("files-only")))
            if let hugoSite { hugo.append(Self.hugo(hugoSite)) }
        }
        for way in ways {
            let times = clean[way]!, again = rebuild[way]!
            print("kiln \(way.name)  clean build  median \(format(median(times), decimals: 3)) s   min \(format(times.min()!, decimals: 3)) s   (\(Int(Double(pages) / median(times))) pages/s)")
            print("kiln \(way.name)  rebuild      median \(format(median(again), decimals: 3)) s   min \(format(again.min()!, decimals: 3)) s   (unchanged files not rewritten)")
            print("kiln \(way.name)  one page: \(size[way]!) bytes")
        }
        print("file system alone  median \(format(median(fileSystem), decimals: 3)) s   min \(format(fileSystem.min()!, decimals: 3)) s   (the last site's files and their folders written, nothing rendered)")
        if !hugo.isEmpty {
            print("hugo  clean build  median \(format(median(hugo), decimals: 3)) s   min \(format(hugo.min()!, decimals: 3)) s   (\(Int(Double(pages) / median(hugo))) pages/s)")
            for way in ways {
                print("kiln \(way.name) / hugo: \(String(format: "%.2f", median(clean[way]!) / median(hugo))) of Hugo's time")
            }
            print("file system alone / hugo: \(String(format: "%.2f", median(fileSystem) / median(hugo))) of Hugo's time")
        }
        if inMemory {
            // Memory is given back: what stays in /dev/shm stays until the machine restarts.
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: output.appendingPathExtension("files-only"))
            if let hugoSite { try? FileManager.default.removeItem(atPath: hugoSite) }
        }
        for size in [1_000, 10_000] {
            for way in ways {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
                process.arguments = ["site-child", String(size), way.rawValue]
                let pipe = Pipe()
                process.standardOutput = pipe
                try? process.run()
                process.waitUntilExit()
                let reply = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                print("kiln \(way.name)  \(size) pages: peak resident memory \(reply.trimmingCharacters(in: .whitespacesAndNewlines))")
            }
        }
    }

    /// How the site is written.
    enum Way: String, CaseIterable {
        /// A `Page` scene per page.
        case scenes
        /// One `List` of `NavigationLink(value:)`s and a `navigationDestination`.
        case navigation
        /// The navigation site with its rows in a `Table`, prices formatted with
        /// `Text(_:format:)`: the page a SwiftUI developer writes for this data.
        case table

        var name: String { rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) }
        var firstPage: String { self == .scenes ? "pages/1/index.html" : "bench-entry/1/index.html" }
    }

    /// In a child process: builds one site and prints the process's peak resident memory.
    static func child(arguments: [String]) {
        let pages = arguments.first.flatMap(Int.init) ?? 1_000
        let way = arguments.dropFirst().first.flatMap(Way.init) ?? .scenes
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-site-\(pages)-\(way)")
        try? FileManager.default.removeItem(at: output)
        let seconds = build(pages: pages, way: way, into: output)
        print("\(PeakMemory.ownMegabytes()) MB (built in \(String(format: "%.2f", seconds)) s)")
        try? FileManager.default.removeItem(at: output)
    }

    static func build(pages: Int, way: Way, into output: URL) -> Double {
        var scenes: [ScenePage] = []
        switch way {
        case .scenes:
            WindowGroup<HomeList>._collect(WindowGroup("Bench") { HomeList(pages: pages) }, into: &scenes)
            for number in 1...pages {
                Page<BenchPage>._collect(Page(path: "pages/\(number)", title: "Page \(number)") { BenchPage(number: number) }, into: &scenes)
            }
        case .navigation:
            WindowGroup<NavigationHome<BenchPage>>._collect(WindowGroup("Bench") { NavigationHome<BenchPage>(pages: pages) }, into: &scenes)
        case .table:
            WindowGroup<NavigationHome<BenchTablePage>>._collect(WindowGroup("Bench") { NavigationHome<BenchTablePage>(pages: pages) }, into: &scenes)
        }
        let start = DispatchTime.now()
        do {
            _ = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(scenes)
        } catch {
            fatalError("\(error)")
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Seconds `hugo` takes to build the Hugo site at `site` from scratch.
    private static func hugo(_ site: String) -> Double {
        try? FileManager.default.removeItem(atPath: site + "/public")
        let start = DispatchTime.now()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["hugo", "--quiet", "-s", site]
        try? process.run()
        process.waitUntilExit()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// Every file below `folder`, by its path there, with its bytes.
    static func files(in folder: URL) -> [(path: String, bytes: [UInt8])] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [(path: String, bytes: [UInt8])] = []
        while let path = enumerator?.nextObject() as? String {
            guard enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeRegular,
                let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            else { continue }
            files.append((path, [UInt8](data)))
        }
        return files
    }

    /// Writes `files` into a fresh `folder` on two threads — a folder (mkdir) and a file
    /// (open, write, close) each — and returns the seconds it took.
    static func writeFiles(_ files: [(path: String, bytes: [UInt8])], into folder: URL) -> Double {
        try? FileManager.default.removeItem(at: folder)
        let start = DispatchTime.now()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for index in stride(from: thread, to: files.count, by: 2) {
                let path = folder.appendingPathComponent(files[index].path)
                let parent = path.deletingLastPathComponent()
                if mkdir(parent.path, 0o755) != 0 && errno != EEXIST {
                    try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
                }
                let descriptor = open(path.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { continue }
                _ = files[index].bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        try? FileManager.default.removeItem(at: folder)
        return seconds
    }
}

/// The home page: a list of every page.
struct HomeList: View {
    let pages: Int
    var body: some View {
        VStack(alignment: .leading) {
            Text("Bench").font(.largeTitle).accessibilityHeading(.h1)
            ForEach(1...pages, id: \.self) { number in
                Link("Page \(number)", destination: URL(string: "pages/\(number)/")!)
            }
        }
    }
}

/// The home page written the SwiftUI way: a list of links to values, each shown by the
/// stack's destination — the generator finds the pages.
struct NavigationHome<Destination: NumberedPage>: View {
    let pages: Int
    var body: some View {
        NavigationStack {
            List((1...pages).map(BenchEntry.init)) { entry in
                NavigationLink("Page \(entry.id)", value: entry)
            }
            .navigationTitle("Bench")
            .navigationDestination(for: BenchEntry.self) { entry in
                Destination(number: entry.id)
            }
        }
    }
}

struct BenchEntry: Hashable, Identifiable {
    let id: Int
}

/// One row of a page's data, deterministic (the numbers of `make-site.sh`'s kind).
struct BenchItem: Identifiable {
    let id: Int
    let name: String
    let quantity: Int
    let cents: Int
    var price: Double { Double(cents) / 100 }

    init(page: Int, index: Int) {
        let seed = (page * 7_919 + index * 104_729) % 100_003
        id = index
        name = "Item \(page)-\(index)"
        quantity = seed % 1_000
        cents = seed % 10_000
    }
}

/// Every page's title and paragraph.
struct BenchIntroduction: View {
    let number: Int

    var body: some View {
        Text("Page \(number)").font(.largeTitle).accessibilityHeading(.h1)
        Text("This is paragraph text for page \(number). It summarises 100 rows of generated data so that every page has some prose around its table; the numbers are deterministic.")
    }
}

/// A page of the generated site, by its number.
protocol NumberedPage: View {
    init(number: Int)
}

/// One page: title, paragraph, and the 100 rows in a `Table`, the price formatted as SwiftUI
/// formats a number.
struct BenchTablePage: NumberedPage {
    let number: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            BenchIntroduction(number: number)
            Table((1...100).map { BenchItem(page: number, index: $0) }) {
                TableColumn("Item", value: \.name)
                TableColumn("Quantity") { item in Text("\(item.quantity)") }
                TableColumn("Price") { item in Text(item.price, format: .number.precision(.fractionLength(2))) }
            }
        }
        .padding()
    }
}

/// One page: title, paragraph, and a 3-column, 100-row table of deterministic data.
struct BenchPage: NumberedPage {
    let number: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            BenchIntroduction(number: number)
            VStack(alignment: .leading, spacing: 2) {
                row("Item", "Quantity", "Price").bold()
                ForEach((1...100).map { BenchItem(page: number, index: $0) }) { item in
                    row(item.name, "\(item.quantity)", "\(item.cents / 100).\(item.cents % 100 < 10 ? "0" : "")\(item.cents % 100)")
                }
            }
        }
        .padding()
    }

    private func row(_ item: String, _ quantity: String, _ price: String) -> some View {
        HStack {
            Text(item).frame(width: 140, alignment: .leading)
            Text(quantity).frame(width: 80, alignment: .trailing)
            Text(price).frame(width: 80, alignment: .trailing)
        }
    }
}
