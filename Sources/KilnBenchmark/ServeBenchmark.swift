import Foundation
import KilnServer

/// Requests per second on a 20 KB page with `wrk` (Debian's package): Kiln's server, in production
/// and in development mode, beside nginx in the same run, all on loopback. nginx runs with the
/// private configuration of the steering repository's `bench/serve/wrk-anchor.sh`. Kiln's server
/// runs in a child process that does nothing else, which reports its peak resident memory.
struct ServeBenchmark {
    var seconds = 10
    var connections = 50
    var threads = 2
    var nginxPort = 18081

    init(arguments: [String]) {
        let options = integerOptions(arguments)
        seconds = options["--duration"] ?? seconds
        connections = options["--connections"] ?? connections
        threads = options["--threads"] ?? threads
        nginxPort = options["--nginx-port"] ?? nginxPort
    }

    func run() {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bench-serve-\(getpid())")
        let site = work.appendingPathComponent("www")
        defer { try? FileManager.default.removeItem(at: work) }
        do {
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try Self.page.write(to: site.appendingPathComponent("page.html"))
            // nginx's workers run as www-data.
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: work.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: site.path)
        } catch {
            fatalError("cannot write the benchmark site: \(error)")
        }
        print("\(ProcessInfo.processInfo.activeProcessorCount) cores, \(Self.page.count)-byte page: wrk -t\(threads) -c\(connections) -d\(seconds)s")
        let production = measureKiln(site: site, isDevelopment: false)
        let development = measureKiln(site: site, isDevelopment: true)
        let nginx = measureNginx(work: work)
        for (name, result) in [("kiln", production.wrk), ("kiln dev", development.wrk), ("nginx", nginx)] {
            print(result.map { "\(name.padding(toLength: 9, withPad: " ", startingAt: 0)) \($0.summary)" } ?? "\(name): wrk failed")
        }
        print("kiln peak resident memory under load: \(production.peakMemory) (development mode: \(development.peakMemory))")
        if let kiln = production.wrk, let nginx, nginx.requestsPerSecond > 0 {
            print("kiln / nginx: \(Int((kiln.requestsPerSecond / nginx.requestsPerSecond * 100).rounded())) % of nginx's requests/s")
        }
    }

    /// Serves the page from a child process, loads it with wrk, and asks the child for its peak memory.
    private func measureKiln(site: URL, isDevelopment: Bool) -> (wrk: WrkResult?, peakMemory: String) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["serve-child", site.path] + (isDevelopment ? ["--development"] : [])
        let input = Pipe(), output = Pipe()
        child.standardInput = input
        child.standardOutput = output
        do { try child.run() } catch { return (nil, "child failed: \(error)") }
        let lines = LineReader(output.fileHandleForReading)
        guard let port = lines.next().flatMap(Int.init) else { return (nil, "child did not start") }
        _ = Wrk.run(threads: threads, connections: connections, seconds: 1, port: port)  // warm-up
        let result = Wrk.run(threads: threads, connections: connections, seconds: seconds, port: port)
        try? input.fileHandleForWriting.close()
        let memory = lines.next() ?? "unknown"
        child.waitUntilExit()
        return (result, memory)
    }

    private func measureNginx(work: URL) -> WrkResult? {
        let prefix = work.appendingPathComponent("nginx")
        try? FileManager.default.createDirectory(at: prefix.appendingPathComponent("logs"), withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(at: prefix.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        let temp = prefix.appendingPathComponent("tmp").path
        let configuration = """
            daemon off;
            worker_processes auto;
            pid \(prefix.path)/nginx.pid;
            error_log \(prefix.path)/logs/error.log warn;
            events { worker_connections 1024; }
            http {
              access_log off;
              sendfile on; tcp_nopush on; keepalive_requests 100000;
              client_body_temp_path \(temp); proxy_temp_path \(temp); fastcgi_temp_path \(temp);
              uwsgi_temp_path \(temp); scgi_temp_path \(temp);
              types { text/html html; }
              server { listen 127.0.0.1:\(nginxPort); root \(work.path)/www; }
            }
            """
        let file = prefix.appendingPathComponent("nginx.conf")
        guard (try? configuration.write(to: file, atomically: true, encoding: .utf8)) != nil else { return nil }
        let nginx = Process()
        nginx.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        nginx.arguments = ["nginx", "-p", prefix.path, "-c", file.path]
        guard (try? nginx.run()) != nil else {
            print("nginx: not found (apt-get install nginx)")
            return nil
        }
        defer {
            nginx.terminate()
            nginx.waitUntilExit()
        }
        for _ in 0..<50 where !Self.accepts(port: nginxPort) { usleep(100_000) }
        _ = Wrk.run(threads: threads, connections: connections, seconds: 1, port: nginxPort)
        return Wrk.run(threads: threads, connections: connections, seconds: seconds, port: nginxPort)
    }

    private static func accepts(port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// The anchor script's page: paragraphs up to 20 KB, padded with spaces to exactly 20,480 bytes.
    static let page: Data = {
        let head = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>20 KB</title></head><body><main>\n"
        let tail = "</main></body></html>\n"
        let row = "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p>\n"
        var body = head
        while body.utf8.count + row.utf8.count + tail.utf8.count <= 20_480 { body += row }
        body += String(repeating: " ", count: 20_480 - body.utf8.count - tail.utf8.count) + tail
        return Data(body.utf8)
    }()

    /// In the child: serves `FOLDER` on an ephemeral port, prints the port, and when its input
    /// closes prints its peak resident memory and stops.
    static func child(arguments: [String]) {
        guard let folder = arguments.first else { return }
        let options = ServerOptions(
            folder: URL(fileURLWithPath: folder), port: 0, isDevelopment: arguments.contains("--development"))
        let server = StaticServer(options: options)
        let say = { (line: String) in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        do { say(String(try server.start())) } catch { say("error: \(error)") }
        _ = FileHandle.standardInput.readDataToEndOfFile()
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }?.dropFirst(6).trimmingCharacters(in: .whitespaces)
        say(peak.map { "\(Int($0.split(separator: " ")[0]).map { $0 / 1024 } ?? 0) MB (\($0))" } ?? "unknown")
        server.stop()
    }
}

/// Reads a child's output line by line.
private final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) { self.handle = handle }

    func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return nil }
            buffer += chunk
        }
    }
}

/// One wrk run and the figures read from its report.
struct WrkResult {
    var requestsPerSecond = 0.0
    var latency = "?"
    var p99 = "?"
    var errors = 0
    var errorText = ""

    var summary: String {
        "\(Int(requestsPerSecond)) requests/s   latency avg \(latency), p99 \(p99)   errors \(errors)\(errorText)"
    }
}

enum Wrk {
    static func run(threads: Int, connections: Int, seconds: Int, port: Int) -> WrkResult? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "wrk", "-t\(threads)", "-c\(connections)", "-d\(seconds)s", "--latency", "http://127.0.0.1:\(port)/page.html",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else {
            print("wrk: not found (apt-get install wrk)")
            return nil
        }
        let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var result = WrkResult()
        for line in report.split(separator: "\n") {
            let words = line.split(separator: " ")
            switch words.first {
            case "Requests/sec:": result.requestsPerSecond = Double(words[1]) ?? 0
            case "Latency" where words[1] != "Distribution": result.latency = String(words[1])
            case "99%": result.p99 = String(words[1])
            case "Non-2xx":
                result.errors += Int(words.last ?? "") ?? 0
                result.errorText += "  (\(line.trimmingCharacters(in: .whitespaces)))"
            case "Socket":
                // "Socket errors: connect 0, read 0, write 0, timeout 0"
                result.errors += words.compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }.reduce(0, +)
                result.errorText += "  (\(line.trimmingCharacters(in: .whitespaces)))"
            default: break
            }
        }
        return result
    }
}
