import Glibc

/// A regular file opened for one response; closed when the response is done with it.
final class OpenFile {
    let descriptor: Int32
    let size: Int
    /// A validator from the file's identity, size and modification time: it changes when a rebuild rewrites the file.
    let etag: String

    /// Opens `path` if it is a regular file. Never follows a final symlink (the path is already
    /// resolved) and never blocks on a FIFO.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(status.st_size)
        let modified = UInt64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ UInt64(status.st_mtim.tv_nsec)
        etag = "\(String(status.st_ino, radix: 16))-\(String(size, radix: 16))-\(String(modified, radix: 16))"
    }

    deinit { close(descriptor) }

    /// The whole file, for responses that change it (the live-reload script); nil if it cannot be read.
    func readAll() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + offset, size - offset, off_t(offset))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return bytes
    }
}
