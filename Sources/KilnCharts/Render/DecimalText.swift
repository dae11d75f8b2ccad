/// Numbers as `NumberFormatter` writes them in the decimal style of `en_US` with at most six
/// fraction digits — grouped by three with commas, the shortest decimal that reads back as the
/// number rounded half to even, a negative number that rounds to zero written "-0" — without
/// the formatter, which costs some fifteen thousand instructions a number (a chart's data table
/// writes thousands). Tests compare it with the formatter.
enum DecimalText {
    static let maximumFractionDigits = 6

    /// The text of a finite `value`, "-" for minus, as the formatter writes it.
    static func enUS(_ value: Double) -> String {
        precondition(value.isFinite, "DecimalText writes finite numbers")
        var (digits, point) = shortestDigits(value.magnitude)
        round(&digits, &point)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count + 8)
        if value.sign == .minus && value != 0 { bytes.append(UInt8(ascii: "-")) }
        // The integer part, grouped by three.
        if point <= 0 {
            bytes.append(UInt8(ascii: "0"))
        } else {
            for position in 0..<point {
                if position > 0 && (point - position) % 3 == 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(position < digits.count ? digits[position] : UInt8(ascii: "0"))
            }
        }
        // The fraction, without trailing zeros (`round` dropped them).
        if digits.count > max(point, 0) {
            bytes.append(UInt8(ascii: "."))
            if point < 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -point)) }
            bytes.append(contentsOf: digits[max(point, 0)...])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The digits of Swift's shortest round-trip description of a non-negative number, without
    /// leading zeros, and where the decimal point goes: the value is 0.d₁d₂… × 10^point.
    private static func shortestDigits(_ magnitude: Double) -> (digits: [UInt8], point: Int) {
        var digits: [UInt8] = []
        var point = 0, exponent = 0, seenPoint = false
        var text = magnitude.description
        text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "."): seenPoint = true
                case UInt8(ascii: "e"):
                    let sign = utf8[index + 1] == UInt8(ascii: "-") ? -1 : 1
                    var value = 0
                    for digit in utf8[(index + 2)...] { value = value * 10 + Int(digit - UInt8(ascii: "0")) }
                    exponent = sign * value
                    index = utf8.count
                    continue
                default:
                    if digits.isEmpty && byte == UInt8(ascii: "0") {
                        // A leading zero: before the point it is nothing; after it, it moves the point.
                        if seenPoint { point -= 1 }
                    } else {
                        digits.append(byte)
                        if !seenPoint { point += 1 }
                    }
                }
                index += 1
            }
        }
        point += exponent
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return (digits, point)
    }

    /// Rounds to the fraction digits kept, half to even, and drops trailing zeros.
    private static func round(_ digits: inout [UInt8], _ point: inout Int) {
        let kept = point + maximumFractionDigits
        if kept < digits.count {
            if kept < 0 {
                digits = []
            } else {
                let first = digits[kept]
                let restIsZero = digits[(kept + 1)...].allSatisfy { $0 == UInt8(ascii: "0") }
                let lastIsOdd = kept > 0 && (digits[kept - 1] - UInt8(ascii: "0")) % 2 == 1
                let up = first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && (!restIsZero || lastIsOdd))
                digits.removeSubrange(kept...)
                if up {
                    var index = kept - 1
                    while index >= 0 && digits[index] == UInt8(ascii: "9") {
                        digits[index] = UInt8(ascii: "0")
                        index -= 1
                    }
                    if index >= 0 {
                        digits[index] += 1
                    } else {
                        digits.insert(UInt8(ascii: "1"), at: 0)
                        point += 1
                    }
                }
            }
        }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        if digits.isEmpty { point = 0 }
    }
}
