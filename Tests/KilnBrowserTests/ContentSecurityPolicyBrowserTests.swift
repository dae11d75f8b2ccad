import Foundation
import Kiln
import KilnTestSupport
import Testing

/// A page of a site with a Content-Security-Policy, as the browser enforces it: its stylesheet,
/// its own rules and its own script work, and a script injected into it does not run.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ContentSecurityPolicyBrowserTests {
    @Test func thePageWorksAndAnInjectedScriptDoesNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-csp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: site, assets: folder, isVerbose: false)).build(GuardedSiteFixture.Guarded())
        let page = site.appendingPathComponent("index.html")
        // What an attacker's text would do if it reached the page unescaped.
        let html = try String(contentsOf: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</main>", with: "<script>document.title = 'injected'</script></main>").write(to: page, atomically: true, encoding: .utf8)
        let found = try Browser.shared().evaluate(page: page, width: 390, script: """
            const field = document.querySelector('search input');
            const visible = () => [...document.querySelectorAll('li')].filter(r => r.getBoundingClientRect().height > 0).map(r => r.textContent.trim());
            field.value = 'fla';
            field.dispatchEvent(new Event('input'));
            const list = document.querySelector('ul');
            return { title: document.title, filtered: visible(), page: getComputedStyle(document.querySelector('main')).display,
                     list: getComputedStyle(list).display, sheets: document.styleSheets.length };
            """) as? [String: Any]
        let result = try #require(found)
        #expect(result["title"] as? String == "Home", "the injected script did not run")
        #expect(result["filtered"] as? [String] == ["Flan"], "the page's own script runs: typing filters the list")
        #expect(result["page"] as? String == "flex", "the shared stylesheet applies (k-page)")
        #expect(result["sheets"] as? NSNumber == 2, "the shared stylesheet and the page's own rules")
    }
}
