/// A problem found while building a page, in compiler form (`File.swift:12: warning: …`).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case warning, error }

    public var severity: Severity
    public var message: String
    public var source: CallSite?

    package init(_ severity: Severity, _ message: String, at source: CallSite?) {
        self.severity = severity
        self.message = message
        self.source = source
    }

    public var description: String { described(placing: \.description) }

    /// The diagnostic with its place written by `place` (a path the user can open, say).
    public func described(placing place: (CallSite) -> String) -> String {
        "\(source.map { "\(place($0)): " } ?? "")\(severity.rawValue): \(message)"
    }
}
