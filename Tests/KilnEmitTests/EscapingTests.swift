import KilnEmit
import Testing

/// Escaping happens once, here, for every context user data can reach.
struct EscapingTests {
    @Test func textEscapesMarkupCharacters() {
        #expect(Escaping.text("<script>alert('x') & \"y\"</script>") == "&lt;script&gt;alert('x') &amp; \"y\"&lt;/script&gt;")
    }

    @Test func attributesEscapeQuotesToo() {
        #expect(Escaping.attribute("a\"b<c>&d'e") == "a&quot;b&lt;c&gt;&amp;d'e")
    }

    @Test func scriptURLsAreRefusedHoweverSpelled() {
        for url in ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:x", "java\tscript:x", "vbscript:x", "data:text/html,<b>"] {
            #expect(Escaping.url(url) == nil, "\(url) should be refused")
        }
    }

    @Test func ordinaryURLsPassWithSpacesAndQuotesEncoded() {
        #expect(Escaping.url("https://swift.org/a b?q=\"x\"") == "https://swift.org/a%20b?q=%22x%22")
        #expect(Escaping.url("/docs/javascript:guide") == "/docs/javascript:guide")
        #expect(Escaping.url("mailto:me@example.com") == "mailto:me@example.com")
    }

    @Test func cssValuesCannotCloseTheStyleElement() {
        var buffer = ByteBuffer()
        Escaping.appendCSSValue("red}</style><script>", to: &buffer)
        #expect(buffer.string == "red\\3c /style>\\3c script>")
    }
}
