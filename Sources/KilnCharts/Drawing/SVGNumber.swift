import Foundation

/// Numbers as SVG and CSS write them: at most two decimals, no trailing zeros, never "-0".
enum SVGNumber {
    static func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(12)
        write(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A fraction of the plot as an SVG percentage.
    static func percent(_ fraction: Double) -> String { string(fraction * 100) + "%" }

    /// The value in whole hundredths: what is written, and whether it is negative. Non-finite
    /// and huge values are written as 0.
    @inline(__always)
    static func hundredths(_ value: Double) -> Int64 {
        guard value.isFinite && abs(value) < 1e15 else { return 0 }
        return Int64((value * 100).rounded())
    }

    /// Appends `string(value)`'s bytes, without building a string (paths write thousands of numbers).
    static func write(_ value: Double, into bytes: inout [UInt8]) {
        write(hundredths: hundredths(value), into: &bytes)
    }

    /// Appends a number given in whole hundredths: exact digits, no formatter, no exponent.
    static func write(hundredths: Int64, into bytes: inout [UInt8]) {
        let magnitude = hundredths.magnitude
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let whole = magnitude / 100
        var divisor: UInt64 = 1
        while divisor <= whole / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(truncatingIfNeeded: 48 + whole / divisor % 10))
            divisor /= 10
        }
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(truncatingIfNeeded: 48 + fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(truncatingIfNeeded: 48 + fraction % 10)) }
    }
}
