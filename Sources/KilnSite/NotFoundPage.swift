import Foundation
import KilnTree
import KilnViews

/// The page served for a missing path, unless the app declares `Page(path: "404", …)`, with a
/// link to the site's home (`home`: the base URL, or `/`).
enum NotFoundPage {
    static func scene(source: CallSite, home: String) -> ScenePage {
        var pages: [ScenePage] = []
        Page<Content>._collect(Page(path: "404", title: "Page not found") { Content(home: home) }, into: &pages)
        var page = pages[0]
        page.source = source
        return page
    }

    struct Content: View {
        let home: String

        var body: some View {
            VStack(spacing: 16) {
                Text("Page not found").font(.largeTitle).bold().accessibilityHeading(.h1)
                Text("There is no page at this address.").foregroundStyle(.secondary)
                if let url = URL(string: home) {
                    Link("Go to the home page", destination: url)
                }
            }
            .padding(48)
        }
    }
}
