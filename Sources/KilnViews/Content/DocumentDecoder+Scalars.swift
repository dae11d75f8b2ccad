import Foundation
import KilnMarkdown

extension DocumentDecoder {
    /// The value as `T`: a scalar read as the type asks, else `T`'s own decoding.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == MarkdownDocument.self, let document = try markdown() { return document as! T }
        guard let text = try scalarText(for: T.self) else { return try T(from: self) }
        if T.self == String.self { return text as! T }
        if T.self == Bool.self {
            switch text.lowercased() {
            case "true": return true as! T
            case "false": return false as! T
            default: throw mismatch("true or false")
            }
        }
        if let integer = T.self as? any FixedWidthInteger.Type {
            guard let value = integer.init(text.replacingOccurrences(of: "_", with: ""), radix: 10) else { throw mismatch("a whole number") }
            return value as! T
        }
        if T.self == Double.self {
            guard let value = Double(text) else { throw mismatch("a number") }
            return value as! T
        }
        if T.self == Float.self {
            guard let value = Float(text) else { throw mismatch("a number") }
            return value as! T
        }
        if T.self == Date.self {
            guard let date = Self.date(text) else { throw mismatch("a date: write 2026-01-05, or 2026-01-05T09:30:00Z with a time") }
            return date as! T
        }
        if T.self == URL.self {
            guard let url = URL(string: text) else { throw mismatch("a URL") }
            return url as! T
        }
        return try T(from: self)
    }

    /// The text of a scalar when `T` is read from one; nil when `T` decodes itself.
    private func scalarText<T>(for type: T.Type) throws -> String? {
        let isScalar = T.self == String.self || T.self == Bool.self || T.self is any FixedWidthInteger.Type
            || T.self == Double.self || T.self == Float.self || T.self == Date.self || T.self == URL.self
        guard isScalar else { return nil }
        switch value {
        case .body: return source.body
        case .slug: return source.slug
        case .frontMatter(let node):
            guard case .scalar(let text, _) = node.kind else { throw mismatch(Self.describe(T.self)) }
            return text
        }
    }

    private static func describe<T>(_ type: T.Type) -> String {
        switch T.self {
        case is String.Type: "text"
        case is Bool.Type: "true or false"
        case is Date.Type: "a date"
        case is URL.Type: "a URL"
        default: "a number"
        }
    }

    /// `2026-01-05` (midnight UTC), or with a time: `2026-01-05T09:30`, `2026-01-05 09:30:15`,
    /// with `Z` or an offset such as `+02:00` (UTC without one). Read digit by digit, so the
    /// same text is the same date on every machine.
    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + digits)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }
        func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), skip(UInt8(ascii: "-")), let month = number(2), skip(UInt8(ascii: "-")), let day = number(2),
              (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        var offset = 0
        if index < bytes.count {
            guard skip(UInt8(ascii: "T")) || skip(UInt8(ascii: " ")), let hour = number(2), skip(UInt8(ascii: ":")), let minute = number(2),
                  hour < 24, minute < 60
            else { return nil }
            components.hour = hour
            components.minute = minute
            if skip(UInt8(ascii: ":")) {
                guard let second = number(2), second < 61 else { return nil }
                components.second = second
                if skip(UInt8(ascii: ".")) { while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 } }
            }
            if skip(UInt8(ascii: "Z")) {
            } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                index += 1
                guard let hours = number(2) else { return nil }
                _ = skip(UInt8(ascii: ":"))
                guard let minutes = number(2) else { return nil }
                offset = sign * (hours * 3600 + minutes * 60)
            }
            guard index == bytes.count else { return nil }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
        return date.addingTimeInterval(TimeInterval(-offset))
    }
}
