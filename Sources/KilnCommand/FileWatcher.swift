import Foundation

/// Tells when something changes under a package's watched entries (`Sources`, `Templates`,
/// `Assets`, `Package.swift`): files written, created, deleted or renamed, at any depth, and
/// the entries themselves appearing or going away.
protocol FileWatcher: AnyObject, Sendable {
    /// Starts watching; changes are reported from then on, with the changed path.
    func start() throws
    func stop()
}

/// The platform's best watcher: inotify on Linux; elsewhere a poll of modification times,
/// which needs nothing beyond Foundation and is cheap for a site's few hundred sources.
func makeFileWatcher(package: URL, entries: Set<String>, onChange: @escaping @Sendable (String) -> Void) -> any FileWatcher {
    #if canImport(Glibc)
    InotifyWatcher(package: package, entries: entries, onChange: onChange)
    #else
    PollingWatcher(package: package, entries: entries, onChange: onChange)
    #endif
}

/// Editors' swap, backup and lock files, which change on every keystroke or save but are not sources.
func isScratchFile(_ name: String) -> Bool {
    name.hasPrefix(".") || name.hasPrefix("#") || name.hasSuffix("~") || name == "4913"
}
