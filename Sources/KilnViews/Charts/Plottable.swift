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
extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue { rawValue }

    public init?(primitivePlottable: RawValue) {
        self.init(rawValue: primitivePlottable)
    }
}

/// The primitives: each stands for itself.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}

extension _PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: _PrimitivePlottable {}
extension Int: _PrimitivePlottable {}
extension Int8: _PrimitivePlottable {}
extension Int16: _PrimitivePlottable {}
extension Int32: _PrimitivePlottable {}
extension Int64: _PrimitivePlottable {}
extension UInt: _PrimitivePlottable {}
extension UInt8: _PrimitivePlottable {}
extension UInt16: _PrimitivePlottable {}
extension UInt32: _PrimitivePlottable {}
extension UInt64: _PrimitivePlottable {}
extension Double: _PrimitivePlottable {}
extension Float: _PrimitivePlottable {}
extension CGFloat: _PrimitivePlottable {}
extension Decimal: _PrimitivePlottable {}
extension Date: _PrimitivePlottable {}
