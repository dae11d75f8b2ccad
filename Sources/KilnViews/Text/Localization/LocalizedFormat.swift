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
        // A literal percent sign is doubled in a format.
        key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    mutating func appendArgument<T>(_ value: T, shown: String) {
        key += Self.specifier(for: value)
        arguments.append(shown)
    }

    static func specifier<T>(for value: T) -> String {
        switch value {
        case is any BinaryInteger: "%lld"
        case is Double, is Float: "%lf"
        default: "%@"
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
