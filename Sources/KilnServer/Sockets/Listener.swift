import Glibc

/// The listening socket, bound to the first free port of those allowed.
struct Listener {
    let descriptor: Int32
    let port: UInt16

    /// Binds `host:port`, or the next free port up to `port + extraPorts`.
    static func bind(host: String, port: UInt16, extraPorts: Int) throws(ServerError) -> Listener {
        let last = UInt16(clamping: port == 0 ? 0 : Int(port) + extraPorts)
        for candidate in port...last {
            switch attempt(host: host, port: candidate) {
            case .success(let listener): return listener
            case .failure(let failure) where failure.isAddressInUse: continue
            case .failure(let failure): throw .cannotListen(host: host, port: candidate, reason: failure.reason)
            }
        }
        throw .portsInUse(host: host, first: port, last: last)
    }

    private struct Failure: Error {
        let isAddressInUse: Bool
        let reason: String

        init(errno code: Int32) {
            isAddressInUse = code == EADDRINUSE
            reason = String(cString: strerror(code))
        }

        init(lookup code: Int32) {
            isAddressInUse = false
            reason = String(cString: gai_strerror(code))
        }
    }

    private static func attempt(host: String, port: UInt16) -> Result<Listener, Failure> {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var addresses: UnsafeMutablePointer<addrinfo>?
        let lookup = getaddrinfo(host, String(port), &hints, &addresses)
        guard lookup == 0, let address = addresses else { return .failure(Failure(lookup: lookup)) }
        defer { freeaddrinfo(addresses) }

        let descriptor = socket(address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .failure(Failure(errno: errno)) }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        guard Glibc.bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0,
            listen(descriptor, SOMAXCONN) == 0
        else {
            let code = errno
            close(descriptor)
            return .failure(Failure(errno: code))
        }
        return .success(Listener(descriptor: descriptor, port: boundPort(descriptor)))
    }

    private static func boundPort(_ descriptor: Int32) -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(descriptor, $0, &length) }
        }
        return withUnsafeBytes(of: storage) { bytes in
            // sin_port and sin6_port both follow the 2-byte family, in network byte order.
            UInt16(bytes[2]) << 8 | UInt16(bytes[3])
        }
    }
}
