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

    public var description: String {
        let place = source.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message)"
    }
}
