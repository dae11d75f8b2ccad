import Foundation

// Foundation's localized strings, where Linux's Foundation lacks them: `String(localized:)`,
// `String.LocalizationValue` and `LocalizedStringResource`, looked up in the executable's string
// tables (`StringTables`) and showing their default value where no table translates them.
#if !canImport(Darwin)
nonisolated extension String {
    /// A localized string's key and default value, built from a literal with interpolations.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        var format: LocalizedFormat

        public init(_ value: String) { format = LocalizedFormat(key: value) }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format }

        public var description: String { format.text(translatedAs: nil) }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var format = LocalizedFormat()

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) { format.appendLiteral(literal) }

            public mutating func appendInterpolation<T>(_ value: T) {
                format.appendArgument(value)
            }

            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format style: F)
            where F.FormatOutput == String {
                format.appendArgument(NumberFormats.format(input, style), specifier: .object)
            }

            /// A number written with a `printf` specifier (`"%02d"`), which the key carries as written.
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
                format.appendArgument(String(format: specifier, value._arg), specifier: LocalizedFormat.Specifier(rawValue: specifier))
            }
        }
    }

    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let format = keyAndValue.format
        self = format.localized(table: table, bundle: bundle, locale: locale) ?? format.text(translatedAs: nil)
    }

    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        var format = defaultValue.format
        format.rekey("\(key)")
        self = format.localized(table: table, bundle: bundle, locale: locale) ?? defaultValue.format.text(translatedAs: nil)
    }

    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved
    }
}

/// A localizable string to be looked up later, as Foundation's `LocalizedStringResource`.
nonisolated public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String
    public let defaultValue: String.LocalizationValue
    public let table: String?
    public var locale: Locale
    /// Where the table lives: the main bundle, or the bundle at a URL.
    public let bundle: BundleDescription

    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
        case forClass(String)
    }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: keyAndValue.format.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: "\(key)", defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    private init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var description: String { resolved }

    var resolved: String {
        let foundBundle: Bundle? = switch bundle {
        case .main, .forClass: nil
        case .atURL(let url): Bundle(url: url)
        }
        var format = defaultValue.format
        format.rekey(key)
        return format.localized(table: table, bundle: foundBundle, locale: locale) ?? defaultValue.format.text(translatedAs: nil)
    }
}

nonisolated extension LocalizedFormat {
    /// The translation as `String(localized:)` finds it: while a page is lowered, `Locale.current`
    /// is the page's locale (a site is built once per language) and a miss is noted for it.
    func localized(table: String?, bundle: Bundle?, locale: Locale) -> String? {
        let environment = LoweringContext.current?.environment
        let pageLocale = locale == Locale.current ? environment?.locale ?? locale : locale
        return localizedText(table: table, bundle: bundle, locale: pageLocale, lookup: environment?.stringLookup ?? StringLookup())
    }
}
#endif
