import Dispatch
import Foundation

/// Watches by comparing each file's modification time and size with the last look, a few
/// times a second: the fallback where inotify is missing (macOS), with nothing beyond Foundation.
final class PollingWatcher: FileWatcher, @unchecked Sendable {
    private let package: URL
    private let entries: Set<String>
    private let onChange: @Sendable (String) -> Void
    private let interval: DispatchTimeInterval
    private let queue = DispatchQueue(label: "kiln.polling")
    // Touched only on `queue`.
    private var timer: (any DispatchSourceTimer)?
    private var snapshot: [String: FileStamp] = [:]

    init(package: URL, entries: Set<String>, interval: DispatchTimeInterval = .milliseconds(250), onChange: @escaping @Sendable (String) -> Void) {
        self.package = package.standardizedFileURL
        self.entries = entries
        self.interval = interval
        self.onChange = onChange
    }

    func start() throws {
        queue.sync {
            snapshot = takeSnapshot()
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + interval, repeating: interval)
            timer.setEventHandler { [weak self] in self?.look() }
            timer.resume()
            self.timer = timer
        }
    }

    func stop() {
        queue.sync {
            timer?.cancel()
            timer = nil
        }
    }

    private func look() {
        let current = takeSnapshot()
        defer { snapshot = current }
        let changed = current.filter { snapshot[$0.key] != $0.value }.keys + snapshot.keys.filter { current[$0] == nil }
        if let path = changed.sorted().first { onChange(path) }
    }

    private func takeSnapshot() -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey]
        for entry in entries {
            let root = package.appendingPathComponent(entry)
            var files = [root]
            if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) {
                files += walker.compactMap { $0 as? URL }
            }
            for file in files where !isScratchFile(file.lastPathComponent) {
                guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isDirectory != true else { continue }
                stamps[file.path] = FileStamp(modified: values.contentModificationDate, size: values.fileSize)
            }
        }
        return stamps
    }
}

private struct FileStamp: Equatable {
    var modified: Date?
    var size: Int?
}
