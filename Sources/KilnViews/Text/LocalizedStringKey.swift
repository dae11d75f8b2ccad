import Foundation
import KilnTree

/// The key of a localized string, as in SwiftUI: what a string literal passed to `Text`
/// becomes. Its literal parts may carry inline Markdown; interpolated values never do.
nonisolated public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    enum Segment: Hashable, Sendable {
        case literal(String)
        /// An interpolated value as shown, and how a format names its kind.
        case argument(String, LocalizedFormat.Specifier)
        case text([TextRun])
    }

    var segments: [Segment]

    public init(_ value: String) {
        segments = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The key a string table knows this text by, and its arguments. Made when a table is asked,
    /// not for every text: most pages have no tables.
    var format: LocalizedFormat {
        // A literal without interpolations is its key as written; Swift builds keys with
        // interpolations through `StringInterpolation`, whose literal parts a format escapes.
        if segments.count == 1, case .literal(let key) = segments[0] { return LocalizedFormat(key: key) }
        var format = LocalizedFormat()
        for segment in segments {
            switch segment {
            case .literal(let literal): format.appendLiteral(literal)
            case .argument(let shown, let specifier): format.appendArgument(shown, specifier: specifier)
            case .text(let runs): format.appendArgument(runs.map(\.text).joined(), specifier: .object)
            }
        }
        return format
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.literal(literal)) }
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            let (shown, specifier) = LocalizedFormat.describe(value)
            segments.append(.argument(shown, specifier))
        }

        /// A number written with a `printf` specifier (`"%.2f"`), which the key carries as written.
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            segments.append(.argument(String(format: specifier, value._arg), LocalizedFormat.Specifier(rawValue: specifier)))
        }

        public mutating func appendInterpolation(_ string: String) {
            segments.append(.argument(string, .object))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format style: F)
        where F.FormatOutput == String {
            segments.append(.argument(NumberFormats.format(input, style), .object))
        }

        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text.flattenedRuns))
        }

        /// An image in the text, as SwiftUI draws it inline at the text's size.
        public mutating func appendInterpolation(_ image: Image) {
            var run = TextRun("")
            run.image = image.content
            segments.append(.text([run]))
        }
    }

    /// The text runs this key shows: Markdown in the literal parts parsed, arguments as they are.
    var runs: TextRuns {
        if segments.count == 1 {
            switch segments[0] {
            case .literal(let literal): return TextRuns(InlineMarkdown.parse(literal))
            // `Text("\(count)")`, on every row of a list: the value as it is shown.
            case .argument(let shown, _): return shown.isEmpty ? [] : TextRuns(plain: shown)
            case .text: break
            }
        }
        if let plain = plainText { return plain.isEmpty ? [] : TextRuns(plain: plain) }
        // Arguments stand in the Markdown source as private-use placeholders, so that their
        // text is never read as Markdown, then are put back into the parsed runs.
        var source = ""
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .literal(let literal): source += literal
            case .argument, .text: source.unicodeScalars.append(Self.placeholder(index))
            }
        }
        var runs: [TextRun] = []
        for run in InlineMarkdown.parse(source) {
            var pending = run
            pending.text = ""
            for scalar in run.text.unicodeScalars {
                guard let index = Self.segmentIndex(scalar), segments.indices.contains(index) else {
                    pending.text.unicodeScalars.append(scalar)
                    continue
                }
                switch segments[index] {
                case .literal: break
                case .argument(let value, _): pending.text += value
                case .text(let inserted):
                    if !pending.text.isEmpty { runs.append(pending) }
                    pending.text = ""
                    runs += inserted.map { $0.inheriting(run) }
                }
            }
            if !pending.text.isEmpty { runs.append(pending) }
        }
        return TextRuns(runs)
    }

    /// The text when no literal part has Markdown and no argument is a styled text: the
    /// common case of an interpolated number or name, which needs no parsing.
    private var plainText: String? {
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let literal):
                if literal.utf8.contains(where: InlineMarkdown.isMarker) { return nil }
                text += literal
            case .argument(let value, _): text += value
            case .text: return nil
            }
        }
        return text
    }

    private static let placeholderBase: UInt32 = 0xF0000

    private static func placeholder(_ index: Int) -> Unicode.Scalar {
        Unicode.Scalar(placeholderBase + UInt32(index))!
    }

    private static func segmentIndex(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= placeholderBase && scalar.value < placeholderBase + 0xFFFE
            ? Int(scalar.value - placeholderBase) : nil
    }
}

nonisolated extension TextRun {
    /// This run inside `outer`'s Markdown styling.
    func inheriting(_ outer: TextRun) -> TextRun {
        var run = self
        run.isStrong = run.isStrong || outer.isStrong
        run.isEmphasized = run.isEmphasized || outer.isEmphasized
        run.isStrikethrough = run.isStrikethrough || outer.isStrikethrough
        run.link = run.link ?? outer.link
        return run
    }
}

/// A number `LocalizedStringKey` interpolation can write with a format specifier, as SwiftUI's
/// protocol of that name (`Text("\(price, specifier: "%.2f")")`).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

nonisolated extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) }; public var _specifier: String { "%lld" } }
nonisolated extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
nonisolated extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
nonisolated extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
nonisolated extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
nonisolated extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) }; public var _specifier: String { "%llu" } }
nonisolated extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
nonisolated extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
nonisolated extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
nonisolated extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
nonisolated extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) }; public var _specifier: String { "%f" } }
nonisolated extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
nonisolated extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) }; public var _specifier: String { "%lf" } }
