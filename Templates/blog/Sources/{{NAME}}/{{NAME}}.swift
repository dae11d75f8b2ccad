import Foundation
import Kiln

/// The blog: its posts are the Markdown files of Content/posts/, each a page of its own.
/// Running the executable writes the site into site/.
@main
struct {{TYPE}}: App {
    var body: some Scene {
        WindowGroup("{{TITLE}}") {  // index.html, page/2/ …, post/<file>/, tag/<name>/
            BlogHome()
        }
        // Feeds and the sitemap need the address the site is published at: change it here,
        // or build with --base-url https://….
        .site(name: "{{TITLE}}", baseURL: URL(string: "https://example.com/")!, description: "Notes written in Markdown, built with Kiln.", contentSecurityPolicy: true)
        Feed("{{TITLE}}", path: "feed", for: Post.self)  // feed.rss, feed.atom, feed.json
    }
}

/// The posts, newest first, ten to a page; each links to its page, each tag to the posts that
/// have it; the field searches the whole site.
struct BlogHome: View {
    @Documents("posts", sort: \.date, order: .reverse) var posts: [Post]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                PostList(posts: posts)
                    .frame(maxWidth: 720)
            }
            .navigationTitle("{{TITLE}}")
            .searchable(text: $query, prompt: "Search the blog")
            .searchFiltering(.site)
            .navigationDestination(for: Post.self) { post in
                PostPage(post: post)
            }
            .navigationDestination(for: Tag.self) { tag in
                ScrollView {
                    PostList(posts: posts.filter { $0.tags.contains(tag.name) })
                        .frame(maxWidth: 720)
                }
                .navigationTitle("Tagged \(tag.name)")
            }
        }
    }
}

/// Posts ten to a page, each with its date, summary and tags.
struct PostList: View {
    let posts: [Post]

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Paginated(posts, pageSize: 10) { page in
                ForEach(page) { post in
                    VStack(alignment: .leading, spacing: 6) {
                        NavigationLink(value: post) {
                            Text(post.title).font(.title2).bold()
                        }
                        Text(post.date, format: .dateTime.year().month(.wide).day())
                            .foregroundStyle(.secondary)
                        if let summary = post.summary {
                            Text(summary)
                        }
                        TagRow(tags: post.tags)
                    }
                }
            }
        }
        .padding(24)
    }
}

struct PostPage: View {
    let post: Post

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(post.date, format: .dateTime.year().month(.wide).day())
                    .foregroundStyle(.secondary)
                TagRow(tags: post.tags)
                Markdown(post.body)
            }
            .padding(24)
            .frame(maxWidth: 720)
        }
        .navigationTitle(post.title)
        .pageMetadata(description: post.summary, date: post.date)
    }
}

struct TagRow: View {
    let tags: [String]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(tags, id: \.self) { name in
                NavigationLink("#\(name)", value: Tag(name: name))
            }
        }
        .font(.subheadline)
    }
}
