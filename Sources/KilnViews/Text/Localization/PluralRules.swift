/// CLDR's plural categories, the names a string catalog's `variations.plural` uses.
nonisolated enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}

/// A number as a plural rule reads it (CLDR's operands): its absolute value `n`, integer digits
/// `i`, and how many fraction digits it is shown with, `v`.
nonisolated struct PluralOperand: Hashable, Sendable {
    let n: Double
    let i: Int
    let v: Int

    init(_ value: Double, fractionDigits: Int = 0) {
        n = abs(value)
        i = n < Double(Int.max) ? Int(n) : Int.max
        v = fractionDigits
    }

    /// An integer, or a number's text as Swift writes it (`"3"`, `"-2.5"`); nil for other text.
    init?(shown: String) {
        guard let value = Double(shown), value.isFinite else { return nil }
        let fraction = shown.split(separator: ".", maxSplits: 1).dropFirst().first
        // `1.0`, as `String(describing:)` writes a whole Double, reads as the whole number.
        let digits = fraction.map { $0.allSatisfy { $0 == "0" } ? 0 : $0.count } ?? 0
        self.init(value, fractionDigits: digits)
    }
}

/// Which plural category a number falls in, by its language's rules (CLDR), as a small table:
/// most of the languages sites are written in. A language not listed has English's rule.
nonisolated enum PluralRules {
    static func category(of number: PluralOperand, language: String) -> PluralCategory {
        let (i, v) = (number.i, number.v)
        let whole = v == 0
        switch rule(for: language) {
        case .none:
            return .other
        case .oneForOnlyOne:
            return i == 1 && whole ? .one : .other
        case .oneForZeroAndOne:
            // French: 0 and 1 (and 1.5) are singular; whole millions take "many".
            if i == 0 || i == 1 { return .one }
            return whole && i % 1_000_000 == 0 ? .many : .other
        case .slavicEast:
            guard whole else { return .other }
            if i % 10 == 1, i % 100 != 11 { return .one }
            if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
            return .many
        case .polish:
            guard whole else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
            return .many
        case .czech:
            guard whole else { return .many }
            if i == 1 { return .one }
            return (2...4).contains(i) ? .few : .other
        case .arabic:
            guard whole else { return .other }
            switch i {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(i % 100) { return .few }
                return (11...99).contains(i % 100) ? .many : .other
            }
        case .hebrew:
            if i == 1 && whole || i == 0 && !whole { return .one }
            return i == 2 && whole ? .two : .other
        }
    }

    /// The categories a language's numbers can fall in.
    private enum Rule {
        case none, oneForOnlyOne, oneForZeroAndOne, slavicEast, polish, czech, arabic, hebrew
    }

    private static func rule(for language: String) -> Rule {
        switch language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue": .none
        case "fr", "hy", "kab", "ff": .oneForZeroAndOne
        case "pt" where !language.hasPrefix("pt-PT") && !language.hasPrefix("pt_PT"): .oneForZeroAndOne
        case "ru", "uk", "be": .slavicEast
        case "pl": .polish
        case "cs", "sk": .czech
        case "ar": .arabic
        case "he", "iw": .hebrew
        default: .oneForOnlyOne
        }
    }
}
