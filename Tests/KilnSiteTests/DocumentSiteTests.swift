import Foundation
import Kiln
import Testing

/// A blog's posts as Markdown files: decoded into the site's own type, a page per post at a
/// readable URL, its body drawn with Kiln's views; bad files named at their lines.
struct DocumentSiteTests {
    struct Post: Decodable, Hashable, Identifiable {
        let id: String
        let title: String
        let date: Date
        let tags: [String]
        let draft: Bool?
        let body: MarkdownDocument
    }

    struct Blog: App {
        var body: some Scene {
            WindowGroup("Blog") { BlogHome() }
        }
    }

    struct BlogHome: View {
        nonisolated static let line = #line + 1
        @Documents("posts", sort: \.date, order: .reverse) var posts: [Post]

        var body: some View {
            NavigationStack {
                List(posts) { post in
                    NavigationLink(post.title, value: post)
                }
                .navigationTitle("Blog")
                .navigationDestination(for: Post.self) { post in
                    ScrollView {
                        Markdown(post.body).padding()
                    }
                    .navigationTitle(post.title)
                }
            }
        }
    }

    static let hello = """
        ---
        title: Hello, world
        date: 2026-01-05
        tags: [swift, web]
        ---
        # Hello

        Some *emphasis* and `code`.

        ```swift
        let answer = 42 // the answer
        ```

        - [x] write it
        - [ ] ship it

        | Name | Count |
        |:-----|------:|
        | Ada  | 3     |

        > A quote.

        <script>alert("hi")</script>
        """

    static let second = """
        ---
        title: "Second: <b>bold</b>"
        date: 2026-02-01T09:30:00Z
        tags:
          - swift
        draft: false
        ---
        Two.
        """

    private func site(_ files: [String: String], into folder: URL? = nil) throws -> (folder: URL, options: SiteOptions) {
        let folder = try folder ?? temporaryFolder()
        for (path, text) in files {
            let url = folder.appendingPathComponent("Content").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        var options = SiteOptions(output: folder.appendingPathComponent("site"), assets: folder.appendingPathComponent("Assets"), isVerbose: false)
        options.content = folder.appendingPathComponent("Content")
        return (folder, options)
    }

    @Test func eachPostIsAPageAtItsSlugInTheOrderAsked() throws {
        let (folder, options) = try site(["posts/hello-world.md": Self.hello, "posts/2026/second.md": Self.second])
        _ = try SiteGenerator(options: options).build(Blog())
        let output = folder.appendingPathComponent("site")
        let home = try read(output, "index.html")
        // Newest first, each linking to its page named by its file.
        let second = try #require(home.range(of: "Second: &lt;b&gt;bold&lt;/b&gt;"))
        let hello = try #require(home.range(of: "Hello, world"))
        #expect(second.lowerBound < hello.lowerBound)
        #expect(home.contains("href=\"post/hello-world/\""))
        #expect(home.contains("href=\"post/2026-second/\""))

        let page = try read(output, "post/hello-world/index.html")
        #expect(page.contains("id=\"hello\">Hello</h1>"))
        #expect(page.contains("<em>emphasis</em>") && page.contains("<code>code</code>"))
        // Highlighted at build time: the keyword and the number in their colours, no script.
        #expect(page.contains(">let</span>") && page.contains(">42</span>"))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(\"hi\")&lt;/script&gt;"))
        #expect(page.contains("aria-label=\"Done\"") && page.contains("aria-label=\"Not done\""))
        #expect(page.contains(">Ada<") && page.contains(">A quote.<"))
    }

    @Test func aMissingFieldNamesTheFileAndTheBuildLeavesThePreviousSite() throws {
        let (folder, options) = try site(["posts/hello-world.md": Self.hello])
        _ = try SiteGenerator(options: options).build(Blog())
        let before = try contents(of: folder.appendingPathComponent("site"))
        let broken = "---\ndate: 2026-01-05\ntags: []\n---\nNo title.\n"
        _ = try site(["posts/untitled.md": broken], into: folder)
        #expect { try SiteGenerator(options: options).build(Blog()) } throws: { error in
            "\(error)".contains("untitled.md:1: error: the front matter has no `title`, which Post needs")
        }
        #expect(try contents(of: folder.appendingPathComponent("site")) == before)
    }

    @Test func aValueOfTheWrongKindNamesItsLine() throws {
        let bad = "---\ntitle: Late\ndate: yesterday\ntags: [a]\n---\nText.\n"
        let (_, options) = try site(["posts/late.md": bad])
        #expect { try SiteGenerator(options: options).build(Blog()) } throws: { error in
            "\(error)".contains("late.md:3: error: `date` is \"yesterday\", not a date: write 2026-01-05, or 2026-01-05T09:30:00Z with a time")
        }
    }

    @Test func twoDocumentsWithOneSlugAreAnError() throws {
        let one = "---\ntitle: One\ndate: 2026-01-01\ntags: []\nslug: same\n---\n"
        let two = "---\ntitle: Two\ndate: 2026-01-02\ntags: []\nslug: same\n---\n"
        let (_, options) = try site(["posts/one.md": one, "posts/two.md": two])
        #expect { try SiteGenerator(options: options).build(Blog()) } throws: { error in
            "\(error)".contains("two.md:5: error: the slug \"same\" is Content/posts/one.md's too") || "\(error)".contains("two.md:5: error: the slug \"same\" is ")
        }
    }

    @Test func aMissingFolderIsNamedWhereTheCollectionIsDeclared() throws {
        let (_, options) = try site([:])
        #expect { try SiteGenerator(options: options).build(Blog()) } throws: { error in
            "\(error)".contains("DocumentSiteTests.swift:\(BlogHome.line): error: there is no folder") && "\(error)".contains("Content/posts for @Documents(\"posts\")")
        }
    }

    @Test func frontMatterThatIsNotYAMLNamesItsLine() throws {
        let bad = "---\ntitle: [unclosed\ndate: 2026-01-01\n---\n"
        let (_, options) = try site(["posts/bad.md": bad])
        #expect { try SiteGenerator(options: options).build(Blog()) } throws: { error in
            "\(error)".contains("bad.md:2: error:")
        }
    }

    // MARK: - Hostile Markdown and front matter

    @Test func scriptsInFrontMatterAndMarkdownAreTextAndLinksToScriptsAreRefused() throws {
        let hostile = """
            ---
            title: "<script>alert('title')</script>"
            date: 2026-03-01
            tags: ["<img src=x onerror=alert(1)>"]
            ---
            Inline <img src=x onerror=alert(2)> markup and a [link](javascript:alert(3)).

            <iframe src="https://evil.example"></iframe>

            [data](data:text/html;base64,PHNjcmlwdD4=)
            """
        let (folder, options) = try site(["posts/hostile.md": hostile])
        _ = try SiteGenerator(options: options).build(Blog())
        let output = folder.appendingPathComponent("site")
        for file in try contents(of: output).keys where file.hasSuffix(".html") {
            let html = try read(output, file)
            #expect(!html.contains("<script>alert"), "\(file)")
            #expect(!html.contains("<img src=x"), "\(file)")
            #expect(!html.contains("<iframe"), "\(file)")
            #expect(!html.contains("javascript:"), "\(file)")
            #expect(!html.contains("href=\"data:"), "\(file)")
        }
        let page = try read(output, "post/hostile/index.html")
        #expect(page.contains("&lt;script&gt;alert('title')&lt;/script&gt;"))
        #expect(page.contains("Inline &lt;img src=x onerror=alert(2)&gt; markup"))
        #expect(page.contains("&lt;iframe src=\"https://evil.example\"&gt;&lt;/iframe&gt;"))
    }

    @Test func brokenTablesAndDeepNestingAreKeptAsTextAndReported() throws {
        let broken = """
            ---
            title: Broken
            date: 2026-03-01
            tags: []
            ---
            | a | b |
            |---|---|
            | 1 | 2 | 3 | 4 |

            | not | a table |
            |---|

            \(String(repeating: ">", count: 20_000)) deep
            """
        let (folder, options) = try site(["posts/broken.md": broken])
        let report = try SiteGenerator(options: options).build(Blog())
        let page = try read(folder.appendingPathComponent("site"), "post/broken/index.html")
        // Nothing is lost: the extra cells, the table that is not one, the deep quote's text.
        #expect(page.contains("2 | 3 | 4") || (page.contains(">3<") && page.contains(">4<")))
        #expect(page.contains("not | a table") || page.contains("| not | a table |"))
        #expect(page.contains("deep"))
        let warnings = report.warnings.map(\.description)
        #expect(warnings.contains { $0.contains("broken.md:8: warning: table row has 4 cells") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("broken.md:13: warning: nesting deeper than 32 levels") }, "\(warnings)")
    }

    @Test func aHugeDocumentBuilds() throws {
        let paragraph = "A paragraph with *emphasis*, `code` and [a link](https://example.com/).\n\n"
        let huge = "---\ntitle: Huge\ndate: 2026-03-01\ntags: []\n---\n" + String(repeating: paragraph, count: 20_000)
        let (folder, options) = try site(["posts/huge.md": huge])
        _ = try SiteGenerator(options: options).build(Blog())
        let page = try read(folder.appendingPathComponent("site"), "post/huge/index.html")
        #expect(page.components(separatedBy: "<em>emphasis</em>").count - 1 == 20_000)
    }

    @Test func aLinkToAnotherDocumentLeadsToItsPageAndABrokenOneIsAnError() throws {
        let linking = "---\ntitle: Linking\ndate: 2026-03-02\ntags: []\n---\nSee [hello](hello-world.md#hello) and [second](2026/second.md).\n"
        let (folder, options) = try site(["posts/hello-world.md": Self.hello, "posts/2026/second.md": Self.second, "posts/linking.md": linking])
        _ = try SiteGenerator(options: options).build(Blog())
        let page = try read(folder.appendingPathComponent("site"), "post/linking/index.html")
        #expect(page.contains("href=\"../../post/hello-world/#hello\""))
        #expect(page.contains("href=\"../../post/2026-second/\""))

        let broken = "---\ntitle: Broken link\ndate: 2026-03-03\ntags: []\n---\n\nSee [nothing](missing.md).\n"
        _ = try site(["posts/broken-link.md": broken], into: folder)
        #expect { try SiteGenerator(options: options).build(Blog()) } throws: { error in
            "\(error)".contains("broken-link.md:7: error: the link to missing.md leads to no document")
        }
    }
}
