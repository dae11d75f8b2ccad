import Foundation

/// What a ``StaticServer`` serves and where: the folder, the address, and whether it runs in development mode.
public struct ServerOptions: Sendable {
    /// The served folder (the built site). Resolved again on every request, so a rebuild may swap it at any time.
    public var folder: URL
    /// The address to listen on; `127.0.0.1` keeps the site private to this machine.
    public var host: String = "127.0.0.1"
    /// The port to listen on; 0 lets the system choose one.
    public var port: UInt16 = 8000
    /// If `port` is taken, tries the next ones (up to `port + 20`).
    public var findsFreePort: Bool = true
    /// No-cache headers, the live-reload script injected into HTML pages, and the `/_kiln/events` stream.
    public var isDevelopment: Bool = false
    /// Time-outs and size limits; internal so that tests can shorten them.
    var limits = ServerLimits()

    /// Options for serving `folder` on `host:port`.
    public init(
        folder: URL, host: String = "127.0.0.1", port: UInt16 = 8000, findsFreePort: Bool = true,
        isDevelopment: Bool = false
    ) {
        self.folder = folder
        self.host = host
        self.port = port
        self.findsFreePort = findsFreePort
        self.isDevelopment = isDevelopment
    }
}
