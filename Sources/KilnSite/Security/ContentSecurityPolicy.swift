import Foundation
import KilnEmit

/// The Content-Security-Policy of a page, as a `<meta http-equiv>` (a static host may send no
/// headers): its own inline script and styles allowed by their SHA-256 hashes, everything else
/// from the site itself, images also from the web (`AsyncImage`, Markdown images), nothing
/// embedded (`object-src`), no `<base>` to redirect relative links, forms sent only to the site
/// (site search). A page without a script may run none.
struct ContentSecurityPolicy {
    /// The text of each inline `<script>`, exactly as written between its tags.
    var scripts: [String] = []
    /// The text of each inline `<style>`, exactly as written between its tags.
    var styles: [String] = []

    var policy: String {
        let scriptSources = scripts.isEmpty ? "'none'" : scripts.map(Self.hashSource).joined(separator: " ")
        let styleSources = (["'self'"] + styles.map(Self.hashSource)).joined(separator: " ")
        return "default-src 'self'; script-src \(scriptSources); style-src \(styleSources); img-src 'self' https: data:; "
            + "object-src 'none'; base-uri 'none'; form-action 'self'"
    }

    /// The `<meta>` that sets the policy; it must come before the styles and scripts it governs.
    var meta: String {
        "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Escaping.attribute(policy))\">"
    }

    /// `'sha256-…'`: the source expression that allows an inline element with exactly this text.
    static func hashSource(_ text: String) -> String {
        "'sha256-" + Data(SHA256.digest(text.utf8)).base64EncodedString() + "'"
    }
}
