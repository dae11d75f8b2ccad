import Dispatch
import Foundation
import KilnServer

/// `kiln serve`: builds the site, serves it in development mode, rebuilds on every change and
/// reloads the open pages; `kiln serve --directory DIR` serves a built folder as it is.
/// Runs until Ctrl-C, which stops the server and any build and exits 0.
struct ServeCommand {
    let options: ServeOptions
    let directory: URL
    let progress: Progress

    func run() throws -> Never {
        let shutdown = Shutdown(progress: progress)
        shutdown.install()
        if let folder = options.directory {
            try serveFolder(URL(fileURLWithPath: folder, relativeTo: directory).standardizedFileURL, shutdown: shutdown)
        } else {
            try serveDevelopment(shutdown: shutdown)
        }
        dispatchMain()
    }

    private func serveFolder(_ folder: URL, shutdown: Shutdown) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError.noFolder(folder.path)
        }
        let (_, address) = try start(ServerOptions(folder: folder, host: options.host, port: options.port), shutdown: shutdown)
        progress.line("Serving \(folder.path) as it is at \(address); Ctrl-C stops")
    }

    private func serveDevelopment(shutdown: Shutdown) throws {
        let package = try loadPackage(in: directory, settings: options.settings, progress: progress)
        // The development site carries the package's previews (`_previews/`), so it is written
        // apart from `site/`, which holds only what `kiln build` publishes.
        let reloader = options.reloadsSwiftEdits
            ? SwiftReloader(package: package, configuration: options.settings.configuration.rawValue, progress: progress) : nil
        let builder = SiteBuilder(
            package: package, settings: options.settings, output: SiteBuilder.developmentSite(of: package), siteArguments: ["--previews"],
            progress: progress, reloader: reloader)
        shutdown.onStop { reloader?.stop() }
        // A broken first build still serves the last good site, with the errors over it.
        var firstErrors: String?
        do {
            try builder.build()
        } catch let error as CommandError where FileManager.default.fileExists(atPath: builder.output.path) {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            firstErrors = error.buildErrors ?? error.description
        }

        let (server, address) = try start(
            ServerOptions(folder: builder.output, host: options.host, port: options.port, isDevelopment: true), shutdown: shutdown)
        progress.line("Serving \(address) (previews at \(address)_previews/)")
        if let firstErrors { server.showBuildError(firstErrors) }

        let loop = RebuildLoop(builder: builder, pages: server, package: package.directory, progress: progress, isShowingError: firstErrors != nil)
        let watcher = try loop.watch()
        shutdown.onStop { watcher.stop() }
        progress.line("Watching Sources/, Templates/, Assets/, Content/ and Package.swift; Ctrl-C stops")
    }

    /// Starts a server, saying so if it had to take another port; returns it and its address.
    private func start(_ serverOptions: ServerOptions, shutdown: Shutdown) throws -> (StaticServer, String) {
        let server = StaticServer(options: serverOptions)
        let port: UInt16
        do {
            port = try server.start()
        } catch {
            throw CommandError.serverFailed("\(error)")
        }
        shutdown.onStop { server.stop() }
        if port != serverOptions.port { progress.line("Port \(serverOptions.port) is in use; serving on \(port)") }
        let host = serverOptions.host.contains(":") ? "[\(serverOptions.host)]" : serverOptions.host
        return (server, "http://\(host):\(port)/")
    }
}

/// Ctrl-C and SIGTERM: stop what `kiln serve` started (builds included) and exit 0. The
/// signals are handled on a queue of their own, so they are heard during the first build too.
private final class Shutdown: @unchecked Sendable {
    private let progress: Progress
    private let queue = DispatchQueue(label: "kiln.signals")
    private let lock = NSLock()
    private var stops: [@Sendable () -> Void] = []
    private var sources: [any DispatchSourceSignal] = []

    init(progress: Progress) {
        self.progress = progress
    }

    func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [self] in stop() }
            source.resume()
            sources.append(source)
        }
    }

    /// Adds something to stop, last added stopped first.
    func onStop(_ stop: @escaping @Sendable () -> Void) {
        lock.withLock { stops.append(stop) }
    }

    private func stop() {
        progress.line("\nStopping")
        ChildProcess.terminateAll()
        lock.withLock { stops.reversed() }.forEach { $0() }
        exit(0)
    }
}
