import Foundation
import KilnTree

/// `format` as a formatter of axis values, or nil when it formats neither dates, numbers nor
/// strings. It formats in `locale`, and date formats in `timeZone`, so that labels are the
/// same on any machine. A value of another kind than the format's input gets the default label.
func axisFormatter<Format: FormatStyle>(
    _ format: Format, timeZone: TimeZone, locale: Locale
) -> (@Sendable (ChartDatum) -> String?)? where Format.FormatOutput == String {
    let format = format.localized(locale, timeZone: timeZone)
    guard let input = axisInput(Format.FormatInput.self) else { return nil }
    // Format styles are values that format without side effects, though not marked Sendable.
    let style = UncheckedSendable(format)
    return { datum in input(datum).map { NumberFormats.format($0 as! Format.FormatInput, style.value) } }
}

/// How an axis value becomes a format's input, for the input types axis values can be.
private func axisInput<Input>(_ type: Input.Type) -> (@Sendable (ChartDatum) -> Any?)? {
    if type == Date.self {
        return { datum in
            switch datum {
            case .date(let date), .dateBin(let date, _, _): date
            case .number, .category: nil
            }
        }
    }
    if type == String.self {
        return { datum in
            guard case .category(let string) = datum else { return nil }
            return string
        }
    }
    if type == Decimal.self { return { $0.number.map { Decimal($0) } } }
    if let floating = type as? any BinaryFloatingPoint.Type { return floatingInput(floating) }
    if let integer = type as? any BinaryInteger.Type { return integerInput(integer) }
    return nil
}

private func floatingInput<Number: BinaryFloatingPoint>(_ type: Number.Type) -> @Sendable (ChartDatum) -> Any? {
    { $0.number.map { Number($0) } }
}

/// Integer formats get values rounded to the nearest integer; one out of the type's range
/// gets the default label.
private func integerInput<Number: BinaryInteger>(_ type: Number.Type) -> @Sendable (ChartDatum) -> Any? {
    { $0.number.flatMap { Number(exactly: $0.rounded()) } }
}

nonisolated extension ChartDatum {
    var number: Double? {
        guard case .number(let number) = self else { return nil }
        return number
    }
}
