import Foundation
import Kiln
import Testing

/// Each bad input has a defined result and, where the user made a mistake, a message naming
/// the file and line of the view.
struct BadInputTests {
    private let file = "KilnRenderingTests/BadInputTests.swift"

    @Test func negativeFrameSizesAreIgnoredWithAWarning() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Text("x").frame(width: -10, height: .nan))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: frame width -10.0 is invalid (negative or not finite); it is ignored",
            "\(file):\(line): warning: frame height nan is invalid (negative or not finite); it is ignored",
        ])
        #expect(!renderer.prettyHTML().contains("width:-10"))
    }

    @Test func contradictoryFlexibleFramesRaiseTheMaximum() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Text("x").frame(minWidth: 200, maxWidth: 100))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: frame minWidth 200.0 is larger than maxWidth 100.0; the maximum is raised to it"
        ])
        #expect(renderer.prettyHTML().contains("min-width:200px;max-width:200px"))
    }

    @Test func nanOpacityIsOpaqueWithAWarningAndOutOfRangeIsClamped() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: VStack { Text("a").opacity(.nan); Text("b").opacity(7); Text("c").opacity(-1) })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: opacity is NaN; the view is drawn fully opaque"
        ])
        let html = renderer.prettyHTML()
        let opacities = html.matches(of: /opacity:([^;}]*)/).map { String($0.1) }
        #expect(opacities.sorted() == ["0", "1"] || opacities == ["0"], "7 is drawn opaque, -1 transparent, NaN opaque: \(opacities)")
    }

    @Test func duplicateForEachIdsWarnOnceWithTheCallSite() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: ForEach(["a", "b", "a", "a"], id: \.self) { Text($0) })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: ForEach has two elements with the id a; ids must be unique, or the page shows views SwiftUI would not"
        ])
        #expect(renderer.prettyHTML().components(separatedBy: "<p>a</p>").count == 4)
    }

    /// Integer ids are checked without hashing while they rise: a repeat is found whether it
    /// comes while they rise, after they stopped rising, or never, and ids of other types too.
    @Test func duplicateIntegerAndOtherIdsWarnAndUniqueOnesDoNot() {
        func warnings(_ ids: [Int]) -> [String] {
            HTMLRenderer(content: ForEach(ids, id: \.self) { Text("\($0)") }).diagnostics.map(\.message)
        }
        let duplicate = { (id: String) in "ForEach has two elements with the id \(id); ids must be unique, or the page shows views SwiftUI would not" }
        #expect(warnings([1, 2, 3, 3]) == [duplicate("3")])
        #expect(warnings([1, 5, 2, 5, 2]) == [duplicate("5")])
        #expect(warnings([5, 4, 3, 2, 1]).isEmpty)
        #expect(warnings([-3, 0, 7, 1, 2]).isEmpty)
        let doubles = HTMLRenderer(content: ForEach([0.5, 1.5, 0.5], id: \.self) { Text("\($0)") }).diagnostics.map(\.message)
        #expect(doubles == [duplicate("0.5")])
    }

    @Test func scriptInTextIsShownAsText() {
        let html = HTMLRenderer(content: Text(verbatim: "<script>alert('x')</script>")).document(title: "<title>")
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert('x')&lt;/script&gt;"))
        #expect(html.contains("<title>&lt;title&gt;</title>"))
    }

    @Test func scriptLinksAreRefusedWithAnError() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Link("Run", destination: URL(string: "javascript:alert(1)")!))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: Link destination \"javascript:alert(1)\" is a script URL; links must lead somewhere"
        ])
        #expect(!renderer.document(title: "t").contains("javascript:"))
    }

    @Test func scriptLinksInMarkdownAreDropped() {
        let html = HTMLRenderer(content: Text("[click](javascript:alert(1))")).document(title: "t")
        #expect(!html.contains("javascript:"))
        #expect(html.contains("click"))
    }

    @Test func attributeValuesAreEscaped() {
        let html = HTMLRenderer(content: Image("a\"onerror=\"alert(1)")).document(title: "t")
        #expect(html.contains("alt=\"a&quot;onerror=&quot;alert(1)\""))
    }
}
