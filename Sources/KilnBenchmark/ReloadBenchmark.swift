import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Save → reload, as a user of `kiln serve` feels it, on the two sites `kiln new` makes (the
/// page template and the blog, `--template blog`), or on Kiln's showcase (`--showcase`, in a copy
/// of this checkout). A text the site's home page shows is edited in its Swift file `edits` times
/// with the whole executable built after each edit (`--whole-builds`), then as many times with the
/// module compiled alone and rendered in the running site; where the site has Markdown, a document
/// is edited as many times before those (the executable runs again, nothing compiled) and after
/// them (rendered from the last library compiled). Each is timed from the save to the reload event
/// of the edited page, open in a reader's stream (the site renders it ahead of the rest), and to
/// the build's own reload event, heard on a stream of no page (the whole site written); medians
/// side by side.
struct ReloadBenchmark {
    var edits = 10
    var port = 18_090
    var showcase = false

    init(arguments: [String]) {
        let options = integerOptions(arguments)
        edits = options["--edits"] ?? edits
        port = options["--port"] ?? port
        showcase = arguments.contains("--showcase")
    }

    /// A site to edit: its package, the executable `kiln` builds (nil: the only one), the Swift
    /// file edited (after the first `marker` in it, a string its home page shows) and the
    /// Markdown document edited, with the URL path of its page.
    private struct Site {
        var name: String
        var directory: URL
        var product: String?
        var source: URL
        var marker: String
        var document: (file: URL, page: String)?
    }

    func run() {
        let kiln = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kiln")
        guard FileManager.default.isExecutableFile(atPath: kiln.path) else {
            print("no kiln beside the benchmark: swift build -c release --product kiln first")
            exit(2)
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-reload-\(getpid())")
        defer { try? FileManager.default.removeItem(at: work) }
        print("\(edits) edits each, save → reload event (kiln serve, debug build of the site):")
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let sites = showcase ? [try Self.showcase(in: work)] : try ["page", "blog"].map { try Self.newSite(template: $0, kiln: kiln, in: work) }
            for site in sites { measure(site, kiln: kiln) }
        } catch {
            print("cannot make the site: \(error)")
            exit(1)
        }
    }

    /// A site `kiln new` makes from `template`.
    private static func newSite(template: String, kiln: URL, in work: URL) throws -> Site {
        let name = "bench-\(template)"
        let directory = work.appendingPathComponent(name)
        try run(kiln, ["new", name, "--template", template, "--kiln", FileManager.default.currentDirectoryPath], in: work)
        let posts = (try? FileManager.default.contentsOfDirectory(at: directory.appendingPathComponent("Content/posts"), includingPropertiesForKeys: nil)) ?? []
        // The blog's posts are at `post/<file name>/`.
        let post = posts.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }.first
        return Site(
            name: "\(template) template", directory: directory, source: directory.appendingPathComponent("Sources/\(name)/\(name).swift"),
            marker: template == "blog" ? ".navigationTitle(\"" : "Text(\"",
            document: post.map { ($0, "/post/\($0.deletingPathExtension().lastPathComponent)/") })
    }

    /// The showcase, in a copy of the files git tracks in this checkout (the benchmark runs in it),
    /// so that its edits leave the checkout as it is.
    private static func showcase(in work: URL) throws -> Site {
        let checkout = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let copy = work.appendingPathComponent("kiln")
        let listing = Process()
        let pipe = Pipe()
        listing.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        listing.arguments = ["git", "ls-files", "-z"]
        listing.currentDirectoryURL = checkout
        listing.standardOutput = pipe
        try listing.run()
        let files = pipe.fileHandleForReading.readDataToEndOfFile().split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        listing.waitUntilExit()
        guard listing.terminationStatus == 0, !files.isEmpty else { throw NSError(domain: "git ls-files found no files in \(checkout.path)", code: 1) }
        for file in files {
            let target = copy.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: checkout.appendingPathComponent(file), to: target)
        }
        return Site(
            name: "showcase", directory: copy, product: "Showcase", source: copy.appendingPathComponent("Sources/Showcase/Pages/HomePage.swift"),
            marker: "Text(\"", document: (copy.appendingPathComponent("Content/guides/getting-started.md"), "/guides/getting-started/"))
    }

    private func measure(_ site: Site, kiln: URL) {
        let productArguments = site.product.map { ["--product", $0] } ?? []
        do {
            let start = Date()
            try Self.run(kiln, ["build"] + productArguments, in: site.directory)
            print(String(format: "%@, first kiln build (Kiln compiled with it): %.1f s", site.name, Date().timeIntervalSince(start)))
        } catch {
            print("cannot build the \(site.name): \(error)")
            exit(1)
        }
        let source = site.source
        guard let text = try? String(contentsOf: source, encoding: .utf8), text.contains(site.marker) else {
            print("the \(site.name) has no \(source.path) showing \(site.marker)…")
            exit(1)
        }
        var results: [(String, Timings)] = []
        var edit = 0
        let editPost = { (_: Int) throws in
            edit += 1
            try Self.append("\nEdited \(edit) times.\n", to: site.document!.file)
        }
        // The home page shows the text after the marker: each edit puts a word before it.
        let editSource = { (_: Int) throws in
            edit += 1
            let text = try String(contentsOf: source, encoding: .utf8)
            let marker = text.range(of: site.marker)!
            try (text[..<marker.upperBound] + "Edit \(edit) " + text[marker.upperBound...]).write(to: source, atomically: false, encoding: .utf8)
        }
        // The whole build after every change (`--whole-builds`) first, then the fast path, in one run.
        for wholeBuilds in [true, false] {
            serving(kiln, in: site.directory, arguments: productArguments, wholeBuilds: wholeBuilds) { events in
                if !wholeBuilds, let document = site.document {
                    results.append(("Markdown (no compiling)", measure(events, page: document.page, edits: edits, editPost)))
                }
                results.append((wholeBuilds ? "Swift file, whole build" : "Swift file, module alone", measure(events, page: "/", edits: edits, editSource)))
                if !wholeBuilds, let document = site.document {
                    results.append(("Markdown after those", measure(events, page: document.page, edits: edits, editPost)))
                }
            }
        }
        print("  " + "edit".padding(toLength: 30, withPad: " ", startingAt: 0) + " the open page reloaded         the whole site reloaded")
        for (name, timings) in results {
            guard !timings.page.isEmpty, !timings.site.isEmpty else {
                print("  \(name): no reload heard")
                continue
            }
            print("  " + name.padding(toLength: 30, withPad: " ", startingAt: 0) + " " + Self.summary(timings.page) + "   " + Self.summary(timings.site))
        }
    }

    /// Seconds from each save to the edited page's reload, and to the build's own.
    private struct Timings {
        var page: [Double] = []
        var site: [Double] = []
    }

    private static func summary(_ times: [Double]) -> String {
        let sorted = times.sorted()
        return String(format: "median %.3f s (%.3f – %.3f)", sorted[sorted.count / 2], sorted.first!, sorted.last!)
    }

    /// Runs `kiln serve` in `site` while `body` reads its events, then stops it.
    private func serving(_ kiln: URL, in site: URL, arguments: [String], wholeBuilds: Bool, _ body: (Streams) -> Void) {
        let server = Process()
        server.executableURL = kiln
        server.arguments = ["serve", "--port", String(port)] + arguments + (wholeBuilds ? ["--whole-builds"] : [])
        server.currentDirectoryURL = site
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        do { try server.run() } catch {
            print("cannot start kiln serve: \(error)")
            exit(1)
        }
        defer {
            server.interrupt()
            server.waitUntilExit()
        }
        guard let site = EventStream(port: UInt16(port), page: nil, within: 120) else {
            print("kiln serve did not answer on port \(port)")
            exit(1)
        }
        body(Streams(port: UInt16(port), site: site))
    }

    /// The event streams a measurement reads: a reader's, on the page edited, and one on no page.
    private final class Streams {
        let port: UInt16
        let site: EventStream
        private var readers: [String: EventStream] = [:]

        init(port: UInt16, site: EventStream) {
            self.port = port
            self.site = site
        }

        func reader(on page: String) -> EventStream? {
            if let reader = readers[page] { return reader }
            readers[page] = EventStream(port: port, page: page, within: 10)
            return readers[page]
        }
    }

    /// Each edit's seconds from the save to the reload of the page at `page`, open in a reader's
    /// stream, and to the build's own reload, on a stream of no page.
    private func measure(_ streams: Streams, page: String, edits: Int, _ edit: (Int) throws -> Void) -> Timings {
        var timings = Timings()
        guard let reader = streams.reader(on: page) else { return timings }
        for number in 1...edits {
            reader.drain()
            streams.site.drain()
            let saved = Date()
            do { try edit(number) } catch {
                print("cannot edit: \(error)")
                return timings
            }
            guard reader.waitForReload(of: page, within: 60) else { return timings }
            timings.page.append(Date().timeIntervalSince(saved))
            guard streams.site.waitForReload(of: nil, within: 60) else { return timings }
            timings.site.append(Date().timeIntervalSince(saved))
            // The watcher's quiet period, so that the next save is a change of its own.
            usleep(300_000)
        }
        return timings
    }

    private static func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    private static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "kiln \(arguments.joined(separator: " "))", code: Int(process.terminationStatus))
        }
    }
}

/// The development server's event stream, read on loopback as a page's script reads it.
private final class EventStream {
    private let socket: Int32
    private var received = ""

    /// Connects once the server answers, trying for up to `seconds`, as the script of the page at
    /// URL path `page` does (nil: a stream of no page, which hears only whole builds).
    init?(port: UInt16, page: String?, within seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        var connected: Int32 = -1
        while connected < 0 && Date() < deadline {
            let candidate = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(candidate, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if result == 0 { connected = candidate } else {
                close(candidate)
                usleep(200_000)
            }
        }
        guard connected >= 0 else { return nil }
        socket = connected
        let query = page.map { "?p=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0) } ?? ""
        let request = "GET /_kiln/events\(query) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        guard read(until: "retry: 1000\n\n", within: 30) else { return nil }
        drain()
    }

    deinit { close(socket) }

    /// Forgets what was received (a reload that an earlier edit caused late).
    func drain() {
        _ = read(until: "\u{0}", within: 0)
        received = ""
    }

    /// Waits for a reload event that reloads the page at `page` (one naming no pages, or naming
    /// it); nil: any reload event.
    func waitForReload(of page: String?, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while read(until: "\n\n", within: deadline.timeIntervalSinceNow) {
            guard let end = received.range(of: "\n\n") else { continue }
            let event = received[..<end.lowerBound]
            received = String(received[end.upperBound...])
            guard event.hasPrefix("event: reload\n") else { continue }
            guard let page, let data = event.split(separator: "\n").last, data != "data:" else { return true }
            if data.contains("\"\(page)\"") { return true }
        }
        return false
    }

    /// Reads until what was received holds `marker` (kept in it).
    private func read(until marker: String, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(marker) {
            let remaining = deadline.timeIntervalSinceNow
            var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, Int32(max(0, remaining) * 1000)) > 0 else { return false }
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return true
    }
}
