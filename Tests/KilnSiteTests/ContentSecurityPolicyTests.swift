import Foundation
import Kiln
@testable import KilnSite
import KilnTestSupport
import Testing

/// A site that asks for a Content-Security-Policy gets one on every published page, naming the
/// SHA-256 of exactly the page's inline script and style; the development copy and sites that
/// do not ask get none.
struct ContentSecurityPolicyTests {
    /// FIPS 180-4's examples (NIST's "SHA-256 examples", and the empty string's well-known digest).
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func sha256MatchesTheStandardsExamples(_ message: String, _ hex: String) {
        #expect(SHA256.digest(message.utf8).map { String(format: "%02x", $0) }.joined() == hex)
    }

    @Test func aMillionAsHashAsTheStandardSays() {
        #expect(SHA256.digest(repeatElement(UInt8(ascii: "a"), count: 1_000_000)).map { String(format: "%02x", $0) }.joined()
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    private func build(asks: Bool, previews: Bool = false) throws -> URL {
        let output = try temporaryFolder().appendingPathComponent("site")
        var options = SiteOptions(output: output, isVerbose: false)
        options.showsPreviews = previews
        _ = try asks ? SiteGenerator(options: options).build(GuardedSiteFixture.Guarded()) : SiteGenerator(options: options).build(GuardedSiteFixture.Open())
        return output
    }

    /// The text between the first `<tag>` and its end tag.
    private func inner(_ tag: String, of html: String) -> String? {
        guard let open = html.range(of: "<\(tag)>"), let close = html.range(of: "</\(tag)>", range: open.upperBound..<html.endIndex) else { return nil }
        return String(html[open.upperBound..<close.lowerBound])
    }

    private func policy(of html: String) -> String? {
        guard let start = html.range(of: "<meta http-equiv=\"Content-Security-Policy\" content=\"") else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func eachPageAllowsExactlyItsOwnScriptAndStyle() throws {
        let site = try build(asks: true)
        let home = try read(site, "index.html")
        let script = try #require(inner("script", of: home)), style = try #require(inner("style", of: home))
        let rules = try #require(policy(of: home), "the home page carries a policy")
        #expect(rules.contains("script-src \(ContentSecurityPolicy.hashSource(script));"), "the page's script by its hash: \(rules)")
        #expect(rules.contains("style-src 'self' \(ContentSecurityPolicy.hashSource(style));"), "the shared stylesheet and the page's own rules: \(rules)")
        #expect(rules.hasPrefix("default-src 'self';") && rules.contains("object-src 'none'") && rules.contains("base-uri 'none'"))
        #expect(home.range(of: "Content-Security-Policy")!.lowerBound < home.range(of: "<style>")!.lowerBound, "before what it governs")
        let plain = try #require(policy(of: try read(site, "plain/index.html")))
        #expect(plain.contains("script-src 'none';"), "a page without a script may run none: \(plain)")
        let notFound = try read(site, "404.html")
        #expect(try #require(policy(of: notFound)).contains(ContentSecurityPolicy.hashSource(try #require(inner("style", of: notFound)))), "the not-found page's inline base rules")
    }

    @Test func onlyASiteThatAsksAndNotItsDevelopmentCopy() throws {
        #expect(policy(of: try read(try build(asks: false), "index.html")) == nil)
        #expect(policy(of: try read(try build(asks: true, previews: true), "index.html")) == nil, "kiln serve adds its reload script to these pages")
    }
}
