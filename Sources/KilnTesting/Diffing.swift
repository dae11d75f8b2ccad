import Foundation

/// How a snapshot format is stored on disk and compared.
public struct Diffing<Format> {
    /// Encodes a snapshot for writing to a reference or artifact file.
    public var toData: (Format) -> Data
    /// Decodes a reference file.
    public var fromData: (Data) -> Format
    /// Compares a reference (first) with a fresh snapshot (second): `nil` when they are equal,
    /// otherwise a human-readable description of the difference.
    public var diff: (_ reference: Format, _ actual: Format) -> String?

    public init(
        toData: @escaping (Format) -> Data,
        fromData: @escaping (Data) -> Format,
        diff: @escaping (_ reference: Format, _ actual: Format) -> String?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
