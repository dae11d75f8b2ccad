/// How a locale writes a number as Foundation (ICU) does for the plain number styles: the
/// digits of the value's shortest form (which round-trips, as ICU's does) rounded half to even to
/// `maximumFractionDigits`, trailing zeros dropped down to `minimumFractionDigits`, the integer
/// digits grouped by threes (then by `secondaryGroup`) once there are `minimumGroupingDigits`
/// more than three. `NumberFormats` learns one from Foundation and keeps it only where it
/// writes every probe as Foundation does.
nonisolated struct DecimalFormat: Sendable, Equatable {
    var minimumFractionDigits: Int
    var maximumFractionDigits: Int
    var minus: String
    var decimalSeparator: String
    var groupingSeparator: String
    var minimumGroupingDigits = 1
    var secondaryGroup = 3

    /// Values at least this large are left to Foundation, as are those that are not finite:
    /// below it the shortest form holds every integer digit.
    static let limit = 1e15

    /// At most this many fraction digits, and this many bytes in a sign or separator, so that
    /// the digits and the text fit the buffers below.
    static let fractionDigitLimit = 8, symbolByteLimit = 8

    /// `value` as Foundation writes it, or nil where this format does not know how.
    func format(_ value: Double) -> String? {
        guard value.isFinite, abs(value) < Self.limit else { return nil }
        var shortest = abs(value).description
        return shortest.withUTF8 { shortest in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { mantissa in
                // The shortest form's digits, and where its point falls among them (`1.5e-07`).
                var count = 0, point = 0, seenPoint = false
                for index in shortest.indices {
                    let byte = shortest[index]
                    if byte == UInt8(ascii: ".") {
                        seenPoint = true
                    } else if byte == UInt8(ascii: "e") {
                        var exponent = 0, negative = false
                        for byte in shortest[(index + 1)...] {
                            if byte == UInt8(ascii: "-") { negative = true } else if byte != UInt8(ascii: "+") { exponent = exponent * 10 + Int(byte &- 48) }
                        }
                        point += negative ? -exponent : exponent
                        break
                    } else if count < mantissa.count {
                        mantissa[count] = byte &- 48
                        count += 1
                        if !seenPoint { point += 1 }
                    }
                }
                return rounded(UnsafeBufferPointer(rebasing: mantissa[..<count]), point: point, negative: value.sign == .minus)
            }
        }
    }

    /// The mantissa (worth `0.mantissa × 10^point`) rounded half to even and written.
    private func rounded(_ mantissa: UnsafeBufferPointer<UInt8>, point: Int, negative: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digits in
            // The integer digits (at least one), the fraction's kept, then the first dropped one.
            let integerCount = max(point, 1)
            let total = integerCount + maximumFractionDigits + 1
            digits.initialize(repeating: 0)
            // The mantissa's digit `index` stands at `start + index`; those after the first dropped
            // digit only say whether what is dropped is more than a half.
            let start = integerCount - point
            var sticky = false
            for index in mantissa.indices {
                if start + index < total { digits[start + index] = mantissa[index] } else if mantissa[index] != 0 { sticky = true }
            }
            let dropped = digits[total - 1], lastKept = digits[total - 2]
            var carriedOut = false
            if dropped > 5 || (dropped == 5 && (sticky || lastKept % 2 == 1)) {
                carriedOut = true
                for index in stride(from: total - 2, through: 0, by: -1) {
                    if digits[index] < 9 {
                        digits[index] += 1
                        carriedOut = false
                        break
                    }
                    digits[index] = 0
                }
            }
            var fractionCount = maximumFractionDigits
            while fractionCount > minimumFractionDigits, digits[integerCount + fractionCount - 1] == 0 { fractionCount -= 1 }
            return write(digits, integerCount: integerCount, fractionCount: fractionCount, leadingOne: carriedOut, negative: negative)
        }
    }

    /// The text: the sign, the integer digits grouped (after a carried-out `1`), the fraction.
    private func write(_ digits: UnsafeMutableBufferPointer<UInt8>, integerCount: Int, fractionCount: Int, leadingOne: Bool, negative: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { output in
            var length = 0
            func append(_ symbol: String) {
                for byte in symbol.utf8 {
                    output[length] = byte
                    length += 1
                }
            }
            if negative { append(minus) }
            let integers = integerCount + (leadingOne ? 1 : 0)
            let grouped = integers >= 3 + minimumGroupingDigits
            for position in 0..<integers {
                let remaining = integers - position
                if grouped, position > 0, remaining >= 3, remaining == 3 || (remaining - 3) % secondaryGroup == 0 { append(groupingSeparator) }
                output[length] = (leadingOne ? (position == 0 ? 1 : digits[position - 1]) : digits[position]) + 48
                length += 1
            }
            if fractionCount > 0 {
                append(decimalSeparator)
                for position in integerCount..<(integerCount + fractionCount) {
                    output[length] = digits[position] + 48
                    length += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: output[..<length]), as: UTF8.self)
        }
    }
}
