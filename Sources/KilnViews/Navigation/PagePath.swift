/// A value that chooses its page's path below its navigation container, such as
/// `"posts/hello-world"`. Without it a value's path is its type's name and its raw value, id or
/// description (`food-item/doughnut`).
public protocol PagePathConvertible {
    /// Path segments separated by `/`; each is made URL-safe as other paths are.
    var pagePath: String { get }
}

/// How values and labels become readable, stable path segments.
nonisolated enum PagePath {
    /// The segments of `value`'s page path, or nil when nothing stable names it.
    static func segments<Value>(of value: Value) -> [String]? {
        if let custom = value as? any PagePathConvertible {
            let segments = custom.pagePath.split(separator: "/").map { slug(String($0)) }
            return segments.isEmpty ? nil : segments
        }
        guard let name = name(of: value) else { return nil }
        return [slug(typeName(type(of: value)), splitsCamelCase: true), slug(name)]
    }

    /// The value's own name: its raw value, its id, or its description for strings and numbers.
    static func name<Value>(of value: Value) -> String? {
        if let raw = value as? any RawRepresentable { return rawName(raw) }
        if let identifiable = value as? any Identifiable { return idName(identifiable) }
        if let lossless = value as? any LosslessStringConvertible { return lossless.description }
        return nil
    }

    private static func rawName<R: RawRepresentable>(_ value: R) -> String { "\(value.rawValue)" }

    private static func idName<I: Identifiable>(_ value: I) -> String {
        if let raw = value.id as? any RawRepresentable { return rawName(raw) }
        return "\(value.id)"
    }

    /// `FoodItem` for `FoodItem`, `Array` for `Array<Int>`: the type's name without its module or arguments.
    static func typeName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        return String(name.prefix { $0 != "<" })
    }

    /// Lowercased letters and digits with single hyphens between words (`Moon Cake` → `moon-cake`,
    /// and with `splitsCamelCase`, `FoodItem` → `food-item`). Text without letters or digits (an emoji) spells its scalars
    /// in hex (`u1f369`), so every name has a segment.
    static func slug(_ text: String, splitsCamelCase: Bool = false) -> String {
        var result = ""
        var pendingHyphen = false
        var previousWasLower = false
        for character in text {
            guard character.isLetter || character.isNumber else {
                pendingHyphen = !result.isEmpty
                previousWasLower = false
                continue
            }
            // A capital after a lowercase letter starts a word in a type's name.
            if splitsCamelCase && character.isUppercase && previousWasLower { pendingHyphen = true }
            if pendingHyphen { result += "-" }
            pendingHyphen = false
            result += character.lowercased()
            previousWasLower = character.isLowercase
        }
        if result.isEmpty {
            return "u" + text.unicodeScalars.filter { $0.value > 0x20 }.map { String($0.value, radix: 16) }.joined(separator: "-")
        }
        return result
    }
}
