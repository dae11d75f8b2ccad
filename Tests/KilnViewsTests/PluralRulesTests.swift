import Foundation
@testable import KilnViews
import Testing

/// CLDR's plural rules for the languages of the table, and the forms a catalog chooses by them.
struct PluralRulesTests {
    private func categories(_ language: String, _ numbers: [Int]) -> [PluralCategory] {
        numbers.map { PluralRules.category(of: PluralOperand(Double($0)), language: language) }
    }

    @Test func englishAndGermanHaveOneForOneOnly() {
        #expect(categories("en", [0, 1, 2, 11, 21]) == [.other, .one, .other, .other, .other])
        #expect(categories("de", [0, 1, 2]) == [.other, .one, .other])
        #expect(PluralRules.category(of: PluralOperand(shown: "1.5")!, language: "en") == .other)
        #expect(PluralRules.category(of: PluralOperand(shown: "1.0")!, language: "en") == .one, "a whole Double reads as its whole number")
    }

    @Test func frenchHasOneForZeroAndOneAndManyForMillions() {
        #expect(categories("fr", [0, 1, 2, 1_000_000, 2_000_000, 1_000_001]) == [.one, .one, .other, .many, .many, .other])
        #expect(PluralRules.category(of: PluralOperand(shown: "1.5")!, language: "fr") == .one)
        #expect(categories("fr-CA", [1, 5]) == [.one, .other])
    }

    @Test func russianHasOneFewAndManyByTheLastDigits() {
        #expect(categories("ru", [1, 2, 5, 11, 12, 21, 22, 25, 111, 104]) == [.one, .few, .many, .many, .many, .one, .few, .many, .many, .few])
        #expect(PluralRules.category(of: PluralOperand(shown: "2.5")!, language: "ru") == .other)
    }

    @Test func arabicHasAllSixCategories() {
        #expect(categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]) == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
    }

    @Test func polishJapaneseAndHebrew() {
        #expect(categories("pl", [1, 2, 5, 12, 22, 25]) == [.one, .few, .many, .many, .few, .many])
        #expect(categories("ja", [0, 1, 2]) == [.other, .other, .other])
        #expect(categories("he", [1, 2, 3]) == [.one, .two, .other])
    }

    /// A key with plural variations, as a catalog gives it, in `language`, with `count`.
    private func text(_ forms: [PluralCategory: String], _ count: Int, _ language: String) -> String {
        var format = LocalizedFormat()
        format.appendArgument(count)
        format.appendLiteral(" files")
        return format.text(translatedAs: TableEntry(value: .plural(forms)), language: language, locale: Locale(identifier: language))
    }

    @Test func aPluralFormIsChosenByTheNumberAndZeroWhereTheCatalogHasOne() {
        let english: [PluralCategory: String] = [.zero: "No files", .one: "%lld file", .other: "%lld files"]
        #expect(text(english, 0, "en") == "No files", "Apple's tables use `zero` for 0 in any language")
        #expect(text(english, 1, "en") == "1 file")
        #expect(text(english, 7, "en") == "7 files")
        let russian: [PluralCategory: String] = [.one: "%lld файл", .few: "%lld файла", .many: "%lld файлов", .other: "%lld файла"]
        #expect([1, 3, 5, 21].map { text(russian, $0, "ru") } == ["1 файл", "3 файла", "5 файлов", "21 файл"])
        #expect(text([.other: "%lld fichiers"], 1, "fr") == "1 fichiers", "a missing category shows `other`")
    }

    @Test func specifiersTakeTheirArgumentsInOrderByPositionAndWithPrecision() {
        var format = LocalizedFormat()
        format.appendArgument("Ada")
        format.appendLiteral(" paid ")
        format.appendArgument(12.5)
        format.appendLiteral(" for ")
        format.appendArgument(3)
        let french = Locale(identifier: "fr")
        #expect(format.key == "%@ paid %lf for %lld")
        #expect(format.text(translatedAs: TableEntry(value: .text("%3$d pour %2$.2f, payé par %1$@")), language: "fr", locale: french)
            == "3 pour 12,50, payé par Ada")
        #expect(format.text(translatedAs: TableEntry(value: .text("%@ : %f (%d)")), language: "fr", locale: french) == "Ada : 12,5 (3)")
        #expect(format.text(translatedAs: TableEntry(value: .text("%@ paid %.1f for %lld")), language: "en", locale: Locale(identifier: "en")) == "Ada paid 12.5 for 3")
    }

    @Test func substitutionsChooseTheirFormByTheirOwnArgument() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "strings": {"%lld apples and %lld pears": {"comment": "ignored", "localizations": {"fr": {
              "stringUnit": {"state": "translated", "value": "%#@apples@ et %#@pears@"},
              "substitutions": {
                "apples": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg pomme"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg pommes"}}}}},
                "pears": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg poire"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg poires"}}}}}}}}},
              "Open": {"localizations": {"fr": {"variations": {"device": {
                "iphone": {"stringUnit": {"state": "translated", "value": "Touchez"}},
                "other": {"stringUnit": {"state": "translated", "value": "Ouvrir"}}}}}}}}}
            """#
        let parsed = try StringCatalog.parse(Data(catalog.utf8), file: "Fruit.xcstrings")
        let entry = try #require(parsed.byLanguage["fr"]?["%lld apples and %lld pears"])
        var format = LocalizedFormat()
        format.appendArgument(1)
        format.appendLiteral(" apples and ")
        format.appendArgument(4)
        format.appendLiteral(" pears")
        #expect(format.text(translatedAs: entry, language: "fr", locale: Locale(identifier: "fr")) == "1 pomme et 4 poires")
        #expect(parsed.byLanguage["fr"]?["Open"]?.value == .text("Ouvrir"), "device variations show the form for other devices")
    }

    @Test func aMalformedCatalogNamesTheFileTheKeyAndTheProblem() {
        func problem(_ json: String) -> String {
            do {
                _ = try StringCatalog.parse(Data(json.utf8), file: "Bad.xcstrings")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(problem("{ \"strings\": ").hasPrefix("Bad.xcstrings: error: is not valid JSON"))
        #expect(problem("[1, 2]") == "Bad.xcstrings: error: is not a string catalog: its top level is not an object")
        #expect(problem(#"{"version": "1.0"}"#) == #"Bad.xcstrings: error: is not a string catalog: it has no "strings" object"#)
        #expect(problem(#"{"strings": {"Hi": {"localizations": {"fr": {"stringUnit": {"state": "translated"}}}}}}"#)
            == #"Bad.xcstrings: error: the string "Hi" in "fr": a "stringUnit" has no string "value""#)
        #expect(problem(#"{"strings": {"Hi": {"localizations": {"fr": {"variations": {"plural": {"lots": {"stringUnit": {"value": "x"}}, "other": {"stringUnit": {"value": "y"}}}}}}}}}"#)
            == #"Bad.xcstrings: error: the string "Hi" in "fr": "lots" is not a plural category (zero, one, two, few, many, other)"#)
        #expect(problem(#"{"strings": {"Hi": {"localizations": {"fr": {"variations": {"plural": {"one": {"stringUnit": {"value": "x"}}}}}}}}}"#)
            == #"Bad.xcstrings: error: the string "Hi" in "fr": its plural variations have no "other" form"#)
        #expect(problem(#"{"strings": {"Hi": 3}}"#) == #"Bad.xcstrings: error: the string "Hi" is not an object"#)
    }

    @Test func aMalformedStringsFileNamesItself() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bad-\(UUID().uuidString).strings")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("\"Hello\" = \"Bonjour\"\n\"unterminated = ;".utf8).write(to: file)
        #expect(throws: StringTableError.self) { try StringsFile.read(file) }
    }
}
