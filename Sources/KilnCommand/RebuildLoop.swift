import Dispatch
import Foundation
import KilnServer

/// What the rebuild loop tells the open pages; the dev server in `kiln serve`.
protocol PageReloading: AnyObject, Sendable {
    /// The URL paths of the pages open in a browser.
    var openPages: [String] { get }
    /// Shows `html` as the page at `file` (below the site), open at `path`, until the build
    /// that rendered it ahead ends, and reloads it there.
    func showPageAhead(path: String, file: String, html: [UInt8])
    /// Reloads the open pages at `changed` (URL paths), or every open page when nil.
    func reloadPages(changed: [String]?)
    /// Shows `message` over the pages; nil clears it and reloads them.
    func showBuildError(_ message: String?)
}

extension StaticServer: PageReloading {}

/// Rebuilds the site when its sources change, one build at a time: changes during a build
/// start one more build after it, however many they are. A good build reloads the open
/// pages, or clears the error shown on them (which reloads them); a failed one shows its
/// errors on them.
final class RebuildLoop: @unchecked Sendable {
    private let builder: any SiteBuilding
    private let pages: any PageReloading
    private let progress: Progress
    private let package: URL
    private let queue = DispatchQueue(label: "kiln.rebuild")
    private let lock = NSLock()
    /// Paths changed since the last build began.
    private var changed: Set<String> = []
    // Touched only on `queue`.
    private var isShowingError: Bool
    /// Whether the site executable was compiled from the sources as they are: not after a
    /// failed compile (nor after a first build that failed), so that the next build compiles.
    private var executableIsCurrent: Bool

    init(builder: any SiteBuilding, pages: any PageReloading, package: URL, progress: Progress, isShowingError: Bool = false) {
        self.builder = builder
        self.pages = pages
        self.package = package.standardizedFileURL
        self.progress = progress
        self.isShowingError = isShowingError
        executableIsCurrent = !isShowingError
    }

    /// Asks for a rebuild because `paths` changed.
    func sourcesChanged(_ paths: [String]) {
        lock.withLock { changed.formUnion(paths) }
        queue.async { [self] in
            // Changes made during a build are all served by the next one.
            let paths = lock.withLock { () -> [String] in
                defer { changed = [] }
                return changed.sorted()
            }
            if !paths.isEmpty { rebuild(after: paths) }
        }
    }

    /// Folders and files of a site package that its site is built from.
    static let watchedEntries: Set<String> = ["Sources", "Templates", "Assets", "Content", "Package.swift"]
    /// The folders the site executable reads when it runs: a change there alone needs no compiling.
    static let readAtRunTime: Set<String> = ["Assets", "Content"]

    /// Watches the package and rebuilds once after each burst of changes (50 ms quiet: an editor's save is a burst of a few
    /// milliseconds, and the quiet is most of what a Markdown edit waits for).
    func watch() throws -> any FileWatcher {
        let debouncer = Debouncer(queue: DispatchQueue(label: "kiln.debounce")) { [self] in sourcesChanged($0) }
        let watcher = makeFileWatcher(package: package, entries: Self.watchedEntries) { debouncer.call($0) }
        try watcher.start()
        return watcher
    }

    /// Waits for the builds asked for so far (tests).
    func waitUntilIdle() {
        queue.sync {}
    }

    private func rebuild(after paths: [String]) {
        let sourcesChanged = paths.contains { !isReadAtRunTime($0) }
        let compiling = !executableIsCurrent || sourcesChanged
        progress.line("\(describe(paths)) changed: " + (sourcesChanged ? "rebuilding" : "rendering again"))
        // A Swift edit is reloaded without building the executable where it can be; the
        // executable then lags the sources, and the next change goes the same way.
        var reloading = compiling
        // The output then holds what the same code made: pages that read no documents stay as they are.
        // The pages readers have open are rendered first and reload as soon as they are.
        let pages = self.pages
        var plan = RenderPlan(onlyContentChanged: !isShowingError && paths.allSatisfy(isContent), openPages: pages.openPages) { page in
            pages.showPageAhead(path: page.path, file: page.file, html: Array(page.html))
        }
        do {
            let before = SiteSnapshot(folder: builder.output)
            if reloading, try builder.reload(after: paths, isReadAtRunTime: isReadAtRunTime, plan: plan) {
                executableIsCurrent = false
            } else {
                reloading = false
                plan.onlyContentChanged = plan.onlyContentChanged && !compiling
                try builder.build(compiling: compiling, plan: plan)
                executableIsCurrent = true
            }
            // Clearing an error reloads the pages itself; a second reload would load them twice.
            // Otherwise only the pages written anew reload: a reader elsewhere stays where they are.
            if isShowingError {
                pages.showBuildError(nil)
            } else {
                pages.reloadPages(changed: SiteSnapshot(folder: builder.output).changedPages(since: before))
            }
            isShowingError = false
        } catch {
            // A site that failed as it ran was compiled (unless it ran in the render host); after
            // any other failure the next build compiles.
            if case .siteFailed? = error as? CommandError, !reloading { executableIsCurrent = true } else { executableIsCurrent = false }
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            pages.showBuildError((error as? CommandError)?.buildErrors ?? "\(error)")
            isShowingError = true
        }
    }

    /// Whether `path` is in a folder the site executable reads when it runs (`Content/`, `Assets/`).
    private func isReadAtRunTime(_ path: String) -> Bool {
        topFolder(of: path).map(Self.readAtRunTime.contains) ?? false
    }

    /// Whether `path` is in `Content/`, whose documents only the pages reading them show.
    private func isContent(_ path: String) -> Bool {
        topFolder(of: path) == "Content"
    }

    /// The package's folder that `path` is in.
    private func topFolder(of path: String) -> String? {
        let prefix = package.path + "/"
        let relative = path.dropFirst(prefix.count)
        guard path.hasPrefix(prefix), let slash = relative.firstIndex(of: "/") else { return nil }
        return String(relative[..<slash])
    }

    /// `Sources/demo/demo.swift changed`, `Sources/demo/A.swift and 2 more changed`; files
    /// that are gone (an editor's or sed's temporary file) are named only if nothing else is.
    private func describe(_ paths: [String]) -> String {
        let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
        let shown = existing.isEmpty ? paths : existing
        let prefix = package.path + "/"
        let first = shown[0].hasPrefix(prefix) ? String(shown[0].dropFirst(prefix.count)) : shown[0]
        return shown.count == 1 ? first : "\(first) and \(shown.count - 1) more"
    }
}

extension CommandError {
    /// The lines a failed build's overlay shows: the errors alone, without the advice for the terminal.
    var buildErrors: String? {
        switch self {
        case .compileFailed(_, let errors), .siteFailed(_, let errors): errors
        default: nil
        }
    }
}
