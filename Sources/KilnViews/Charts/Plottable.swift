import Foundation

/// A value a chart can plot, as Swift Charts' `Plottable`: it stands for a primitive value
/// (a number, a string or a date). Kiln's `.value(_:_:)` also plots values that don't conform
/// (see `PlottableValue`); conforming says which primitive a custom type stands for.
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

/// Enums and other raw-representable types plot as their raw value.
nonisolated extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue { rawValue }

    public init?(primitivePlottable: RawValue) {
        self.init(rawValue: primitivePlottable)
    }
}

/// The primitives: each stands for itself.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}

nonisolated extension _PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

nonisolated extension String: _PrimitivePlottable {}
nonisolated extension Int: _PrimitivePlottable {}
nonisolated extension Int8: _PrimitivePlottable {}
nonisolated extension Int16: _PrimitivePlottable {}
nonisolated extension Int32: _PrimitivePlottable {}
nonisolated extension Int64: _PrimitivePlottable {}
nonisolated extension UInt: _PrimitivePlottable {}
nonisolated extension UInt8: _PrimitivePlottable {}
nonisolated extension UInt16: _PrimitivePlottable {}
nonisolated extension UInt32: _PrimitivePlottable {}
nonisolated extension UInt64: _PrimitivePlottable {}
nonisolated extension Double: _PrimitivePlottable {}
nonisolated extension Float: _PrimitivePlottable {}
nonisolated extension Decimal: _PrimitivePlottable {}
nonisolated extension Date: _PrimitivePlottable {}
