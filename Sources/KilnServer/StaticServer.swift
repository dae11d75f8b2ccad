import Foundation

/// Serves a folder over HTTP/1.1 (GET and HEAD), for previewing a built site; in development mode
/// it also tells open pages to reload and shows build errors on them.
///
/// Each connection has its own thread doing blocking I/O with deadlines: simple to follow, with no
/// head-of-line blocking between clients, and cheap at the few connections a preview or a benchmark
/// opens. Threads are created directly because Dispatch's pool on Linux does not grow for threads
/// blocked in system calls, so blocked clients could starve the others.
public final class StaticServer: @unchecked Sendable {
    private enum Phase {
        case idle
        case running(listener: Int32)
        case stopped
    }

    private let options: ServerOptions
    private let channel: ReloadChannel?
    private let ahead = PagesAhead()
    private let date = HTTPDate()
    /// Guards `phase`, `clients` and `threads`; signalled when a thread ends.
    private let condition = NSCondition()
    private var phase = Phase.idle
    private var clients: Set<Int32> = []
    /// The accept thread and the connection threads still running.
    private var threads = 0

    public init(options: ServerOptions) {
        self.options = options
        channel = options.isDevelopment ? ReloadChannel() : nil
    }

    /// Binds and starts accepting on background threads; returns the port actually bound.
    /// Ignores `SIGPIPE` for the process, as servers must, so that a client leaving mid-response
    /// cannot end it.
    public func start() throws -> UInt16 {
        try condition.withLock {
            guard case .idle = phase else { throw ServerError.alreadyStarted }
            signal(SIGPIPE, SIG_IGN)
            let listener = try Listener.bind(
                host: options.host, port: options.port,
                extraPorts: options.findsFreePort ? options.limits.freePortAttempts : 0)
            phase = .running(listener: listener.descriptor)
            threads += 1
            Self.spawn { self.accept(on: listener.descriptor) }
            return listener.port
        }
    }

    /// Stops accepting, closes every connection (event streams too), and returns when all of them
    /// have ended. Safe to call more than once and from any thread (a `DispatchSource` signal
    /// handler, for Ctrl-C), but not from a raw signal handler, since it takes a lock.
    public func stop() {
        condition.lock()
        defer { condition.unlock() }
        if case .running(let listener) = phase {
            // Shutting a socket down wakes the thread blocked on it; each thread closes its own.
            shutdown(listener, Int32(SHUT_RDWR))
            for client in clients { shutdown(client, Int32(SHUT_RDWR)) }
        }
        phase = .stopped
        while threads > 0 { condition.wait() }
    }

    /// Development mode: the URL paths of the pages open in a browser (`/guides/intro/`).
    public var openPages: [String] {
        channel?.openPages ?? []
    }

    /// Development mode: serves `html` as the page at `file` (below the folder), which a reader
    /// has open at `path`, until the build that rendered it ahead ends, and reloads it there
    /// alone, unless the folder holds it as it is.
    public func showPageAhead(path: String, file: String, html: [UInt8]) {
        guard let channel, !holds(html, at: file) else { return }
        ahead.add(PagesAhead.Page(path: path, html: html), file: file)
        channel.reloadAhead(path)
    }

    /// Development mode: tells the open pages at `changed` (URL paths), or every open page when
    /// nil, to reload (SSE event `reload`), after a build. A page rendered ahead of it reloads
    /// again only if the build wrote it otherwise.
    public func reloadPages(changed: [String]? = nil) {
        var changed = changed
        for (file, page) in ahead.removeAll() {
            let forms = Set([page.path] + Self.urlPaths(ofPage: file))
            changed?.removeAll { forms.contains($0) }
            if !holds(page.html, at: file) {
                changed? += forms.sorted()
            }
        }
        channel?.reload(changed: changed)
    }

    /// Development mode: shows `message` (compiler output, `file:line: error: …` lines) as an
    /// overlay on every open page and on every page served until cleared; nil clears it (pages
    /// reload; nothing is sent when no error was showing).
    public func showBuildError(_ message: String?) {
        _ = ahead.removeAll()
        channel?.showBuildError(message)
    }

    /// The URL paths a page's file (`guides/intro/index.html`, below the folder) is served at,
    /// percent-encoded as a browser has them: `/guides/intro/` and `/guides/intro/index.html`.
    public static func urlPaths(ofPage file: String) -> [String] {
        let folder = "/" + (file.hasSuffix("index.html") ? String(file.dropLast("index.html".count)) : file)
        return [folder, "/" + file].map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }
    }

    /// Whether the folder's file at `file` holds `html` as it is.
    private func holds(_ html: [UInt8], at file: String) -> Bool {
        FileManager.default.contents(atPath: options.folder.appendingPathComponent(file).path) == Data(html)
    }

    private func accept(on listener: Int32) {
        while true {
            let client = Glibc.accept(listener, nil, nil)
            guard client >= 0 else {
                let code = errno
                if isStopped { break }
                // Out of descriptors or memory: wait for connections to end instead of spinning.
                if code != EINTR && code != ECONNABORTED { usleep(10_000) }
                continue
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            guard admit(client) else { continue }
            let connection = Connection(
                socket: ClientSocket(descriptor: client, writeTimeout: options.limits.writeTimeout),
                responder: SiteResponder(resolver: FileResolver(folder: options.folder.path), channel: channel, ahead: ahead),
                limits: options.limits, date: date)
            Self.spawn {
                connection.run()
                self.finish(client)
            }
        }
        condition.withLock {
            close(listener)
            threads -= 1
            condition.broadcast()
        }
    }

    private var isStopped: Bool {
        condition.withLock {
            if case .stopped = phase { return true }
            return false
        }
    }

    /// Registers a new connection, unless the server is stopping or full (503).
    private func admit(_ client: Int32) -> Bool {
        condition.withLock {
            guard case .running = phase, clients.count < options.limits.maxConnections else {
                if case .running = phase {
                    var response = Response.text(.serviceUnavailable, "Too many connections.")
                    response.closesConnection = true
                    _ = response.serialized(date: date.now).withUnsafeBytes { bytes in
                        send(client, bytes.baseAddress, bytes.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
                    }
                }
                close(client)
                return false
            }
            clients.insert(client)
            threads += 1
            return true
        }
    }

    private func finish(_ client: Int32) {
        condition.withLock {
            clients.remove(client)
            close(client)
            threads -= 1
            condition.broadcast()
        }
    }

    private static func spawn(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = 512 * 1024
        thread.start()
    }
}
