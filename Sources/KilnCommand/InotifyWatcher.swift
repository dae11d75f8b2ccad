#if canImport(Glibc)
import Dispatch
import Foundation
import Glibc

/// Watches with Linux's inotify: one watch on the package folder (for its watched entries
/// appearing, going or being replaced) and one on every folder inside the watched entries,
/// added as folders are created. The kernel reports each change as it happens; no polling.
final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    private let package: URL
    private let entries: Set<String>
    private let onChange: @Sendable (String) -> Void
    private let queue = DispatchQueue(label: "kiln.inotify")
    // Touched only on `queue` once started.
    private var descriptor: Int32 = -1
    private var source: (any DispatchSourceRead)?
    private var folders: [Int32: String] = [:]

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF)

    init(package: URL, entries: Set<String>, onChange: @escaping @Sendable (String) -> Void) {
        self.package = package.standardizedFileURL
        self.entries = entries
        self.onChange = onChange
    }

    func start() throws {
        try queue.sync {
            descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { throw CommandError.cannotWatch(String(cString: strerror(errno))) }
            addWatch(package.path)
            for entry in entries { addTree(package.appendingPathComponent(entry).path) }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            let descriptor = descriptor
            source.setEventHandler { [weak self] in self?.readEvents() }
            source.setCancelHandler { close(descriptor) }
            source.resume()
            self.source = source
        }
    }

    func stop() {
        queue.sync {
            source?.cancel()
            source = nil
        }
    }

    private func addWatch(_ folder: String) {
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        if watch >= 0 { folders[watch] = folder }
    }

    /// Watches `path` and every folder below it, if it is a folder.
    private func addTree(_ path: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return }
        addWatch(path)
        for child in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !isScratchFile(child) {
            addTree(path + "/" + child)
        }
    }

    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                // struct inotify_event: wd, mask, cookie, len, then `len` bytes of NUL-padded name.
                while offset + 16 <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
                    handle(watch: watch, mask: mask, name: String(decoding: nameBytes, as: UTF8.self))
                    offset += 16 + length
                }
            }
        }
    }

    private func handle(watch: Int32, mask: UInt32, name: String) {
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[watch] = nil
            return
        }
        guard let folder = folders[watch] else { return }
        // The package folder's own events matter only for the watched entries in it.
        if folder == package.path && !entries.contains(name) { return }
        if name.isEmpty || isScratchFile(name) { return }
        let path = folder + "/" + name
        // A new folder (or a watched entry replaced whole) is watched with all it holds.
        if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { addTree(path) }
        onChange(path)
    }
}
#endif
