/// The server's time-outs and size limits. Defaults suit a preview server; tests shorten the time-outs.
struct ServerLimits: Sendable {
    /// How long a client may take to send a whole request head, counted from when the server starts
    /// waiting for it (so it is also the idle time-out of a kept-alive connection).
    var requestTimeout: Duration = .seconds(5)
    /// How long one write may wait for a client that does not read its response.
    var writeTimeout: Duration = .seconds(10)
    /// How long the server keeps reading (and discarding) after answering an error, so that the client
    /// receives the answer instead of a reset.
    var lingerTimeout: Duration = .seconds(1)
    /// How often an idle event stream gets a comment, so that proxies and browsers keep it open.
    var heartbeatInterval: Duration = .seconds(15)
    /// The longest request line (method, target, version), in bytes: longer ones get 414.
    var maxRequestLineBytes = 8 * 1024
    /// The most header bytes after the request line: more get 431.
    var maxHeaderBytes = 16 * 1024
    /// The most header lines: more get 431.
    var maxHeaderLines = 100
    /// The most connections open at once (each has a thread); beyond it new ones get 503.
    var maxConnections = 1024
    /// How many ports after the asked one `findsFreePort` tries.
    var freePortAttempts = 20
}

extension Duration {
    /// The duration in whole milliseconds, for `poll` and socket options.
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
