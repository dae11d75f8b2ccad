import Kiln

extension Snapshotting where Value: View, Format == String {
    /// The view's pretty-printed HTML fragment plus the page's CSS rules
    /// (`HTMLRenderer.prettyHTML()`), stored as `.html` and diffed line by line.
    public static var html: Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (view: Value) in
            HTMLRenderer(content: view).prettyHTML()
        }
        strategy.pathExtension = "html"
        return strategy
    }

    /// The whole standalone HTML5 document for the view, CSS inlined
    /// (`HTMLRenderer.document(title:)`), stored as `.html` and diffed line by line.
    public static func document(title: String) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (view: Value) in
            HTMLRenderer(content: view).document(title: title)
        }
        strategy.pathExtension = "html"
        return strategy
    }
}

/// Asserts that a view renders the same HTML as its reference snapshot, using
/// ``Snapshotting/html``. Pass `as:` to the general overload to pick another strategy, such as
/// `.document(title:)`.
///
/// ```swift
/// @Test func greeting() {
///     assertSnapshot(of: Greeting(name: "Ada"))
/// }
/// ```
public func assertSnapshot<V: View>(
    of view: @autoclosure () throws -> V,
    named name: String? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try view(), as: .html, named: name, record: record,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}
