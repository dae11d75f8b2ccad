import Foundation
import KilnTree

/// What a `Text` can only finish when lowered: a value formatted in the page's locale and time
/// zone, and the attributes of an `AttributedString` that a page cannot draw, reported at the
/// user's line.
nonisolated struct TextDeferredRuns {
    var format: ((EnvironmentValues) -> [TextRun])?
    /// The runs outside any page (the format's own locale), made only when asked for.
    var standalone: (() -> [TextRun])?
    var ignoredAttributes: [String] = []
    var site: CallSite?

    /// The runs as of `context`'s environment, or nil to keep the text's own.
    func runs(_ context: LoweringContext) -> [TextRun]? {
        if !ignoredAttributes.isEmpty, let site {
            context.reportNoStaticMeaning("AttributedString attribute " + ignoredAttributes.joined(separator: ", "), at: site)
        }
        return format?(context.environment)
    }
}

nonisolated extension Text {
    /// A value as `format` writes it in the environment's locale (and, for dates, time zone), as
    /// SwiftUI's `Text(_:format:)` does; the format's own locale stands outside a view.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(runs: [])
        deferred = TextDeferredRuns(
            format: { environment in
                let text = format.format(input, locale: environment.locale, timeZone: environment.timeZone)
                return text.isEmpty ? [] : [TextRun(text)]
            },
            standalone: {
                let text = format.format(input)
                return text.isEmpty ? [] : [TextRun(text)]
            })
    }
}
