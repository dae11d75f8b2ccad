import Dispatch
import Foundation
import PackagePlugin

/// `swift package --disable-sandbox preview [kiln serve options…]`: does what `kiln serve`
/// does for the package — build the site, serve it, rebuild and reload on every change — by
/// running the `kiln` tool in the package's folder. The sandbox must be off: the preview
/// listens on a port and writes the development site under `.build/kiln/`.
@main
struct Preview: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        // The tool is named after its target; it is the `kiln` executable.
        process.executableURL = try context.tool(named: "KilnMain").url
        // SwiftPM holds the package's build lock while this plugin runs; kiln's own
        // `swift build` calls must not wait for it.
        process.arguments = ["serve", "--ignore-lock"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        // kiln runs in a process group of its own, which Ctrl-C in the terminal does not
        // reach: SwiftPM interrupts this plugin, and the plugin passes the interruption on.
        let forwarding = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { kill(process.processIdentifier, SIGINT) }
            source.resume()
            return source
        }
        process.waitUntilExit()
        forwarding.forEach { $0.cancel() }
        guard process.terminationStatus == 0 else { throw PreviewError(status: process.terminationStatus) }
    }
}

struct PreviewError: Error, CustomStringConvertible {
    let status: Int32

    var description: String { "kiln serve stopped with exit status \(status); its messages are above." }
}
