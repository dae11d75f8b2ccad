import Foundation

/// Development mode's side of live reload: the open event streams, the build error that stands,
/// and a version that changes with every reload or error so that a page (re)connecting with an
/// older version learns what it missed. Streams are written without blocking: a client too slow
/// to take a few bytes is dropped (its browser reconnects).
final class ReloadChannel: @unchecked Sendable {
    /// What a page is served with: the version its script reports back, and the error to overlay.
    struct PageState: Equatable {
        let version: String
        let buildError: String?
    }

    private let lock = NSLock()
    /// Tells this server's versions from an earlier run's, so that pages reload after a restart.
    private let instance = String(UInt32.random(in: .min ... .max), radix: 16)
    private var generation = 0
    private var buildError: String?
    /// Each open stream, with the URL paths of its page and of the pages in its frames, as its script said (`p=`).
    private var streams: [Int32: [String]] = [:]

    var pageState: PageState {
        lock.withLock { PageState(version: version, buildError: buildError) }
    }

    private var version: String { "\(instance)-\(generation)" }

    /// The URL paths of the pages open (`/guides/intro/`), each once: each stream's page, then
    /// the pages in its frames.
    var openPages: [String] {
        lock.withLock {
            var seen: Set<String> = []
            let lists = streams.values.sorted { $0.lexicographicallyPrecedes($1) }
            let pages = lists.compactMap(\.first) + lists.flatMap { $0.dropFirst() }
            return pages.filter { seen.insert($0).inserted }
        }
    }

    /// Starts the stream on `descriptor` for the page at `pages[0]` (its URL path, when known)
    /// and the pages in its frames: writes `head` and, if the page's `since` version is not the
    /// current one, the event it missed. False if the client could not take it.
    func open(_ descriptor: Int32, head: [UInt8], since pageVersion: String?, pages: [String]) -> Bool {
        lock.withLock {
            var bytes = head + Array("retry: 1000\n\n".utf8)
            if pageVersion != version { bytes += buildError.map(Self.errorEvent) ?? Self.reloadEvent }
            guard Self.send(bytes, to: descriptor) else { return false }
            streams[descriptor] = pages
            return true
        }
    }

    /// Removes the stream before its connection closes the descriptor.
    func close(_ descriptor: Int32) {
        lock.withLock { _ = streams.removeValue(forKey: descriptor) }
    }

    /// Tells the streams showing the page at `path` (as their page or in a frame) alone to reload
    /// it: it was rendered ahead of a build still running, whose end reloads the rest.
    func reloadAhead(_ path: String) {
        lock.withLock { broadcast(Self.reloadEvent([path])) { $0.contains(path) } }
    }

    /// Sends a comment that keeps an idle stream open; false if the client is gone.
    func heartbeat(_ descriptor: Int32) -> Bool {
        lock.withLock { Self.send(Array(": heartbeat\n\n".utf8), to: descriptor) }
    }

    /// Tells the open pages at `changed` (URL paths) to reload, or every open page when nil.
    func reload(changed: [String]? = nil) {
        lock.withLock {
            generation += 1
            broadcast(changed.map(Self.reloadEvent) ?? Self.reloadEvent)
        }
    }

    /// Shows `message` on every open page and every page served until cleared; nil clears a standing
    /// error and reloads the pages (nothing is sent when no error stood).
    func showBuildError(_ message: String?) {
        lock.withLock {
            guard message != nil || buildError != nil else { return }
            buildError = message
            generation += 1
            broadcast(message.map(Self.errorEvent) ?? Self.reloadEvent)
        }
    }

    /// Sends `event` to the streams whose pages `reaches` (all by default).
    private func broadcast(_ event: [UInt8], to reaches: ([String]) -> Bool = { _ in true }) {
        for (descriptor, page) in streams where reaches(page) && !Self.send(event, to: descriptor) {
            // Wakes the stream's connection, which then closes it.
            shutdown(descriptor, Int32(SHUT_RDWR))
            streams.removeValue(forKey: descriptor)
        }
    }

    private static let reloadEvent = Array("event: reload\ndata:\n\n".utf8)

    /// A reload for the pages at `paths` only, which each page's script checks its own path against.
    private static func reloadEvent(_ paths: [String]) -> [UInt8] {
        Array("event: reload\ndata: [\(paths.map(JSONString.quote).joined(separator: ","))]\n\n".utf8)
    }

    private static func errorEvent(_ message: String) -> [UInt8] {
        Array("event: error\ndata: \(JSONString.quote(message))\n\n".utf8)
    }

    /// Writes all of `bytes` without waiting; a partial write counts as a failure.
    private static func send(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) == buffer.count
        }
    }
}
