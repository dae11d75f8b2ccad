import Foundation
import Kiln
import KilnTesting
import Testing

/// `redacted(reason:)`, `unredacted()`, `privacySensitive()` and the environment's reasons.
struct RedactionTests {
    /// Reads the environment's reasons as a view's body does.
    private struct ReasonsReader: View {
        @Environment(\.redactionReasons) private var reasons

        var body: some View {
            Text(reasons.isEmpty ? "none" : reasons == .placeholder ? "placeholder" : "other").unredacted()
        }
    }

    @Test @MainActor func theEnvironmentCarriesTheReasons() {
        let html = HTMLRenderer(content: VStack {
            ReasonsReader()
            ReasonsReader().redacted(reason: .placeholder)
            VStack { ReasonsReader() }.unredacted().redacted(reason: .placeholder)
        }).prettyHTML()
        #expect(html.contains(">placeholder<"))
        // Inside unredacted() the view reads no reasons, as in SwiftUI.
        #expect(html.components(separatedBy: ">none<").count == 3, "\(html)")
    }

    @Test func unredactedTextsStayReadable() {
        assertSnapshot(of: VStack {
            Text("Hidden")
            Text("Shown").unredacted()
            HStack {
                Text("Also shown")
                Text("Shown too")
            }.unredacted()
        }.redacted(reason: .placeholder))
    }

    @Test func privacyRedactsOnlyPrivacySensitiveViews() {
        assertSnapshot(of: VStack {
            Text("Account")
            Text("1234 5678").privacySensitive()
        }.redacted(reason: .privacy))
    }

    @Test func marksLeaveNoTraceOnThePage() {
        // unredacted() outside a redacted view, and inside one, gives the same bytes as no modifier.
        let plain = HTMLRenderer(content: VStack { Text("A"); Text("B") }).prettyHTML()
        let outside = HTMLRenderer(content: VStack { Text("A"); Text("B").unredacted() }).prettyHTML()
        #expect(plain == outside)
        let redacted = HTMLRenderer(content: VStack { Text("A").unredacted(); Text("B").unredacted() }.redacted(reason: .placeholder)).prettyHTML()
        #expect(plain == redacted)
    }

    @Test func privacySensitiveOutsideARedactionIsReported() {
        let renderer = HTMLRenderer(content: Text("1234").privacySensitive())
        let warnings = renderer.diagnostics.map(\.message)
        #expect(warnings.contains { $0.hasPrefix("privacySensitive has no meaning on a static page") }, "\(warnings)")
        let inside = HTMLRenderer(content: Text("1234").privacySensitive().redacted(reason: .privacy))
        #expect(inside.diagnostics.isEmpty, "\(inside.diagnostics)")
    }
}
