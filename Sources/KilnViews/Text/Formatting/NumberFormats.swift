import Foundation

/// Values written as their format style writes them, the plain number styles without asking
/// Foundation each time: Foundation builds its ICU formatter's description and looks it up on
/// every call, about 1.3 µs a number, a table's formatted column most of its page's time. A
/// style is learned once (`DecimalFormat`) and kept only where it writes every probe exactly as
/// Foundation does; any other style, value or locale (one with other digits) is Foundation's.
nonisolated enum NumberFormats {
    static func format<Style: FormatStyle>(_ input: Style.FormatInput, _ style: Style) -> String where Style.FormatOutput == String {
        if Style.self == FloatingPointFormatStyle<Double>.self {
            let style = unsafeBitCast(style, to: FloatingPointFormatStyle<Double>.self)
            if let text = learned.floatingPoint(style)?.format(unsafeBitCast(input, to: Double.self)) { return text }
        } else if Style.self == IntegerFormatStyle<Int>.self {
            let style = unsafeBitCast(style, to: IntegerFormatStyle<Int>.self), value = unsafeBitCast(input, to: Int.self)
            if value.magnitude < 1 << 53, let text = learned.integer(style)?.format(Double(value)) { return text }
        }
        return style.format(input)
    }

    static let learned = LearnedFormats()

    /// The values every learned format must write as Foundation does: halves that round to even
    /// and away, carries into a new digit, each grouping rule's edges, tiny and negative values.
    static let probes: [Double] = [
        0, -0.0, 1, -1, 0.5, 1.5, 2.5, 0.005, 0.015, 0.125, 0.135, 2.675, -0.001, 12.5, 999.995, 9999.995, 1234, 12345.678,
        123456.5, 1234567.891, -9876543.21, 100000, 1e12 + 0.5, 0.000_012_34, 5e-7, 1.234_567_891, 99_999_999_999_999.99,
    ]

    /// What a locale's number styles were found to be, by style.
    final class LearnedFormats: Sendable {
        private let floatingPoints = Known<FloatingPointFormatStyle<Double>>()
        private let integers = Known<IntegerFormatStyle<Int>>()

        func floatingPoint(_ style: FloatingPointFormatStyle<Double>) -> DecimalFormat? {
            floatingPoints.format(for: style) {
                let locale = style.locale
                let digits = style == FloatingPointFormatStyle<Double>(locale: locale) ? 0...6
                    : (0...DecimalFormat.fractionDigitLimit).first { style == FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength($0)) }
                        .map { $0...$0 }
                return digits.flatMap { NumberFormats.learn(locale, fractionDigits: $0, foundation: { style.format($0) }) }
            }
        }

        func integer(_ style: IntegerFormatStyle<Int>) -> DecimalFormat? {
            integers.format(for: style) {
                guard style == IntegerFormatStyle<Int>(locale: style.locale) else { return nil }
                return NumberFormats.learn(style.locale, fractionDigits: 0...0, foundation: { style.format(Int($0.rounded(.toNearestOrEven))) }, integers: true)
            }
        }
    }

    /// The styles of one type met so far, each with what it was found to be, and its bits: read
    /// by every lowering thread for every formatted value, written once per style.
    private final class Known<Style: Equatable>: @unchecked Sendable {
        private let lock = ReadMostlyLock()
        private var styles: [Style] = []
        private var formats: [DecimalFormat?] = []
        /// Each style's bits as copied into zeroed memory, one after another: see `bits(of:_:)`.
        private var images: [UInt8] = []

        /// What `style` was found to be (nil where no learned format writes it), learned the
        /// first time it is met.
        func format(for style: Style, learning learn: () -> DecimalFormat?) -> DecimalFormat? {
            if let known = lock.reading({ index(of: style).map { formats[$0] } }) { return known }
            // Learned outside the lock: two threads meeting a new style at once both learn it.
            let format = learn()
            lock.writing {
                // A site has few styles; one that makes many keeps the first.
                guard styles.count < 64, index(of: style) == nil else { return }
                styles.append(style)
                formats.append(format)
                Self.bits(of: style) { images.append(contentsOf: $0) }
            }
            return format
        }

        private func index(of style: Style) -> Int? {
            let size = MemoryLayout<Style>.size
            // A style the page formats with again and again (its locale the same object) is
            // told by its bits in a few nanoseconds, where `==` takes about 130. Equal styles
            // whose locales are different objects differ in their bits: `==` then decides.
            return Self.bits(of: style) { bits in
                images.withUnsafeBytes { images in
                    styles.indices.first { memcmp(images.baseAddress! + $0 * size, bits.baseAddress!, size) == 0 }
                }
            } ?? styles.indices.first { styles[$0] == style }
        }

        /// `style`'s bits with its padding zero: copied field by field into zeroed memory. The
        /// padding of a style as made holds whatever its memory held, so that two copies of one
        /// style rarely had the same bits. A match of bits is a match of styles: the entry keeps
        /// its style, so no other object can take the address of the locale it holds.
        private static func bits<Result>(of style: Style, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            withUnsafeTemporaryAllocation(byteCount: MemoryLayout<Style>.size, alignment: MemoryLayout<Style>.alignment) { memory in
                memory.initializeMemory(as: UInt8.self, repeating: 0)
                let copy = memory.baseAddress!.bindMemory(to: Style.self, capacity: 1)
                copy.initialize(to: style)
                defer { copy.deinitialize(count: 1) }
                return body(UnsafeRawBufferPointer(memory))
            }
        }
    }

    /// The format with `fractionDigits` that writes `foundation`'s text for every probe, among
    /// those `locale`'s separators and the grouping rules allow; nil where none does.
    static func learn(
        _ locale: Locale, fractionDigits: ClosedRange<Int>, foundation: (Double) -> String, integers: Bool = false
    ) -> DecimalFormat? {
        var format = DecimalFormat(
            minimumFractionDigits: fractionDigits.lowerBound, maximumFractionDigits: fractionDigits.upperBound, minus: "",
            decimalSeparator: locale.decimalSeparator ?? ".", groupingSeparator: locale.groupingSeparator ?? ",")
        // The minus sign is what Foundation writes before -1 (`-`, `−` …).
        guard let one = format.format(1), case let minusOne = foundation(-1), minusOne.hasSuffix(one) else { return nil }
        format.minus = String(minusOne.dropLast(one.count))
        guard [format.minus, format.decimalSeparator, format.groupingSeparator].allSatisfy({ $0.utf8.count <= DecimalFormat.symbolByteLimit }) else { return nil }
        // An integer's probes are whole, and never -0 (`+ 0` makes it 0), as no `Int` is.
        let probes = integers ? probes.map { $0.rounded(.toNearestOrEven) + 0 } : probes
        for minimumGroupingDigits in [1, 2] {
            for secondaryGroup in [3, 2] {
                format.minimumGroupingDigits = minimumGroupingDigits
                format.secondaryGroup = secondaryGroup
                if probes.allSatisfy({ format.format($0) == foundation($0) }) { return format }
            }
        }
        return nil
    }
}
