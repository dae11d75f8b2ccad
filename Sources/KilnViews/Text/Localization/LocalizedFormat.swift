/// The key of an interpolated localized string and its arguments, as Foundation writes keys:
/// `"Hello \(name), \(count) new"` is the key `"Hello %@, %lld new"`.
nonisolated struct LocalizedFormat: Hashable, Sendable {
    private(set) var key = ""
    private(set) var arguments: [String] = []

    init() {}

    /// A key with no arguments: its text is the key as written, percent signs and all.
    init(key: String) {
        self.key = key
        isPlain = true
    }

    private var isPlain = false

    mutating func appendLiteral(_ literal: String) {
        // A literal percent sign is doubled in a format. Scanned by hand: Foundation's
        // `replacingOccurrences` bridges to NSString and cost more than the rest of a `Text`.
        guard literal.utf8.contains(UInt8(ascii: "%")) else {
            key += literal
            return
        }
        for scalar in literal.unicodeScalars {
            key.unicodeScalars.append(scalar)
            if scalar == "%" { key.unicodeScalars.append("%") }
        }
    }

    /// How a format names an argument's kind, as Foundation writes keys.
    enum Specifier: String, Hashable, Sendable {
        case object = "%@"
        case integer = "%lld"
        case double = "%lf"
    }

    /// Appends an interpolated value.
    mutating func appendArgument<T>(_ value: T) {
        let (shown, specifier) = Self.describe(value)
        appendArgument(shown, specifier: specifier)
    }

    mutating func appendArgument(_ shown: String, specifier: Specifier) {
        key += specifier.rawValue
        arguments.append(shown)
    }

    /// A value's text and format specifier. Strings and integers, most of what pages
    /// interpolate, are matched by their concrete type first: `String(describing:)` and a test
    /// for `BinaryInteger` look up protocol conformances at run time, on every row of a list.
    /// Exactly `Int` and `String` are matched by their metatypes before any cast (a dynamic cast,
    /// even one that succeeds, cost more than showing the value); the casts still take optionals
    /// and existentials holding them.
    static func describe<T>(_ value: T) -> (shown: String, specifier: Specifier) {
        if T.self == Int.self { return (String(unsafeBitCast(value, to: Int.self)), .integer) }
        if T.self == String.self { return (unsafeBitCast(value, to: String.self), .object) }
        return switch value {
        case let string as String: (string, .object)
        case let integer as Int: (String(integer), .integer)
        case is any BinaryInteger: (String(describing: value), .integer)
        case is Double, is Float: (String(describing: value), .double)
        default: (String(describing: value), .object)
        }
    }

    /// The format with its arguments in place: `%@`, `%lld`, `%d`, `%lf`, `%f`, their positional
    /// forms (`%2$@`) and `%%`.
    func applied(to format: String) -> String {
        var result = ""
        var next = 0
        var scalars = Substring(format).unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                scalars.removeFirst()
                result += "%"
                continue
            }
            var position: Int?
            let digits = scalars.prefix { $0.properties.numericType != nil && $0.isASCII }
            if !digits.isEmpty, scalars.dropFirst(digits.count).first == "$" {
                position = Int(String(String.UnicodeScalarView(digits)))
                scalars = scalars.dropFirst(digits.count + 1)
            }
            // Flags, width, precision and length modifiers, then the conversion character.
            let modifiers = scalars.prefix { "0123456789.-+ #lhqLzjt".unicodeScalars.contains($0) }
            scalars = scalars.dropFirst(modifiers.count)
            guard scalars.popFirst() != nil else { break }
            let index = position.map { $0 - 1 } ?? next
            next = index + 1
            if arguments.indices.contains(index) { result += arguments[index] }
        }
        return result
    }

    /// The text in `format` (a translation of `key`), or the key's own text without a translation.
    func text(translatedAs format: String?) -> String {
        isPlain ? format ?? key : applied(to: format ?? key)
    }
}
