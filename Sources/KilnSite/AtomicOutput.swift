import Foundation

/// Writes a site into a staging folder beside the output folder and swaps it in only when
/// the build is complete, so a failing or killed build leaves the previous site whole. A file
/// whose bytes did not change is hard-linked from the previous site rather than rewritten.
final class AtomicOutput: @unchecked Sendable {
    let target: URL
    private let staging: URL
    private let previous: URL
    private let lock = NSLock()
    private var unchanged = 0
    private var written = 0
    private var bytes = 0
    /// Folders already made in the staging folder, so each is made once.
    private var folders: Set<String> = []
    private let files = FileManager.default
    /// The staging and target folders' paths, each with its closing `/`: a page's path is
    /// appended as a string (a URL cost more to build than the rest of the write).
    private let stagingFolder: String, targetFolder: String

    init(target: URL) throws {
        self.target = target.standardizedFileURL
        let parent = self.target.deletingLastPathComponent()
        let name = self.target.lastPathComponent
        staging = parent.appendingPathComponent(".\(name).kiln-staging")
        previous = parent.appendingPathComponent(".\(name).kiln-previous")
        stagingFolder = staging.path + "/"
        targetFolder = self.target.path + "/"
        do {
            try files.createDirectory(at: parent, withIntermediateDirectories: true)
            // A build killed between the two renames of a swap left the old site here: put it back.
            if !files.fileExists(atPath: self.target.path) && files.fileExists(atPath: previous.path) {
                try files.moveItem(at: previous, to: self.target)
            }
            try? files.removeItem(at: previous)
            try? files.removeItem(at: staging)
            try files.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw SiteError.output(path: self.target.path, reason: Self.reason(error))
        }
    }

    /// Writes one file of the new site (thread-safe).
    func write(_ content: [UInt8], to path: String) throws {
        let destination = stagingFolder + path, existing = targetFolder + path
        do {
            try makeFolder(ofFile: destination)
            if let old = files.contents(atPath: existing), Self.same(old, content),
                (try? files.linkItem(atPath: existing, toPath: destination)) != nil
            {
                count(unchanged: true, content.count)
                return
            }
            try writeFile(content, to: destination)
            count(unchanged: false, content.count)
        } catch {
            throw SiteError.output(path: destination, reason: Self.reason(error))
        }
    }

    /// Takes the previous site's file at `path` into the new site as it is (a hard link);
    /// false when the previous site has none.
    func reuse(_ path: String) throws -> Bool {
        let destination = stagingFolder + path, existing = targetFolder + path
        guard let size = (try? files.attributesOfItem(atPath: existing))?[.size] as? Int else { return false }
        do {
            try makeFolder(ofFile: destination)
            try files.linkItem(atPath: existing, toPath: destination)
        } catch {
            throw SiteError.output(path: destination, reason: Self.reason(error))
        }
        count(unchanged: true, size)
        return true
    }

    private func makeFolder(ofFile path: String) throws {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        let folder = String(path[..<slash])
        guard lock.withLock({ folders.insert(folder).inserted }) else { return }
        // One mkdir(2) for the usual case of a parent that exists; the full walk otherwise.
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    /// Compared with `memcmp`: `Data.elementsEqual` read the old file a byte at a time.
    private static func same(_ old: Data, _ new: [UInt8]) -> Bool {
        guard old.count == new.count else { return false }
        return old.withUnsafeBytes { old in new.withUnsafeBytes { new in old.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0 } }
    }

    /// Copies a file (an asset) into the new site.
    func copy(_ source: URL, to path: String) throws {
        guard let content = files.contents(atPath: source.path) else {
            throw SiteError.output(path: source.path, reason: "the asset cannot be read")
        }
        try write([UInt8](content), to: path)
    }

    /// Swaps the new site in: in one step where the system can exchange two folders, so that
    /// neither a killed build nor a server reading the folder ever finds it missing; else with
    /// two renames, whose gap the next build repairs (see `init`).
    func commit() throws {
        do {
            if files.fileExists(atPath: target.path), exchange(staging.path, target.path) {
                // The old site is where the staging folder was.
                try? files.removeItem(at: staging)
                return
            }
            if files.fileExists(atPath: target.path) { try files.moveItem(at: target, to: previous) }
            try files.moveItem(at: staging, to: target)
            try? files.removeItem(at: previous)
        } catch {
            throw SiteError.output(path: target.path, reason: Self.reason(error))
        }
    }

    /// Throws the new site away; the previous one stays.
    func discard() {
        try? files.removeItem(at: staging)
    }

    var counts: (written: Int, unchanged: Int, bytes: Int) {
        lock.withLock { (written, unchanged, bytes) }
    }

    private func count(unchanged isUnchanged: Bool, _ size: Int) {
        lock.withLock {
            if isUnchanged { unchanged += 1 } else { written += 1 }
            bytes += size
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain, let message = String(validatingCString: strerror(Int32(nsError.code))) {
            return message.lowercased()
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let message = String(validatingCString: strerror(Int32(underlying.code))), underlying.domain == NSPOSIXErrorDomain
        {
            return message.lowercased()
        }
        return nsError.localizedDescription
    }
}

/// One open, write and close: Foundation's `Data.write` costs more per file, and a site is
/// thousands of small files.
private func writeFile(_ content: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var offset = 0
    while offset < content.count {
        let written = content.withUnsafeBytes { buffer in write(descriptor, buffer.baseAddress! + offset, content.count - offset) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        offset += written
    }
}

/// Exchanges two paths atomically: `renameat2(RENAME_EXCHANGE)` on Linux (looked up at run time,
/// as Glibc's module does not declare it), `renamex_np(RENAME_SWAP)` on Apple systems. False
/// where the system or the file system cannot.
private func exchange(_ first: String, _ second: String) -> Bool {
    #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameExchange: UInt32 = 1 << 1
        return unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
    #elseif canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
    #else
        return false
    #endif
}
