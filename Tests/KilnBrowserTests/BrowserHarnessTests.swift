import Foundation
import Kiln
import KilnTestSupport
import Testing

/// The harness fails loudly instead of passing on what it did not check.
struct BrowserHarnessTests {
    @Test func aMissingBrowserSkipsOnlyWhereNoOneAskedForIt() {
        let missing = Result<Void, BrowserError>.failure(BrowserError("no chromium"))
        #expect(Browser.skipReason(located: missing, environment: [:]) == "no chromium", "a machine without a browser skips")
        #expect(Browser.skipReason(located: missing, environment: ["KILN_REQUIRE_BROWSER": "1"]) == nil, "CI runs the tests, which fail")
        #expect(Browser.skipReason(located: missing, environment: ["CHROMIUM_BIN": "/nowhere/chromium"]) == nil, "a named browser that is not there fails")
        #expect(Browser.skipReason(located: missing, environment: ["CHROMEDRIVER": "/nowhere/chromedriver"]) == nil)
        #expect(Browser.skipReason(located: .success(()), environment: [:]) == nil)
        #expect(Browser.skipReason(located: missing, environment: ["KILN_BROWSER": "webkit"]) == nil, "a chosen engine that is not there fails")
    }

    @Test(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
    func anIdOnTwoElementsFailsTheMeasurement() throws {
        let view = VStack {
            Text("One").accessibilityIdentifier("row")
            Text("Two").accessibilityIdentifier("row")
            Text("Three").accessibilityIdentifier("other")
        }
        #expect {
            try measure(view)
        } throws: { error in
            "\(error)" == "data-testid \"row\" names more than one element of the measured page; give each box its own id"
        }
    }

    @Test func kilnBrowserNamesTheEngineAsTheSharedToolsDo() {
        #expect(BrowserEngine.named(nil) == .chromium)
        #expect(BrowserEngine.named("chromium") == .chromium)
        for name in ["webkit", "WebKit", "safari", "webkitgtk", "minibrowser"] { #expect(BrowserEngine.named(name) == .webkit, "\(name)") }
        for name in ["firefox", "firefox-esr", "gecko"] { #expect(BrowserEngine.named(name) == .firefox, "\(name)") }
    }
}
