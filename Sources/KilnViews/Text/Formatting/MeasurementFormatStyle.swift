import Foundation

#if !canImport(Darwin)
/// Foundation's measurement format style, which Linux's Foundation lacks: the value in its
/// locale's digits, then the unit. Measurements show in the unit they are given in (every usage
/// reads as `.asProvided`: a page does not convert to the reader's units).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let name: String

    public static var general: Self { Self(name: "general") }
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension Measurement where UnitType: Dimension {
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Codable {
        public struct UnitWidth: Hashable, Codable, Sendable {
            let name: String

            /// "5 kilometers": the unit's English name where Kiln knows it (in English), its symbol otherwise.
            public static var wide: Self { Self(name: "wide") }
            /// "5 km"
            public static var abbreviated: Self { Self(name: "abbreviated") }
            /// "5km"
            public static var narrow: Self { Self(name: "narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(measurement.value)
            let symbol = measurement.unit.symbol
            switch width {
            case .narrow: return number + symbol
            case .wide:
                guard locale.language.languageCode == .english, let name = MeasurementUnitNames.wide[symbol] else {
                    return number + " " + symbol
                }
                return number + " " + (measurement.value == 1 ? name.singular : name.plural)
            default: return number + " " + symbol
            }
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle {
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// English names of the units sites mostly show, by symbol.
enum MeasurementUnitNames {
    static let wide: [String: (singular: String, plural: String)] = [
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "ft": ("foot", "feet"), "in": ("inch", "inches"),
        "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "lb": ("pound", "pounds"),
        "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"),
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
        "hr": ("hour", "hours"), "min": ("minute", "minutes"), "s": ("second", "seconds"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
    ]
}
#endif
