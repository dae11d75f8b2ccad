import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Save → reload, as a user of `kiln serve` feels it, on the two sites `kiln new` makes: the
/// page template and the blog (`--template blog`). The site's Swift file is edited `edits` times
/// with the whole executable built after each edit (`--whole-builds`), then as many times with
/// the module compiled alone and rendered in the running site; on the blog, a post's Markdown is
/// edited as many times before those (the executable runs again, nothing compiled) and after
/// them (rendered from the last library compiled). Each is timed from the save to the reload
/// event on the page's event stream; medians side by side.
struct ReloadBenchmark {
    var edits = 10
    var port = 18_090

    init(arguments: [String]) {
        let options = integerOptions(arguments)
        edits = options["--edits"] ?? edits
        port = options["--port"] ?? port
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
        for template in ["page", "blog"] {
            measure(template: template, kiln: kiln, work: work)
        }
    }

    private func measure(template: String, kiln: URL, work: URL) {
        let name = "bench-\(template)"
        let site = work.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try Self.run(kiln, ["new", name, "--template", template, "--kiln", FileManager.default.currentDirectoryPath], in: work)
            let start = Date()
            try Self.run(kiln, ["build"], in: site)
            print(String(format: "%@ template, first kiln build (Kiln compiled with it): %.1f s", template, Date().timeIntervalSince(start)))
        } catch {
            print("cannot make the \(template) site: \(error)")
            exit(1)
        }
        let post = ((try? FileManager.default.contentsOfDirectory(at: site.appendingPathComponent("Content/posts"), includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }.first
        let source = site.appendingPathComponent("Sources/\(name)/\(name).swift")
        guard FileManager.default.fileExists(atPath: source.path) else {
            print("the \(template) site has no Sources/\(name)/\(name).swift")
            exit(1)
        }
        var results: [(String, [Double])] = []
        var edit = 0
        let editPost = { (_: Int) throws in
            edit += 1
            try Self.append("\nEdited \(edit) times.\n", to: post!)
        }
        // The whole build after every change (`--whole-builds`) first, then the fast path, in one run.
        for wholeBuilds in [true, false] {
            serving(kiln, in: site, wholeBuilds: wholeBuilds) { events in
                if !wholeBuilds, post != nil {
                    results.append(("Markdown post (no compiling)", measure(events, edits: edits, editPost)))
                }
                results.append((wholeBuilds ? "Swift file, whole build" : "Swift file, module alone", measure(events, edits: edits) { _ in
                    edit += 1
                    try Self.append("\n// Edit \(edit)\n", to: source)
                }))
                if !wholeBuilds, post != nil {
                    results.append(("Markdown post after those", measure(events, edits: edits, editPost)))
                }
            }
        }
        for (name, times) in results {
            guard !times.isEmpty else {
                print("  \(name): no reload heard")
                continue
            }
            let sorted = times.sorted()
            print(String(format: "  %@ median %.3f s (%.3f – %.3f s)", name.padding(toLength: 30, withPad: " ", startingAt: 0), sorted[sorted.count / 2], sorted.first!, sorted.last!))
        }
    }

    /// Runs `kiln serve` in `site` while `body` reads its events, then stops it.
    private func serving(_ kiln: URL, in site: URL, wholeBuilds: Bool, _ body: (EventStream) -> Void) {
        let server = Process()
        server.executableURL = kiln
        server.arguments = ["serve", "--port", String(port)] + (wholeBuilds ? ["--whole-builds"] : [])
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
        guard let events = EventStream(port: UInt16(port), within: 120) else {
            print("kiln serve did not answer on port \(port)")
            exit(1)
        }
        body(events)
    }

    /// Each edit's seconds from the save to the reload event.
    private func measure(_ events: EventStream, edits: Int, _ edit: (Int) throws -> Void) -> [Double] {
        var times: [Double] = []
        for number in 1...edits {
            events.drain()
            let saved = Date()
            do { try edit(number) } catch {
                print("cannot edit: \(error)")
                return times
            }
            guard events.waitForReload(within: 60) else { return times }
            times.append(Date().timeIntervalSince(saved))
            // The watcher's quiet period, so that the next save is a change of its own.
            usleep(300_000)
        }
        return times
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

    /// Connects once the server answers, trying for up to `seconds`.
    init?(port: UInt16, within seconds: Double) {
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
        let request = "GET /_kiln/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
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

    func waitForReload(within seconds: Double) -> Bool {
        read(until: "event: reload\n", within: seconds)
    }

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
        if let range = received.range(of: marker) { received = String(received[range.upperBound...]) }
        return true
    }
}
