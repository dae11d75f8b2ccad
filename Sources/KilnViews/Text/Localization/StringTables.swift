import Foundation

/// The string tables a site's executable carries — `<lang>.lproj/<Table>.strings` and
/// `<Table>.xcstrings` in its bundle and in the resource bundles SwiftPM puts beside it — and the
/// translations they hold. Tables are read once and shared by every page.
nonisolated package enum StringTables {
    /// The entry for `key` in the first of `languages` (most specific first) a table has it in.
    static func entry(for key: String, table: String?, bundles: [URL], languages: [String]) -> (entry: TableEntry, language: String)? {
        for url in bundles {
            let tables = cache.tables(in: url, named: table ?? "Localizable")
            for language in languages {
                if let entry = tables.byLanguage[language]?[key] { return (entry, language) }
            }
        }
        return nil
    }

    /// Whether a catalog marks `key` as not to be translated.
    static func isUntranslatable(_ key: String, table: String?, bundles: [URL]) -> Bool {
        bundles.contains { cache.tables(in: $0, named: table ?? "Localizable").untranslatable.contains(key) }
    }

    /// Where the app's own strings are, as SwiftUI looks in the app's main bundle: the main
    /// bundle and the resource bundle SwiftPM made for the app's target beside the executable
    /// (`Package_Target.resources`, `.bundle` on Apple's systems). Only that target's: a test
    /// runner has every target's resources beside it, and finds the same tables a site's
    /// executable does.
    package static func bundles(ofModule module: String) -> [URL] {
        let main = Bundle.main.bundleURL
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: main.path)) ?? []
        let own = beside.filter { name in
            guard let dot = name.lastIndex(of: "."), [".resources", ".bundle"].contains(name[dot...]) else { return false }
            // `Package_Target`, the target's name written as its module's (`my-site` is `my_site`).
            return String(name[..<dot].map { $0.isLetter || $0.isNumber ? $0 : "_" }).hasSuffix("_" + module)
        }
        return [main] + own.sorted().map { main.appendingPathComponent($0, isDirectory: true) }
    }

    /// `pt-BR`, then `pt`, then `Base`: the most specific table first.
    static func languages(of locale: Locale) -> [String] {
        let code = locale.language.languageCode?.identifier ?? "en"
        var languages: [String] = []
        if let region = locale.region?.identifier {
            languages += ["\(code)-\(region)", "\(code)_\(region)"]
        }
        return languages + [code, "Base"]
    }

    /// The languages the tables in `bundles` translate into, the development language first (the
    /// package's `defaultLocalization`, which SwiftPM writes in a resource bundle's `Info.plist`,
    /// else a catalog's `sourceLanguage`, else English), every table read and checked: a
    /// malformed one is an error naming its file and key. Empty where there are no tables.
    package static func declaredLanguages(in bundles: [URL]) throws -> [String] {
        var languages: Set<String> = []
        var development: String?
        var declared: String?
        for bundle in bundles {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []).sorted()
            let hasTables = entries.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
            if hasTables, declared == nil, let info = try? Data(contentsOf: bundle.appendingPathComponent("Info.plist")) {
                let plist = try? PropertyListSerialization.propertyList(from: info, format: nil) as? [String: Any]
                declared = plist?["CFBundleDevelopmentRegion"] as? String
            }
            for entry in entries where entry.hasSuffix(".lproj") {
                let folder = bundle.appendingPathComponent(entry)
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".strings") }
                for file in files { _ = try StringsFile.read(folder.appendingPathComponent(file)) }
                let language = String(entry.dropLast(".lproj".count))
                if language != "Base" && !files.isEmpty { languages.insert(language) }
            }
            for entry in entries where entry.hasSuffix(".xcstrings") {
                let file = bundle.appendingPathComponent(entry)
                let contents = try StringCatalog.parse((try? Data(contentsOf: file)) ?? Data(), file: file.path)
                languages.formUnion(contents.byLanguage.keys)
                if let source = contents.sourceLanguage {
                    languages.insert(source)
                    development = development ?? source
                }
            }
        }
        guard !languages.isEmpty else { return [] }
        let first = declared ?? development ?? (languages.contains("en") ? "en" : languages.sorted()[0])
        return [first] + languages.subtracting([first]).sorted()
    }

    private static let cache = TableCache()
}

/// One table name's strings in one bundle, every language.
nonisolated struct TableSet {
    var byLanguage: [String: [String: TableEntry]] = [:]
    var untranslatable: Set<String> = []
}

/// Tables by bundle and name, read on first use; pages lower in parallel, hence the lock. A
/// malformed table reads as empty here: the site checks every table before it lowers a page.
private final class TableCache: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [String: TableSet] = [:]

    func tables(in bundle: URL, named name: String) -> TableSet {
        let cacheKey = bundle.path + "\u{0}" + name
        lock.lock()
        defer { lock.unlock() }
        if let cached = tables[cacheKey] { return cached }
        let read = Self.read(bundle, name)
        tables[cacheKey] = read
        return read
    }

    /// Translations by language, from every `.lproj` folder's `.strings` and from the catalog.
    private static func read(_ bundle: URL, _ name: String) -> TableSet {
        var set = TableSet()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
        for entry in entries where entry.hasSuffix(".lproj") {
            let file = bundle.appendingPathComponent(entry).appendingPathComponent("\(name).strings")
            if let strings = (try? StringsFile.read(file)) ?? nil {
                set.byLanguage[String(entry.dropLast(".lproj".count)), default: [:]]
                    .merge(strings.mapValues { TableEntry(value: .text($0)) }) { $1 }
            }
        }
        let file = bundle.appendingPathComponent("\(name).xcstrings")
        if let data = try? Data(contentsOf: file), let catalog = try? StringCatalog.parse(data, file: file.path) {
            for (language, strings) in catalog.byLanguage {
                set.byLanguage[language, default: [:]].merge(strings) { old, _ in old }
            }
            set.untranslatable = catalog.untranslatable
        }
        return set
    }
}
