import Foundation
import KilnTree

nonisolated extension Text {
    /// How a line under or through text is drawn, as in SwiftUI: a pattern and a colour (the
    /// text's own colour when nil). CSS has no dash-dot patterns: they draw dashed.
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let value: TextLine.Pattern

            public static let solid = Pattern(value: .solid)
            public static let dot = Pattern(value: .dot)
            public static let dash = Pattern(value: .dash)
            public static let dashDot = Pattern(value: .dashDot)
            public static let dashDotDot = Pattern(value: .dashDotDot)
        }

        let pattern: Pattern
        let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        var line: TextLine { TextLine(pattern: pattern.value, color: color.map { .color($0) }) }
    }

    /// The case `textCase(_:)` shows text in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Where a text cut short by its line limit is elided. A page elides at the end: CSS has no
    /// head or middle ellipsis.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

nonisolated extension Font {
    /// A font's width, as in SwiftUI; written as CSS `font-stretch`, which shows only where the
    /// font has the width (the page's system fonts mostly have one).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// The CSS percentage: condensed is 75%, expanded 125%, within CSS's 50–200%.
        var stretchPercent: Int { Int((100 + value * 125).rounded()).clamped(50, 200) }
    }
}

nonisolated extension Int {
    fileprivate func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), high) }
}

// Text's own spacing, baseline and line modifiers: they return Text, so styled texts concatenate.
nonisolated extension Text {
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        withEveryRun { run in
            run.isUnderlined = isActive && pattern == .solid && color == nil
            run.attributes(\.underline, isActive && !run.isUnderlined ? LineStyle(pattern: pattern, color: color).line : nil)
        }
    }

    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        withEveryRun { run in
            run.isStrikethrough = isActive && pattern == .solid && color == nil
            run.attributes(\.strikethrough, isActive && !run.isStrikethrough ? LineStyle(pattern: pattern, color: color).line : nil)
        }
    }

    /// Points added after each character; `tracking` wins where both are set.
    public func kerning(_ kerning: CGFloat) -> Text { withEveryRun { $0.attributes(\.kerning, Double(kerning)) } }

    /// Points added between characters.
    public func tracking(_ tracking: CGFloat) -> Text { withEveryRun { $0.attributes(\.tracking, Double(tracking)) } }

    /// Raises the text by `offset` points (lowers it when negative).
    public func baselineOffset(_ offset: CGFloat) -> Text { withEveryRun { $0.attributes(\.baselineOffset, Double(offset)) } }

    public func fontDesign(_ design: Font.Design?) -> Text {
        withEveryRun { $0.attributes(\.design, design) }
    }

    /// Written as CSS `font-stretch` on the text's runs (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text {
        withEveryRun { $0.attributes(\.fontStretch, width?.stretchPercent) }
    }

    func withEveryRun(_ change: @escaping (inout TextRun) -> Void) -> Text {
        var text = self
        if let standalone = text.deferred?.standalone {
            // Still to be formatted: styled when it is.
            text.deferred?.standalone = {
                var runs = standalone()
                for index in runs.indices { change(&runs[index]) }
                return runs
            }
        } else {
            for index in text.runs.indices { change(&text.runs[index]) }
        }
        // A value formatted when lowered gets the same styles.
        if let format = text.deferred?.format {
            text.deferred?.format = { environment in
                var runs = format(environment)
                for index in runs.indices { change(&runs[index]) }
                return runs
            }
        }
        return text
    }
}

nonisolated extension TextRun {
    /// Sets one of the run's extra attributes, dropping them all when none is left.
    mutating func attributes<Value>(_ keyPath: WritableKeyPath<TextRunAttributes, Value?>, _ value: Value?) {
        var attributes = self.attributes ?? TextRunAttributes()
        attributes[keyPath: keyPath] = value
        self.attributes = attributes == TextRunAttributes() ? nil : attributes
    }
}
