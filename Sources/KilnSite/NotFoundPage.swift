import KilnTree
import KilnViews

/// The page served for a missing path, unless the app declares `Page(path: "404", …)`.
enum NotFoundPage {
    static func scene(source: CallSite) -> ScenePage {
        var pages: [ScenePage] = []
        Page<Content>._collect(Page(path: "404", title: "Page not found") { Content() }, into: &pages)
        var page = pages[0]
        page.source = source
        return page
    }

    struct Content: View {
        var body: some View {
            VStack(spacing: 16) {
                Text("Page not found").font(.largeTitle).bold().accessibilityHeading(.h1)
                Text("There is no page at this address.").foregroundStyle(.secondary)
            }
            .padding(48)
        }
    }
}
