@testable import KilnSite
import Testing

/// The scan of a page's bytes for asset colour variables the site does not define, found by
/// the marker's `(`: at either end of the page, beside other parentheses and many `v`s.
struct MissingColorScanTests {
    private func missing(_ page: String, defined: Set<String> = ["--k-c-sea"]) -> [String] {
        SiteGenerator.missingColorVariables(in: Array(page.utf8), defined: defined)
    }

    @Test func findsEachUndefinedVariableOnce() {
        #expect(missing("var(--k-c-ink)") == ["--k-c-ink"])
        #expect(missing("<div>(</div><div class=\"a\">var(--k-c-ink,red) var(--k-c-sea) var(--k-c-ink)</div>") == ["--k-c-ink"])
        #expect(missing("((var(--k-c-a)(var(--k-c-b") == ["--k-c-a", "--k-c-b"])
    }

    @Test func ignoresTextThatOnlyLooksLikeIt() {
        #expect(missing("").isEmpty)
        #expect(missing("(--k-c-ink)").isEmpty)
        #expect(missing("var(--k-c").isEmpty)
        #expect(missing("vvar(--k-x-ink) var (--k-c-ink) <div></div>").isEmpty)
        #expect(missing("var(--k-c-sea)").isEmpty)
    }
}
