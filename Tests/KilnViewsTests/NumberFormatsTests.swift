import Foundation
import Testing

@testable import KilnViews

/// Kiln writes the plain number styles itself (`NumberFormats`); each must read exactly as
/// Foundation writes it, or be left to Foundation.
@Suite struct NumberFormatsTests {
    static let locales = ["en_US", "de_DE", "es_ES", "fr_FR", "hi_IN", "en_IN", "sv_SE", "ja_JP", "pt_BR", "de_CH", "it_IT", "pl_PL", "ru_RU", "ar_EG"]

    /// Values of every size from 1e-8 to 1e14 and of both signs, some with three decimals,
    /// some eighths (halves among them), and the probes: the same on every run.
    static let values: [Double] = (0..<2_200).map { index in
        let magnitude = pow(10, Double(index) / 100 - 8) * (1 + Double(index % 7) / 7)
        let value = index % 2 == 0 ? magnitude : -magnitude
        switch index % 4 {
        case 0: return (value * 1_000).rounded() / 1_000
        case 1: return Double(index * 37 % 200_001 - 100_000) / 8
        default: return value
        }
    } + NumberFormats.probes

    @Test(arguments: locales)
    func fixedFractionsReadAsFoundationWritesThem(_ identifier: String) {
        let locale = Locale(identifier: identifier)
        for digits in 0...4 {
            let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(digits)).locale(locale)
            for value in Self.values {
                #expect(NumberFormats.format(value, style) == style.format(value), "\(identifier), \(digits) digits: \(value)")
            }
        }
    }

    @Test(arguments: locales)
    func theDefaultNumberStyleReadsAsFoundationWritesIt(_ identifier: String) {
        let style = FloatingPointFormatStyle<Double>.number.locale(Locale(identifier: identifier))
        for value in Self.values {
            #expect(NumberFormats.format(value, style) == style.format(value), "\(identifier): \(value)")
        }
        let integers = IntegerFormatStyle<Int>.number.locale(Locale(identifier: identifier))
        for value in Self.values.map({ Int($0.rounded()) }) + [0, -1, Int.max, Int.min, 1 << 53, -(1 << 53) + 1] {
            #expect(NumberFormats.format(value, integers) == integers.format(value), "\(identifier): \(value)")
        }
    }

    @Test func theUsualStylesAreLearnedNotLeftToFoundation() {
        for identifier in ["en_US", "de_DE", "es_ES", "hi_IN", "sv_SE", "ja_JP"] {
            let locale = Locale(identifier: identifier)
            let learned = NumberFormats.learn(locale, fractionDigits: 2...2, foundation: {
                FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)).locale(locale).format($0)
            })
            #expect(learned != nil, "\(identifier)")
        }
        // The styles as a page spells them are recognised: `.number`, with fraction digits or not.
        for identifier in ["en_US", "de_DE", "es_ES"] {
            let locale = Locale(identifier: identifier)
            #expect(NumberFormats.learned.floatingPoint(.number.precision(.fractionLength(2)).locale(locale)) != nil, "\(identifier)")
            #expect(NumberFormats.learned.floatingPoint(.number.locale(locale)) != nil, "\(identifier)")
            #expect(NumberFormats.learned.integer(.number.locale(locale)) != nil, "\(identifier)")
        }
        // Separators as each locale writes them: grouping from four digits, from five, in lakhs.
        let grouping = { (identifier: String) in NumberFormats.learn(Locale(identifier: identifier), fractionDigits: 0...0, foundation: {
            FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)).locale(Locale(identifier: identifier)).format($0)
        }) }
        #expect(grouping("en_US")?.minimumGroupingDigits == 1)
        #expect(grouping("es_ES")?.minimumGroupingDigits == 2)
        #expect(grouping("hi_IN")?.secondaryGroup == 2)
        #expect(grouping("sv_SE")?.minus == "\u{2212}")
    }

    @Test func stylesItDoesNotKnowAreFoundations() {
        let locale = Locale(identifier: "en_US")
        // Other digits than ASCII's, and options beyond fraction digits, are not learned.
        #expect(NumberFormats.learn(Locale(identifier: "ar_EG"), fractionDigits: 2...2, foundation: {
            FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)).locale(Locale(identifier: "ar_EG")).format($0)
        }) == nil)
        let percent = FloatingPointFormatStyle<Double>.Percent.percent.locale(locale)
        #expect(NumberFormats.format(0.25, percent) == percent.format(0.25))
        let significant = FloatingPointFormatStyle<Double>.number.precision(.significantDigits(3)).locale(locale)
        #expect(NumberFormats.format(1234.5678, significant) == "1,230")
        let signed = FloatingPointFormatStyle<Double>.number.sign(strategy: .always()).locale(locale)
        #expect(NumberFormats.format(5, signed) == "+5")
        #expect(NumberFormats.format(.infinity, FloatingPointFormatStyle<Double>.number.locale(locale)) == "∞")
        #expect(NumberFormats.format(1e20, FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)).locale(locale)) == "100,000,000,000,000,000,000.00")
    }
}
