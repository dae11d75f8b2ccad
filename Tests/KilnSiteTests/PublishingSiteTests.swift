import Foundation
import Kiln
import KilnTestSupport
import Testing

private struct Post: Hashable, Identifiable {
    let id: String
    let date: Date?
}

private let posts = [
    Post(id: "first", date: Date(timeIntervalSince1970: 1_700_000_000)),
    Post(id: "second", date: Date(timeIntervalSince1970: 1_700_086_400)),
]

/// A small blog: the site described once, a page with its own metadata and head elements, a
/// `noindex` page, and posts reached by `NavigationLink(value:)` in a feed of their type.
private struct Blog: App {
    var body: some Scene {
        WindowGroup("Blog") {
            NavigationStack {
                List(posts) { post in NavigationLink(post.id, value: post) }
                    .navigationDestination(for: Post.self) { post in
                        Text("Post \(post.id)").pageMetadata(description: "About *\(post.id)* & \"more\" <b>", date: post.date)
                    }
            }
        }
        .site(name: "A & B's blog", baseURL: URL(string: "https://blog.example/root")!, description: "Notes", image: "card")
        Page(path: "about", title: "About") {
            Text("About")
                .pageMetadata(
                    description: "Who we are", image: "about-card", canonicalURL: URL(string: "https://elsewhere.example/about/")!,
                    head: [.meta(name: "author", content: "Ada \"A\" <L>"), .link(rel: "me", href: URL(string: "https://social.example/@ada")!)])
        }
        Page(path: "drafts", title: "Drafts") { Text("Drafts").pageMetadata(noindex: true) }
        Feed("Posts", path: "posts", for: Post.self)
    }
}

/// A folder of assets with the social images and an app icon.
private func blogAssets() throws -> URL {
    let folder = try temporaryFolder().appendingPathComponent("Assets")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try pixelPNG.write(to: folder.appendingPathComponent("card.png"))
    try pixelPNG.write(to: folder.appendingPathComponent("about-card.png"))
    return folder
}

private func build<A: App>(_ app: A, assets: URL? = nil, baseURL: String? = nil) throws -> (URL, BuildReport) {
    let output = try temporaryFolder().appendingPathComponent("site")
    let assets = try assets ?? blogAssets()
    let report = try SiteGenerator(options: SiteOptions(output: output, assets: assets, baseURL: baseURL, isVerbose: false)).build(app)
    return (output, report)
}

/// What a published site says about itself: head tags, robots, sitemap and feeds.
struct PublishingSiteTests {
    private let file = "KilnSiteTests/PublishingSiteTests.swift"

    @Test func aPageHeadCarriesItsDescriptionCanonicalURLAndSocialCard() throws {
        let (output, _) = try build(Blog())
        let post = HeadTags(html: try read(output, "post/second/index.html"))
        #expect(post.meta("description") == "About second & \"more\" <b>", "Markdown read as plain text")
        #expect(post.meta("og:description") == post.meta("description"))
        #expect(post.meta("og:title") == "second — Blog")
        #expect(post.meta("og:site_name") == "A & B's blog")
        #expect(post.links(rel: "canonical").map { $0["href"] } == ["https://blog.example/root/post/second/"])
        #expect(post.meta("og:url") == "https://blog.example/root/post/second/")
        // The site's image, absolute, copied into the site.
        #expect(post.meta("og:image") == "https://blog.example/root/assets/card.png")
        #expect(post.meta("twitter:image") == "https://blog.example/root/assets/card.png")
        #expect(post.meta("twitter:card") == "summary_large_image")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/card.png").path))
        #expect(post.meta("robots") == nil)
        // Theme colours for light and dark: Kiln's accent, as the assets have no AccentColor.
        #expect(post.metas.filter { $0["name"] == "theme-color" }.map { [$0["media"]!, $0["content"]!] }
            == [["(prefers-color-scheme: light)", "#0066d6"], ["(prefers-color-scheme: dark)", "#0a84ff"]])
        // The post is in the feed, so it links to its three forms.
        #expect(post.links(rel: "alternate").map { [$0["type"]!, $0["href"]!] } == [
            ["application/rss+xml", "https://blog.example/root/posts.rss"],
            ["application/atom+xml", "https://blog.example/root/posts.atom"],
            ["application/feed+json", "https://blog.example/root/posts.json"],
        ])

        let about = HeadTags(html: try read(output, "about/index.html"))
        #expect(about.meta("description") == "Who we are")
        #expect(about.links(rel: "canonical").map { $0["href"] } == ["https://elsewhere.example/about/"])
        #expect(about.meta("og:image") == "https://blog.example/root/assets/about-card.png")
        #expect(about.meta("author") == "Ada \"A\" <L>")
        #expect(about.links(rel: "me").map { $0["href"] } == ["https://social.example/@ada"])
        #expect(about.links(rel: "alternate").isEmpty, "a page outside the feed does not offer it")
        #expect(try read(output, "about/index.html").contains("content=\"Ada &quot;A&quot; &lt;L&gt;\""), "attribute values are escaped")

        let home = HeadTags(html: try read(output, "index.html"))
        #expect(home.meta("description") == "Notes", "the site's description stands in for a page's")
        #expect(home.links(rel: "alternate").count == 3, "the home page offers the feeds")
        #expect(HeadTags(html: try read(output, "drafts/index.html")).meta("robots") == "noindex")
    }

    @Test func robotsAndTheSitemapUseTheAbsoluteURLAndLeaveOutNoindexPages() throws {
        let (output, _) = try build(Blog())
        #expect(try read(output, "robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://blog.example/root/sitemap.xml\n")
        let sitemap = try read(output, "sitemap.xml")
        #expect(sitemap.contains("<loc>https://blog.example/root/post/first/</loc>"))
        #expect(sitemap.contains("<loc>https://blog.example/root/</loc>"))
        #expect(!sitemap.contains("drafts"))
    }

    @Test func anAbsoluteBaseURLOptionWins() throws {
        let (output, _) = try build(Blog(), baseURL: "https://user.github.io/blog")
        let head = HeadTags(html: try read(output, "about/index.html"))
        #expect(head.meta("og:image") == "https://user.github.io/blog/assets/about-card.png")
        #expect(try read(output, "robots.txt").hasSuffix("Sitemap: https://user.github.io/blog/sitemap.xml\n"))
    }

    @Test func theFeedsListThePostsNewestFirstInEachFormat() throws {
        let (output, _) = try build(Blog())
        let rss = try #require(XMLTree.parse(Data(contentsOf: output.appendingPathComponent("posts.rss"))))
        let channel = try #require(rss.first("channel"))
        #expect(rss.name == "rss" && rss.attributes["version"] == "2.0")
        #expect(channel.first("title")?.text == "Posts" && channel.first("link")?.text == "https://blog.example/root/")
        let items = channel.all("item")
        #expect(items.map { $0.first("link")?.text } == ["https://blog.example/root/post/second/", "https://blog.example/root/post/first/"])
        #expect(items.map { $0.first("pubDate")?.text } == ["Wed, 15 Nov 2023 22:13:20 +0000", "Tue, 14 Nov 2023 22:13:20 +0000"])
        #expect(items[0].first("description")?.text == "About second & \"more\" <b>", "escaped in the file, read back as written")

        let atom = try #require(XMLTree.parse(Data(contentsOf: output.appendingPathComponent("posts.atom"))))
        #expect(atom.name == "feed" && atom.first("updated")?.text == "2023-11-15T22:13:20Z")
        #expect(atom.all("entry").map { $0.first("updated")?.text } == ["2023-11-15T22:13:20Z", "2023-11-14T22:13:20Z"])
        #expect(atom.first("author")?.first("name")?.text == "A & B's blog")

        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("posts.json"))) as? [String: Any])
        #expect(json["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(json["feed_url"] as? String == "https://blog.example/root/posts.json")
        let jsonItems = try #require(json["items"] as? [[String: Any]])
        #expect(jsonItems.map { $0["url"] as? String } == ["https://blog.example/root/post/second/", "https://blog.example/root/post/first/"])
        #expect(jsonItems.map { $0["date_published"] as? String } == ["2023-11-15T22:13:20Z", "2023-11-14T22:13:20Z"])
    }

    // MARK: - Bad input, at the user's line

    @Test func aRelativeBaseURLIsAnErrorAtTheSiteLine() throws {
        struct Relative: App {
            nonisolated static let line = #line + 3
            var body: some Scene {
                WindowGroup("Home") { Text("Home") }
                    .site(name: "Mine", baseURL: URL(string: "/mine/")!)
            }
        }
        #expect { try build(Relative()) } throws: { error in
            "\(error)" == "\(file):\(Relative.line): error: the site's baseURL \"/mine/\" is not an absolute URL: canonical URLs, social images, feeds and the sitemap need one such as https://example.com/mine/"
        }
    }

    @Test func aFeedWithoutAnAbsoluteURLIsAnErrorAtTheFeedLine() throws {
        struct PathOnly: App {
            nonisolated static let line = #line + 4
            var body: some Scene {
                WindowGroup("Home") { Text("Home") }
                    .site(name: "Mine")
                Feed("News", path: "news", pages: [""])
            }
        }
        #expect { try build(PathOnly(), baseURL: "/mine/") } throws: { error in
            "\(error)" == "\(file):\(PathOnly.line): error: the feed \"News\" needs the site's absolute URL for its links (--base-url /mine/ is a path, not an absolute URL): declare site(name:baseURL:) with an address such as https://example.com/ or build with --base-url https://example.com/"
        }
    }

    @Test func aMissingSocialImageIsAnErrorAtItsLine() throws {
        struct NoCard: App {
            nonisolated static let line = #line + 2
            var body: some Scene {
                WindowGroup("Home") { Text("Home").pageMetadata(image: "nowhere") }
                    .site(name: "Mine", baseURL: URL(string: "https://mine.example/")!)
            }
        }
        #expect { try build(NoCard()) } throws: { error in
            "\(error)".hasPrefix("\(file):\(NoCard.line): error: the social image \"nowhere\" is not in Assets/ (looked for nowhere.png, ")
        }
    }

    @Test func aFeedEntryWithoutADateIsLeftOutWithAWarningAtItsLine() throws {
        struct Undated: App {
            nonisolated static let line = #line + 5
            var body: some Scene {
                WindowGroup("Home") { Text("Home") }
                    .site(name: "Mine", baseURL: URL(string: "https://mine.example/")!)
                Page(path: "dated", title: "Dated") { Text("Dated").pageMetadata(date: Date(timeIntervalSince1970: 0)) }
                Page(path: "undated", title: "Undated") { Text("Undated").pageMetadata(description: "No date") }
                Feed("News", path: "news", pages: ["dated", "undated"])
            }
        }
        let (output, report) = try build(Undated())
        #expect(report.warnings.map(\.description) == [
            "\(file):\(Undated.line): warning: the page /undated/ has no date, so the feed \"News\" (\(file):\(Undated.line + 1)) leaves it out: give its view pageMetadata(date:)"
        ])
        let rss = try #require(XMLTree.parse(Data(contentsOf: output.appendingPathComponent("news.rss"))))
        #expect(rss.first("channel")?.all("item").map { $0.first("link")?.text } == ["https://mine.example/dated/"])
    }

    @Test func aFeedOfAPathThatIsNoPageIsAnErrorAtTheFeedLine() throws {
        struct Unknown: App {
            nonisolated static let line = #line + 4
            var body: some Scene {
                WindowGroup("Home") { Text("Home") }
                    .site(name: "Mine", baseURL: URL(string: "https://mine.example/")!)
                Feed("News", path: "news", pages: ["nowhere"])
            }
        }
        #expect { try build(Unknown()) } throws: { error in
            "\(error)" == "\(file):\(Unknown.line): error: the feed \"News\" lists \"nowhere\", which is no page of the site"
        }
    }

    @Test func rawOrDuplicatedHeadElementsAreRefusedAtTheirLine() throws {
        struct Raw: App {
            nonisolated static let line = #line + 3
            var body: some Scene {
                WindowGroup("Home") {
                    Text("Home").pageMetadata(head: [
                        .meta(name: "description", content: "twice"),
                        .meta(name: "x\"><script>", content: "no"),
                        .link(rel: "me", href: URL(string: "javascript:alert(1)")!),
                    ])
                }
            }
        }
        #expect { try build(Raw()) } throws: { error in
            "\(error)" == [
                "\(file):\(Raw.line): error: the meta name \"description\" is written by Kiln; set it with pageMetadata(description:) instead",
                "\(file):\(Raw.line): error: the meta name \"x\"><script>\" is not a plain name (letters, digits, : . _ -); the head element is left out",
                "\(file):\(Raw.line): error: the link to \"javascript:alert(1)\" would run script; it is left out",
            ].joined(separator: "\n")
        }
    }

    @Test func theSiteDescribedTwiceDifferentlyNamesBothLines() throws {
        struct Twice: App {
            nonisolated static let lines = (#line + 3, #line + 5)
            var body: some Scene {
                WindowGroup("Home") { Text("Home") }
                    .site(name: "One")
                Page(path: "two", title: "Two") { Text("Two") }
                    .site(name: "Two")
            }
        }
        #expect { try build(Twice()) } throws: { error in
            "\(error)" == "\(file):\(Twice.lines.1): error: the site is described twice, differently; the first is at \(file):\(Twice.lines.0): describe it once with site(name:baseURL:description:image:)"
        }
    }

    @Test func withoutABaseURLTheSocialImageIsLeftOutWithAWarning() throws {
        struct Local: App {
            nonisolated static let line = #line + 3
            var body: some Scene {
                WindowGroup("Home") { Text("Home") }
                    .site(name: "Local", image: "card")
            }
        }
        let (output, report) = try build(Local())
        #expect(report.warnings.map(\.description) == [
            "warning: sitemap.xml is left out: a sitemap lists absolute URLs, so it needs the site's address; declare site(name:baseURL:) with one such as https://example.com/ or build with --base-url https://example.com/",
            "\(file):\(Local.line): warning: the social image \"card\" needs the site's absolute URL, which is not known: declare site(name:baseURL:) with an address such as https://example.com/ (the image is left out of the social card)"
        ])
        let head = HeadTags(html: try read(output, "index.html"))
        #expect(head.meta("og:image") == nil && head.links(rel: "canonical").isEmpty)
        #expect(try read(output, "robots.txt") == "User-agent: *\nAllow: /\n")
    }
}
