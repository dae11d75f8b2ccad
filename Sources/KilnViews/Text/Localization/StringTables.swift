import Foundation

/// The string tables a site's executable carries — `<lang>.lproj/<Table>.strings` and
/// `<Table>.xcstrings` in its bundle and in the resource bundles SwiftPM puts beside it — and the
/// translations they hold. Tables are read once and shared by every page.
nonisolated enum StringTables {
    /// The translation of `key` into `locale`'s language, or nil where no table has one.
    static func translation(of key: String, table: String?, bundle: Bundle?, locale: Locale) -> String? {
        let bundles = bundle.map { [$0.bundleURL] } ?? defaultBundles
        guard !bundles.isEmpty else { return nil }
        let languages = Self.languages(of: locale)
        for url in bundles {
            let tables = cache.tables(in: url, named: table ?? "Localizable")
            for language in languages {
                if let value = tables[language]?[key] { return value }
            }
        }
        return nil
    }

    /// True when the executable carries any string table, so that text looks nothing up otherwise.
    static let executableHasTables: Bool = defaultBundles.contains { url in
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return entries.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
    }

    /// The main bundle and the resource bundles beside the executable (`Package_Target.resources`).
    private static let defaultBundles: [URL] = {
        let main = Bundle.main.bundleURL
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: main.path)) ?? []
        return [main] + beside.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted().map {
            main.appendingPathComponent($0, isDirectory: true)
        }
    }()

    /// `pt-BR`, then `pt`, then `Base`: the most specific table first.
    static func languages(of locale: Locale) -> [String] {
        let code = locale.language.languageCode?.identifier ?? "en"
        var languages: [String] = []
        if let region = locale.region?.identifier {
            languages += ["\(code)-\(region)", "\(code)_\(region)"]
        }
        return languages + [code, "Base"]
    }

    private static let cache = TableCache()
}

/// Tables by bundle and name, read on first use; pages lower in parallel, hence the lock.
private final class TableCache: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [String: [String: [String: String]]] = [:]

    func tables(in bundle: URL, named name: String) -> [String: [String: String]] {
        let cacheKey = bundle.path + "\u{0}" + name
        lock.lock()
        defer { lock.unlock() }
        if let cached = tables[cacheKey] { return cached }
        let read = Self.read(bundle, name)
        tables[cacheKey] = read
        return read
    }

    /// Translations by language, from every `.lproj` folder's `.strings` and from the catalog.
    private static func read(_ bundle: URL, _ name: String) -> [String: [String: String]] {
        var byLanguage: [String: [String: String]] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
        for entry in entries where entry.hasSuffix(".lproj") {
            let file = bundle.appendingPathComponent(entry).appendingPathComponent("\(name).strings")
            if let strings = StringsFile.read(file) {
                byLanguage[String(entry.dropLast(".lproj".count)), default: [:]].merge(strings) { $1 }
            }
        }
        let catalog = bundle.appendingPathComponent("\(name).xcstrings")
        for (language, strings) in StringCatalog.read(catalog) {
            byLanguage[language, default: [:]].merge(strings) { old, _ in old }
        }
        return byLanguage
    }
}

/// A `.strings` file: `"key" = "value";` lines in UTF-8 or UTF-16, read as a property list.
nonisolated enum StringsFile {
    static func read(_ url: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        // UTF-16 files start with a byte-order mark, which the property-list reader refuses.
        let text = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
            ? String(data: data, encoding: .utf16) : String(decoding: data, as: UTF8.self)
        guard let text else { return nil }
        let utf8 = Data(text.drop { $0 == "\u{FEFF}" }.utf8)
        return (try? PropertyListSerialization.propertyList(from: utf8, format: nil)) as? [String: String]
    }
}

/// A string catalog (`.xcstrings`, JSON): each key's `stringUnit` value per language. A string
/// with plural variations shows its `other` form.
nonisolated enum StringCatalog {
    static func read(_ url: URL) -> [String: [String: String]] {
        guard let data = try? Data(contentsOf: url),
            let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return [:] }
        var byLanguage: [String: [String: String]] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                if let value = Self.value(of: localization) { byLanguage[language, default: [:]][key] = value }
            }
        }
        return byLanguage
    }

    private static func value(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any] { return unit["value"] as? String }
        let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any]
        return plural?["other"].flatMap(value(of:))
    }
}
