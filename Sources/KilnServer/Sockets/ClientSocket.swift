import Glibc

/// A connected client's socket, used by its connection's thread only: reads against a deadline,
/// writes in full within the write time-out (`SO_SNDTIMEO`). Closing belongs to the server, which
/// keeps the descriptor registered until then so that `stop()` can wake it.
struct ClientSocket {
    enum ReadResult: Equatable {
        case read(Int)
        case closed
        case timedOut
    }

    let descriptor: Int32

    /// Sets the socket up for small responses (no Nagle delay) and bounded writes.
    init(descriptor: Int32, writeTimeout: Duration) {
        self.descriptor = descriptor
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        let milliseconds = writeTimeout.milliseconds
        var timeout = timeval(tv_sec: milliseconds / 1000, tv_usec: (milliseconds % 1000) * 1000)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads what has arrived, waiting no later than `deadline`.
    func read(into buffer: UnsafeMutableRawBufferPointer, before deadline: Deadline) -> ReadResult {
        while true {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, deadline.remaining)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { return .timedOut }
            guard ready > 0 else { return .closed }
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .read(count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return .closed
        }
    }

    /// Writes all of `bytes`; `more` holds them back until the next write (a head before its body).
    func write(_ bytes: [UInt8], more: Bool = false) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let flags = Int32(MSG_NOSIGNAL) | (more ? Int32(MSG_MORE) : 0)
                let count = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, flags)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    /// Sends the whole file from the kernel's page cache; false if the client stopped reading or the
    /// file shrank under a rebuild (the connection must then close: the length was already promised).
    func write(_ file: OpenFile) -> Bool {
        var offset = off_t(0)
        while offset < file.size {
            let count = sendfile(descriptor, file.descriptor, &offset, file.size - Int(offset))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
        }
        return true
    }

    /// Before closing after an answer: stops writing, then reads and discards what the client still
    /// sends until it closes or `deadline` passes, so that the answer is not lost to a reset.
    func drain(before deadline: Deadline) {
        shutdown(descriptor, Int32(SHUT_WR))
        var scratch = [UInt8](repeating: 0, count: 4096)
        while case .read = scratch.withUnsafeMutableBytes({ read(into: $0, before: deadline) }) {}
    }
}
