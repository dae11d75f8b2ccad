/// Whether a YAML plain scalar is a number: an integer or float (`-12`, `3.5e-2`, `1_000`),
/// hexadecimal `0x…` or octal `0o…`, or `.inf`, `-.inf` and `.nan` in their three spellings.
enum YAMLNumber {
    static func matches(_ text: ArraySlice<UInt8>) -> Bool {
        var rest = text
        if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { rest = rest.dropFirst() }
        if specialValues.contains(String(decoding: rest, as: UTF8.self)) { return true }
        if rest.count > 2, rest.first == UInt8(ascii: "0"), let radix = rest.dropFirst().first {
            let digits = rest.dropFirst(2)
            if radix == UInt8(ascii: "x") { return digits.allSatisfy(CodeByte.isHexDigit) }
            if radix == UInt8(ascii: "o") { return digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") } }
        }
        return isDecimal(rest)
    }

    private static let specialValues: Set<String> = [".inf", ".Inf", ".INF", ".nan", ".NaN", ".NAN"]

    /// Digits (with `_`), an optional fraction, an optional exponent; at least one digit.
    private static func isDecimal(_ text: ArraySlice<UInt8>) -> Bool {
        var index = text.startIndex
        var digitCount = 0
        func skipDigits() {
            while index < text.endIndex, CodeByte.isDigit(text[index]) || text[index] == UInt8(ascii: "_") {
                if text[index] != UInt8(ascii: "_") { digitCount += 1 }
                index += 1
            }
        }
        skipDigits()
        if index < text.endIndex, text[index] == UInt8(ascii: ".") {
            index += 1
            skipDigits()
        }
        guard digitCount > 0 else { return false }
        if index < text.endIndex, CodeByte.lowercased(text[index]) == UInt8(ascii: "e") {
            index += 1
            if index < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { index += 1 }
            let mantissaDigits = digitCount
            skipDigits()
            guard digitCount > mantissaDigits else { return false }
        }
        return index == text.endIndex
    }
}
