import Testing
@testable import KilnServer

struct MediaTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"), ("style.css", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"), ("logo.SVG", "image/svg+xml; charset=utf-8"),
        ("data.json", "application/json; charset=utf-8"), ("sitemap.xml", "application/xml; charset=utf-8"),
        ("feed.rss", "application/rss+xml; charset=utf-8"), ("robots.txt", "text/plain; charset=utf-8"),
        ("site.webmanifest", "application/manifest+json; charset=utf-8"), ("photo.png", "image/png"),
        ("photo.jpg", "image/jpeg"), ("photo.jpeg", "image/jpeg"), ("anim.gif", "image/gif"),
        ("photo.webp", "image/webp"), ("photo.avif", "image/avif"), ("favicon.ico", "image/vnd.microsoft.icon"),
        ("font.woff", "font/woff"), ("font.woff2", "font/woff2"), ("report.pdf", "application/pdf"),
        ("clip.mp4", "video/mp4"), ("clip.webm", "video/webm"), ("sound.mp3", "audio/mpeg"),
        ("module.wasm", "application/wasm"), ("blob.bin", "application/octet-stream"),
        ("Makefile", "application/octet-stream"),
    ])
    func namesTheTypeOfEveryKindOfSiteFile(_ name: String, _ type: String) {
        #expect(MediaType.forFile(named: name) == type)
    }
}
