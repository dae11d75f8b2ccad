import Foundation
import Kiln

/// The showcase's home page: what Kiln is, shown with Kiln.
struct HomePage: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            LanguageSwitcher()
            VStack(alignment: .leading, spacing: 8) {
                Text("Kiln")
                    .font(.largeTitle)
                    .bold()
                    .accessibilityHeading(.h1)
                Text("SwiftUI for the static web. Write pages with the views you know; get small, valid, accessible HTML with no JavaScript.")
                    .font(.title3)
                    .foregroundStyle(.secondary)
            }
            // Three cards side by side where 240 pt each fit, one above the other on a phone.
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 240), spacing: 16, alignment: .top)], spacing: 16) {
                FeatureCard(title: "SwiftUI semantics", detail: "Stacks hug their content, `Spacer` takes the free space, frames place by alignment — measured in a real browser.", symbol: "square.stack")
                FeatureCard(title: "Tiny HTML", detail: "One class per box, named from its declarations; only the rules a page uses.", symbol: "leaf")
                FeatureCard(title: "Accessible", detail: "Real buttons and links, alt text, headings, and colours that meet contrast in light and dark mode.", symbol: "accessibility")
            }
            Text("Get started").font(.title2).bold().accessibilityHeading(.h2)
            CodeBlock("kiln new my-site\ncd my-site\nkiln serve\nkiln build", language: "sh")
            Text("`kiln serve` shows the site at http://127.0.0.1:8000/ and rebuilds it on every save; `kiln build` writes it into `site/`, ready to upload. `kiln new my-blog --template blog` starts a blog of Markdown posts.")
            Button("Read the guides") { openWindow(id: "guides") }
                .font(.headline)
            Divider()
            Text("Topics").font(.title2).bold().accessibilityHeading(.h2)
            // Two groups side by side where 380 pt each fit, one above the other on a phone.
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 380), spacing: 32, alignment: .topLeading)], alignment: .leading, spacing: 32) {
                ForEach(TopicGroup.all) { group in
                    VStack(alignment: .leading, spacing: 12) {
                        Text(LocalizedStringKey(group.title)).font(.title3).bold().accessibilityHeading(.h3)
                        ForEach(group.topics) { topic in
                            SceneEntry(title: topic.title, summary: topic.summary, id: topic.id)
                        }
                    }
                }
            }
            SceneEntry(
                title: "What Kiln supports",
                summary: "SwiftUI's and Swift Charts' everyday API, a row each: what renders, what partly, what a static page leaves out, what is missing.",
                id: "support")
            Text("Apps").font(.title2).bold().accessibilityHeading(.h2)
            VStack(alignment: .leading, spacing: 12) {
                ForEach(SampleApp.all) { app in
                    SceneEntry(title: app.title, summary: app.summary, id: app.id)
                }
            }
        }
        .padding(24)
        .frame(maxWidth: 900)
    }
}

/// A link to one of the site's scenes, by its window id, over a line saying what it shows.
struct SceneEntry: View {
    let title: String
    let summary: LocalizedStringKey
    let id: String
    @Environment(\.openWindow) private var openWindow

    init(title: String, summary: LocalizedStringKey, id: String) {
        self.title = title
        self.summary = summary
        self.id = id
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Button(LocalizedStringKey(title)) { openWindow(id: id) }
                .font(.headline)
            Text(summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

struct FeatureCard: View {
    let title: String
    let detail: LocalizedStringKey
    let symbol: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(LocalizedStringKey(title), systemImage: symbol)
                .font(.headline)
                .accessibilityHeading(.h2)
            Text(detail)
                .font(.callout)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .overlay {
            RoundedRectangle(cornerRadius: 12).strokeBorder(.quaternary)
        }
    }
}

/// A sample that is a whole app: its pages come from its scenes and navigation.
struct SampleApp: Identifiable {
    let title: String
    /// Its scene's window id: a page's path, or a window's id.
    let id: String
    let summary: LocalizedStringKey

    static let all = [
        SampleApp(title: "Party planner's views", id: "party-planner", summary: "A SwiftUI party planner app's views, compiled with only the import changed."),
        SampleApp(title: "Party Planner", id: "planner", summary: "A `NavigationSplitView`: a page per task selected in the sidebar; the food task's detail is a navigation stack."),
        SampleApp(title: "Party Food", id: "party-food", summary: "Value-based `NavigationLink(value:)` with `navigationDestination(for:)`: a page per food at a URL from its id; related foods link on."),
        SampleApp(title: "Party Food, view-based", id: "party-food-views", summary: "View-based `NavigationLink { FoodDetailView(item:) } label:`: the same foods, named after their labels."),
        SampleApp(title: "Tabs", id: "tabs", summary: "A `TabView` with `tabItem` labels: a page per tab, with a tab bar of links."),
        SampleApp(title: "Party Budget", id: "budget", summary: "`Window(\"Party Budget\", id: \"budget\")`, a page at /budget/ with the party's expenses."),
    ]
}
