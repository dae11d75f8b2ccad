import Foundation

/// The key of an interpolated localized string and its arguments, as Foundation writes keys:
/// `"Hello \(name), \(count) new"` is the key `"Hello %@, %lld new"`.
nonisolated struct LocalizedFormat: Hashable, Sendable {
    private(set) var key = ""
    private(set) var arguments: [String] = []
    /// How the key names each argument's kind, in order: a plural is chosen by a number's.
    private(set) var specifiers: [Specifier] = []

    init() {}

    /// A key with no arguments: its text is the key as written, percent signs and all.
    init(key: String) {
        self.key = key
        isPlain = true
    }

    private var isPlain = false

    /// Looked up by `key` instead (`String(localized:defaultValue:)`), its arguments kept.
    mutating func rekey(_ key: String) {
        self.key = key
        isPlain = arguments.isEmpty
    }

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
    struct Specifier: Hashable, Sendable {
        let rawValue: String

        static let object = Specifier(rawValue: "%@")
        static let integer = Specifier(rawValue: "%lld")
        static let double = Specifier(rawValue: "%lf")
    }

    /// Appends an interpolated value.
    mutating func appendArgument<T>(_ value: T) {
        let (shown, specifier) = Self.describe(value)
        appendArgument(shown, specifier: specifier)
    }

    mutating func appendArgument(_ shown: String, specifier: Specifier) {
        key += specifier.rawValue
        arguments.append(shown)
        specifiers.append(specifier)
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

    /// The format with its arguments in place: `%@`, `%lld`, `%d`, `%lf`, `%f`, `%.2f`, their
    /// positional forms (`%2$@`) and `%%`. A number is written with `locale`'s decimal separator
    /// (as `String(format:locale:)` does); an integer conversion shows a number's whole part.
    func applied(to format: String, locale: Locale? = nil) -> String {
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
            let modifiers = scalars.prefix { "0123456789.-+ #lhqLzjt'".unicodeScalars.contains($0) }
            scalars = scalars.dropFirst(modifiers.count)
            guard let conversion = scalars.popFirst() else { break }
            let index = position.map { $0 - 1 } ?? next
            next = index + 1
            guard arguments.indices.contains(index) else { continue }
            result += Self.converted(arguments[index], conversion, modifiers: String(String.UnicodeScalarView(modifiers)), locale: locale)
        }
        return result
    }

    /// An argument's text as a conversion shows it: numbers as the conversion and precision ask.
    private static func converted(_ shown: String, _ conversion: Unicode.Scalar, modifiers: String, locale: Locale?) -> String {
        guard conversion != "@", let number = Double(shown), number.isFinite else { return shown }
        let decimalSeparator = locale?.decimalSeparator ?? "."
        switch conversion {
        case "d", "i", "u", "D", "U":
            return String(Int(number.rounded(.towardZero)))
        case "f", "F", "e", "E", "g", "G":
            let precision = modifiers.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first.map { Int($0.prefix { $0.isNumber }) ?? 0 }
            let text = precision.map { String(format: "%.\($0)f", number) } ?? shown
            return decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: decimalSeparator)
        default:
            return shown
        }
    }

    /// The text in `format` (a translation of `key`), or the key's own text without a translation.
    func text(translatedAs format: String?) -> String {
        isPlain ? format ?? key : applied(to: format ?? key)
    }

    /// The text of a table's entry for this key in `language`: its plural form for the first
    /// numeric argument (`zero` for 0 where the entry has one, as Apple's tables do), its
    /// substitutions (`%#@name@`) chosen by their own arguments, with the arguments in place.
    func text(translatedAs entry: TableEntry, language: String, locale: Locale) -> String {
        var format: String
        switch entry.value {
        case .text(let text):
            if isPlain && entry.substitutions.isEmpty { return text }
            format = text
        case .plural(let forms):
            let number = specifiers.indices.first { specifiers[$0] != .object && PluralOperand(shown: arguments[$0]) != nil }
            format = Self.form(forms, for: number.flatMap { PluralOperand(shown: arguments[$0]) }, language: language)
        }
        for (name, substitution) in entry.substitutions {
            let argument = arguments.indices.contains(substitution.argument - 1) ? arguments[substitution.argument - 1] : ""
            let form = Self.form(substitution.forms, for: PluralOperand(shown: argument), language: language)
            let placed = form.replacingOccurrences(of: "%arg", with: "%\(substitution.argument)$\(substitution.specifier)")
            format = format.replacingOccurrences(of: "%#@\(name)@", with: placed)
        }
        return applied(to: format, locale: locale)
    }

    private static func form(_ forms: [PluralCategory: String], for number: PluralOperand?, language: String) -> String {
        guard let number else { return forms[.other] ?? "" }
        if number.n == 0, let zero = forms[.zero] { return zero }
        return forms[PluralRules.category(of: number, language: language)] ?? forms[.other] ?? ""
    }
}
