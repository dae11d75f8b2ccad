import KilnTree

/// A length that SwiftUI scales with the reader's Dynamic Type size, relative to a text style
/// (`@ScaledMetric(relativeTo: .footnote) var iconWidth = 14.0`). A page is built at the default
/// size, where a scaled metric is its own value; text on the page is sized in `rem`, so the
/// reader's browser scales it, but a length made from a metric stays what it was at build time.
@propertyWrapper
nonisolated public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    public let wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}
