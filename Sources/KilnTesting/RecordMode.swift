import Foundation

/// When snapshot assertions write reference files.
///
/// Recording always fails the assertion, so a CI run never passes by silently creating or
/// replacing references.
///
/// The mode for an assertion is, in order of precedence: its `record:` argument, the innermost
/// ``withSnapshotTesting(record:operation:)`` scope, the `KILN_RECORD` environment variable
/// (`all`, `missing`, `failed` or `never`), and finally ``missing``.
public struct RecordMode: Sendable, Hashable, CustomStringConvertible {
    private enum Storage: String, Sendable, Hashable {
        case all, missing, failed, never
    }

    private let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// Record every snapshot, replacing references even when they match.
    public static let all = RecordMode(.all)
    /// Record snapshots that have no reference yet; compare the others. The default.
    public static let missing = RecordMode(.missing)
    /// Record missing snapshots and replace references that do not match.
    public static let failed = RecordMode(.failed)
    /// Never write references: a missing reference is a failure.
    public static let never = RecordMode(.never)

    /// The environment variable read for the default mode.
    public static let environmentVariable = "KILN_RECORD"

    /// Parses a mode name: `all`, `missing`, `failed` or `never` (case and surrounding
    /// whitespace ignored).
    public init?(_ name: String) {
        let normalized = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let storage = Storage(rawValue: normalized) else { return nil }
        self.storage = storage
    }

    public var description: String { storage.rawValue }

    /// The mode set by the innermost `withSnapshotTesting(record:)` scope, if any.
    @TaskLocal static var scoped: RecordMode?

    /// Resolves the mode for one assertion: `argument`, else the scope, else `KILN_RECORD` in
    /// `environment`, else ``missing``. Throws when `KILN_RECORD` holds an unknown value
    /// (and would have been used).
    @_spi(Testing)
    public static func resolve(
        _ argument: RecordMode?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(InvalidValue) -> RecordMode {
        if let argument { return argument }
        if let scoped { return scoped }
        guard let raw = environment[environmentVariable],
              !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return .missing }
        guard let mode = RecordMode(raw) else { throw InvalidValue(value: raw) }
        return mode
    }

    /// `KILN_RECORD` holds something other than a mode name.
    @_spi(Testing)
    public struct InvalidValue: Error, CustomStringConvertible {
        public let value: String
        public var description: String {
            "\(RecordMode.environmentVariable)=\(value) is not a record mode; "
                + "use all, missing, failed or never."
        }
    }

    /// Whether a missing reference is written.
    var recordsMissing: Bool { storage != .never }
    /// Whether a mismatching reference is replaced.
    var recordsFailures: Bool { storage == .all || storage == .failed }
    /// Whether a matching reference is rewritten too.
    var recordsAll: Bool { storage == .all }
}

/// Runs `operation` with `record` as the record mode for every snapshot assertion inside it
/// (including in child tasks) that does not pass its own `record:` argument.
public func withSnapshotTesting<T>(
    record: RecordMode,
    operation: () throws -> T
) rethrows -> T {
    try RecordMode.$scoped.withValue(record, operation: operation)
}

/// Runs the async `operation` with `record` as the record mode for every snapshot assertion
/// inside it (including in child tasks) that does not pass its own `record:` argument.
public func withSnapshotTesting<T>(
    record: RecordMode,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> T
) async rethrows -> T {
    try await RecordMode.$scoped.withValue(record, operation: operation)
}
