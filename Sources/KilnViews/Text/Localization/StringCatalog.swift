import Foundation

/// One language's text for a key: plain, or chosen by a number's plural category, with the
/// named substitutions (`%#@apples@`) its text may hold.
nonisolated struct TableEntry: Hashable, Sendable {
    enum Value: Hashable, Sendable {
        case text(String)
        /// `variations.plural`: a form per category; `other` is always present.
        case plural([PluralCategory: String])
    }

    /// A `%#@name@` in the text: the argument it shows and the forms it shows it in.
    struct Substitution: Hashable, Sendable {
        /// 1-based, as catalogs write it.
        var argument: Int
        /// The argument's specifier without `%` (`lld`, `@`, `.1f`).
        var specifier: String
        var forms: [PluralCategory: String]
    }

    var value: Value
    var substitutions: [String: Substitution] = [:]
}

/// A malformed string table: the file, the key where the problem is (nil for the file as a
/// whole), and what is wrong, for the build to stop with.
nonisolated package struct StringTableError: Error, Hashable, CustomStringConvertible {
    package let file: String
    package let key: String?
    package let problem: String

    package var description: String {
        "\(file): error: \(key.map { "the string \"\($0)\" " } ?? "")\(problem)"
    }
}

/// A string catalog (`.xcstrings`, JSON): each key's localizations, with plural variations and
/// substitutions; device variations show their `other` device's form; comments and extraction
/// states are ignored.
nonisolated enum StringCatalog {
    struct Contents {
        var sourceLanguage: String?
        var byLanguage: [String: [String: TableEntry]] = [:]
        /// Keys marked `shouldTranslate: false`: never a missing translation.
        var untranslatable: Set<String> = []
    }

    /// The catalog's entries by language; a file that is not a catalog is an error naming it and the key.
    static func parse(_ data: Data, file: String) throws -> Contents {
        func fail(_ key: String?, _ problem: String) -> StringTableError {
            StringTableError(file: file, key: key, problem: problem)
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail(nil, "is not valid JSON (\(error.localizedDescription))")
        }
        guard let root = root as? [String: Any] else { throw fail(nil, "is not a string catalog: its top level is not an object") }
        guard let strings = root["strings"] as? [String: Any] else { throw fail(nil, "is not a string catalog: it has no \"strings\" object") }
        var contents = Contents(sourceLanguage: root["sourceLanguage"] as? String)
        for (key, entry) in strings {
            guard let entry = entry as? [String: Any] else { throw fail(key, "is not an object") }
            if entry["shouldTranslate"] as? Bool == false { contents.untranslatable.insert(key) }
            guard let localizations = entry["localizations"] else { continue }
            guard let localizations = localizations as? [String: Any] else { throw fail(key, "has \"localizations\" that are not an object") }
            for (language, localization) in localizations {
                do {
                    if let parsed = try Self.entry(localization) { contents.byLanguage[language, default: [:]][key] = parsed }
                } catch let problem as Problem {
                    throw fail(key, "in \"\(language)\": \(problem.text)")
                }
            }
        }
        return contents
    }

    private struct Problem: Error { let text: String }

    /// A localization's entry; nil for a string unit not translated yet (`state: new`, no value).
    private static func entry(_ localization: Any) throws -> TableEntry? {
        guard let localization = localization as? [String: Any] else { throw Problem(text: "the localization is not an object") }
        guard let value = try value(localization) else { return nil }
        var entry = TableEntry(value: value)
        if let substitutions = localization["substitutions"] {
            guard let substitutions = substitutions as? [String: Any] else { throw Problem(text: "\"substitutions\" is not an object") }
            for (name, substitution) in substitutions {
                guard let substitution = substitution as? [String: Any], let argument = substitution["argNum"] as? Int, argument >= 1 else {
                    throw Problem(text: "the substitution \"\(name)\" needs an \"argNum\" of 1 or more")
                }
                guard case .plural(let forms)? = try self.value(substitution) else {
                    throw Problem(text: "the substitution \"\(name)\" has no plural variations")
                }
                entry.substitutions[name] = TableEntry.Substitution(
                    argument: argument, specifier: substitution["formatSpecifier"] as? String ?? "@", forms: forms)
            }
        }
        return entry
    }

    /// The `stringUnit`'s text, or the plural forms, of a localization or a variation.
    private static func value(_ object: [String: Any]) throws -> TableEntry.Value? {
        if let unit = object["stringUnit"] {
            guard let unit = unit as? [String: Any], let text = unit["value"] as? String else {
                throw Problem(text: "a \"stringUnit\" has no string \"value\"")
            }
            return text.isEmpty && unit["state"] as? String == "new" ? nil : .text(text)
        }
        guard let variations = object["variations"] as? [String: Any] else {
            throw Problem(text: "a localization has neither a \"stringUnit\" nor \"variations\"")
        }
        if let devices = variations["device"] as? [String: Any] {
            // A page is read on every device: the form for the others.
            guard let device = devices["other"] ?? devices.keys.sorted().first.flatMap({ devices[$0] }) else { return nil }
            guard let device = device as? [String: Any] else { throw Problem(text: "a device variation is not an object") }
            return try value(device)
        }
        guard let plural = variations["plural"] as? [String: Any] else {
            throw Problem(text: "\"variations\" has no \"plural\" or \"device\" object")
        }
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name) else {
                throw Problem(text: "\"\(name)\" is not a plural category (zero, one, two, few, many, other)")
            }
            guard let form = form as? [String: Any], case .text(let text)? = try value(form) else {
                throw Problem(text: "the plural form \"\(name)\" has no text")
            }
            forms[category] = text
        }
        guard forms[.other] != nil else { throw Problem(text: "its plural variations have no \"other\" form") }
        return .plural(forms)
    }
}

/// A `.strings` file: `"key" = "value";` lines in UTF-8 or UTF-16, read as a property list.
nonisolated enum StringsFile {
    /// The file's strings; nil where there is no file, an error naming it where it is malformed.
    static func read(_ url: URL) throws -> [String: String]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        // UTF-16 files start with a byte-order mark, which the property-list reader refuses.
        let text = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
            ? String(data: data, encoding: .utf16) : String(decoding: data, as: UTF8.self)
        let problem = StringTableError(file: url.path, key: nil, problem: "is not a strings file (\"key\" = \"value\"; lines)")
        guard let text else { throw problem }
        let utf8 = Data(text.drop { $0 == "\u{FEFF}" }.utf8)
        guard let strings = (try? PropertyListSerialization.propertyList(from: utf8, format: nil)) as? [String: Any] else { throw problem }
        var values: [String: String] = [:]
        for (key, value) in strings {
            guard let value = value as? String else {
                throw StringTableError(file: url.path, key: key, problem: "is not a string")
            }
            values[key] = value
        }
        return values
    }
}
