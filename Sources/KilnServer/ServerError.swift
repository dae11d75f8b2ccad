/// Why a ``StaticServer`` could not start.
public enum ServerError: Error, Equatable, CustomStringConvertible {
    /// Every port tried was taken.
    case portsInUse(host: String, first: UInt16, last: UInt16)
    /// The address could not be listened on (unknown host, permission denied, …).
    case cannotListen(host: String, port: UInt16, reason: String)
    /// `start()` was called on a server that was already started.
    case alreadyStarted

    public var description: String {
        switch self {
        case .portsInUse(let host, let first, let last) where first == last:
            "Port \(first) on \(host) is already in use; choose another port."
        case .portsInUse(let host, let first, let last):
            "Ports \(first)–\(last) on \(host) are all in use; choose another port."
        case .cannotListen(let host, let port, let reason):
            "Cannot listen on \(host):\(port): \(reason)."
        case .alreadyStarted:
            "The server was already started; create a new one to serve again."
        }
    }
}
