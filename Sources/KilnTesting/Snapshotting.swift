/// A way of snapshotting values of type `Value` as `Format` (for example a view as HTML text).
///
/// A strategy is a plain value: the file extension its references use, how to compare and store
/// the format (``Diffing``), and how to turn a value into that format. Derive new strategies
/// from existing ones with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == Invoice, Format == String {
///     static let summary = Snapshotting<String, String>.lines.pullback { $0.summaryText }
/// }
/// ```
public struct Snapshotting<Value, Format> {
    /// The extension of reference files, without the dot (`"txt"`, `"html"`).
    public var pathExtension: String
    /// How to store, load and compare snapshots.
    public var diffing: Diffing<Format>
    /// Turns a value into its snapshot.
    public var snapshot: (Value) -> Format

    public init(
        pathExtension: String,
        diffing: Diffing<Format>,
        snapshot: @escaping (Value) -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that first transforms it into a `Value`, then snapshots that
    /// with this strategy. The path extension and diffing are kept.
    public func pullback<NewValue>(
        _ transform: @escaping (NewValue) -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(
            pathExtension: pathExtension,
            diffing: diffing,
            snapshot: { snapshot(transform($0)) }
        )
    }
}
