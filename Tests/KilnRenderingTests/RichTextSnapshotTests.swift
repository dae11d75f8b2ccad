import Foundation
import Kiln
import KilnTesting
import Testing

/// Attributed strings, Text's spacing and line modifiers, and formatted values, as HTML.
struct RichTextSnapshotTests {
    @Test func attributedStringRunsCarryTheirAttributes() {
        var headline = AttributedString("Headline ")
        headline.font = .headline
        var colored = AttributedString("orange on yellow ")
        colored.foregroundColor = .orange
        colored.backgroundColor = .yellow
        var lines = AttributedString("lined ")
        lines.underlineStyle = Text.LineStyle(pattern: .dot, color: .red)
        lines.strikethroughStyle = .single
        var spaced = AttributedString("spaced ")
        spaced.tracking = 2
        spaced.baselineOffset = 3
        var link = AttributedString("link")
        link.link = URL(string: "https://www.swift.org")
        var strong = AttributedString(" strong")
        strong.inlinePresentationIntent = .stronglyEmphasized
        assertSnapshot(of: Text(headline + colored + lines + spaced + link + strong))
    }

    @Test func markdownParsingOptions() throws {
        let source = "A *b*\n**c** `d` [e](https://e.example)"
        let preserving = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        let joined = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(preserving.characters) == "A b\nc d e")
        #expect(String(joined.characters) == "A b c d e")
        assertSnapshot(of: VStack { Text(preserving); Text(joined) })
    }

    @Test func attributeContainerMergesAndReplaces() {
        var string = AttributedString("one two")
        var red = AttributeContainer()
        red.foregroundColor = .red
        string.mergeAttributes(red)
        var bold = AttributeContainer()
        bold.font = .body.bold()
        string[string.range(of: "two")!].mergeAttributes(bold)
        string.replaceAttributes(red, with: AttributeContainer().foregroundColor(.blue))
        let runs = Array(string.runs)
        #expect(runs.count == 2)
        #expect(runs.allSatisfy { $0.foregroundColor == .blue }, "the red runs are blue now")
        assertSnapshot(of: Text(string))
    }

    @Test func textSpacingAndLineModifiers() {
        assertSnapshot(of: VStack(alignment: .leading) {
            Text("kerning").kerning(1.5)
            Text("tracking").tracking(2)
            Text("base") + Text("raised").baselineOffset(4)
            Text("dashed").underline(pattern: .dash, color: .blue)
            Text("struck").strikethrough(true, pattern: .dot)
            Text("plain line").underline()
            Text("serif").fontDesign(.serif)
            Text("condensed").fontWidth(.condensed)
            Text("title, lines 8 apart").font(.title).lineSpacing(8)
        })
    }

    @Test func viewTextModifiersReachTheTextsInside() {
        assertSnapshot(of: VStack {
            Text("case")
            Text("own case").textCase(nil)
            Text("own kerning").kerning(4)
        }
        .textCase(.uppercase)
        .kerning(1)
        .lineSpacing(6)
        .monospacedDigit()
        .fontDesign(.rounded)
        .underline(color: .green))
    }

    @Test func redactedTextIsAPlaceholderBar() {
        assertSnapshot(of: VStack {
            Text("Secret")
            Text("Also secret").bold()
        }.redacted(reason: .placeholder))
    }

    @Test func formattedValuesUseTheEnvironmentsLocale() {
        var name = PersonNameComponents()
        name.givenName = "Jane"
        name.familyName = "Doe"
        assertSnapshot(of: VStack {
            Text(1234.5, format: .number)
            Text(Measurement(value: 5, unit: UnitLength.kilometers), format: .measurement(width: .wide))
            Text(name, format: .name(style: .medium))
            Text([name, name].map { $0 }, format: .list(memberStyle: .name(style: .short), type: .or))
            TextField("Person", value: .constant(name), format: .name(style: .medium))
        }.environment(\.locale, Locale(identifier: "fr_FR")))
    }

    @Test func dateStylesFollowTheEnvironmentsLocaleAndTimeZone() {
        let day = Date(timeIntervalSince1970: 1_622_991_600)  // 2021-06-06 15:00 UTC
        let html = HTMLRenderer(content: VStack {
            Text(day, style: .date)
            Text(day, style: .time)
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)).prettyHTML()
        #expect(html.contains("<p>7. Juni 2021</p>"), "midnight in Tokyo is the next day: \(html)")
        #expect(html.contains("<p>0:00</p>"), "German short time, as Foundation writes it")
        let utc = HTMLRenderer(content: Text(day, style: .time)).prettyHTML()
        #expect(utc.contains("3:00"), "UTC and en_US by default: \(utc)")
    }

    @Test func aValueFieldShowsItsValueAsTheEnvironmentsLocaleWritesIt() {
        let french = HTMLRenderer(content: TextField("Montant", value: .constant(1234.5), format: .number)
            .environment(\.locale, Locale(identifier: "fr_FR"))).prettyHTML()
        #expect(french.contains("value=\"1\u{202F}234,5\""), "French groups with a narrow space and uses a decimal comma: \(french)")
        let english = HTMLRenderer(content: TextField("Amount", value: .constant(1234.5), format: .number)).prettyHTML()
        #expect(english.contains("value=\"1,234.5\""), "\(english)")
    }
}
