import Foundation
import KilnHostProtocol
import KilnViews

/// `kiln serve`'s way around relinking Kiln after a Swift edit. The site's executable, started
/// with `KILN_RENDER_HOST=1`, stays running with Kiln loaded and answers requests on standard
/// input: each names the site's module compiled anew as a shared library (under a fresh ABI
/// name, so that nothing in it binds to an older copy), which the host loads and runs. Its
/// `@main` calls `App.main()`, which builds the site here, with the request's arguments, and
/// leaves the outcome for the host instead of exiting.
enum RenderHost {
    typealias Request = RenderHostMessages.Request
    typealias Reply = RenderHostMessages.Reply

    /// The arguments of the request being run, while its library's `App.main()` builds.
    nonisolated(unsafe) static var arguments: [String]?
    /// What that build left.
    nonisolated(unsafe) static var outcome: Reply?

    /// Whether this process was started as a host and is not yet running a request.
    static var isRequested: Bool {
        arguments == nil && ProcessInfo.processInfo.environment[RenderHostMessages.environmentKey] == "1"
    }

    /// Answers requests until standard input ends.
    static func serve() -> Never {
        while let line = readLine() {
            let reply: Reply
            do {
                reply = run(try JSONDecoder().decode(Request.self, from: Data(line.utf8)))
            } catch {
                reply = Reply(status: Reply.notLoaded, errors: "error: kiln's render host could not read its request: \(error)")
            }
            let json = (try? JSONEncoder().encode(reply)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            print(RenderHostMessages.replyMarker + json)
            fflush(nil)
        }
        exit(0)
    }

    /// Loads the request's library and runs its entry point. A library stays loaded (Swift's
    /// cannot be unloaded); `kiln serve` starts a new host after some number of them.
    static func run(_ request: Request) -> Reply {
        guard let library = dlopen(request.library, RTLD_NOW | RTLD_LOCAL) else {
            return Reply(status: Reply.notLoaded, errors: "error: \(String(cString: dlerror()))")
        }
        guard let symbol = dlsym(library, request.entryPoint) else {
            return Reply(status: Reply.notLoaded, errors: "error: \(request.library) has no entry point \(request.entryPoint)")
        }
        typealias EntryPoint = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32
        arguments = request.arguments
        outcome = nil
        defer { arguments = nil }
        // A fresh library per run: what a build read must not be what the next one reads.
        DocumentLibrary.processDefault = DocumentLibrary(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Content"))
        _ = unsafeBitCast(symbol, to: EntryPoint.self)(0, nil)
        return outcome ?? Reply(status: Reply.notLoaded, errors: "error: \(request.library) built no site: is its @main type an App?")
    }
}
