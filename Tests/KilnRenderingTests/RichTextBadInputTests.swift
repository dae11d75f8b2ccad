import Foundation
import Kiln
import Testing

private enum RainbowAttribute: AttributedStringKey {
    typealias Value = Int
    static let name = "Rainbow"
}

extension AttributeScopes {
    fileprivate struct RichTextTestAttributes: AttributeScope {
        let rainbow: RainbowAttribute
        let swiftUI: SwiftUIAttributes
    }

    fileprivate var richTextTest: RichTextTestAttributes.Type { RichTextTestAttributes.self }
}

extension AttributeDynamicLookup {
    fileprivate subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.RichTextTestAttributes, T>) -> T {
        self[T.self]
    }
}

/// Attributes a page cannot draw, values that are not numbers, and links that must not run.
struct RichTextBadInputTests {
    private let file = "KilnRenderingTests/RichTextBadInputTests.swift"

    @Test func customAttributesAreIgnoredAndReportedOnceAtTheLine() {
        var string = AttributedString("over the ")
        string.rainbow = 3
        var rest = AttributedString("rainbow")
        rest.rainbow = 4
        rest.foregroundColor = .purple
        let line = #line + 1
        let renderer = HTMLRenderer(content: VStack { Text(string + rest); Text(rest) })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: AttributedString attribute Rainbow has no meaning on a static page; it is left out"
        ])
        let html = renderer.prettyHTML()
        #expect(html.contains("over the ") && html.contains("rainbow"), "the text is shown without the attribute")
    }

    @Test func nonFiniteSpacingAndOffsetsAreLeftOut() {
        var string = AttributedString("x")
        string.kern = .nan
        string.baselineOffset = .infinity
        let renderer = HTMLRenderer(content: VStack {
            Text("a").kerning(.nan).tracking(.infinity).baselineOffset(-.infinity)
            Text(string)
            Text("b").lineSpacing(.nan)
        })
        let html = renderer.prettyHTML()
        #expect(!html.contains("nan") && !html.contains("inf"), "no CSS value is written for a value that is not a number")
        #expect(html.contains(">a<") && html.contains(">x<") && html.contains(">b<"))
    }

    @Test func scriptLinksInAttributedStringsAreRefused() throws {
        var string = AttributedString("click")
        string.link = URL(string: "javascript:alert(1)")
        let markdown = try AttributedString(markdown: "[also](javascript:alert(2))")
        let html = HTMLRenderer(content: VStack { Text(string); Text(markdown) }).prettyHTML()
        #expect(!html.contains("javascript:"))
        #expect(html.contains("click") && html.contains("also"))
    }

    @Test func aStringLiteralIsALocalizedKeyNotAnAttributedString() {
        let html = HTMLRenderer(content: Text("**Hello**, World!")).prettyHTML()
        #expect(html.contains("<strong>Hello</strong>"), "the literal's Markdown renders: \(html)")
    }

    @Test func unmatchedMarkdownStaysLiteral() throws {
        let string = try AttributedString(markdown: "**open and `tick and [label](no close")
        #expect(String(string.characters) == "**open and `tick and [label](no close")
        #expect(string.runs.count == 1)
    }
}
