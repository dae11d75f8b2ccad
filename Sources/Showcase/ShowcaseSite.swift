import Foundation
import Kiln

/// Kiln's own site, written in Kiln: a home page, one page per topic (each example's rendering
/// with its Swift source folded under it), and a SwiftUI party planner's window.
@main
struct ShowcaseSite: App {
    /// Made anywhere: the tests build the showcase off the main actor.
    nonisolated init() {}

    /// The home page's window id, which the way back from every page opens.
    static let homeID = "home"

    var body: some Scene {
        WindowGroup("Kiln — SwiftUI for the static web", id: Self.homeID) {
            HomePage()
        }
        // The address is a placeholder (`.example` is reserved for documentation): a deployment
        // passes its own with `--base-url https://…/`, which wins.
        .site(
            name: "Kiln", baseURL: URL(string: "https://kiln.example/")!,
            description: "SwiftUI for the static web: Swift developers write pages with SwiftUI's vocabulary, and Kiln builds them into plain HTML and CSS.",
            image: "social-card", contentSecurityPolicy: true)
        Feed("Kiln topics", path: "topics", pages: Topic.all.map(\.id))
        Page(path: "text", title: "Text — Kiln") { TopicPage(topic: .text) }
        Page(path: "stacks", title: "Stacks and spacers — Kiln") { TopicPage(topic: .stacks) }
        Page(path: "frames", title: "Frames and padding — Kiln") { TopicPage(topic: .frames) }
        Page(path: "layers", title: "Backgrounds, overlays and borders — Kiln") { TopicPage(topic: .layers) }
        Page(path: "shapes", title: "Shapes and colours — Kiln") { TopicPage(topic: .shapes) }
        Page(path: "images", title: "Images and labels — Kiln") { TopicPage(topic: .images) }
        Page(path: "controls", title: "Buttons and links — Kiln") { TopicPage(topic: .controls) }
        Page(path: "form-controls", title: "Controls — Kiln") { TopicPage(topic: .formControls) }
        Page(path: "grids", title: "Grids — Kiln") { TopicPage(topic: .grids) }
        Page(path: "custom-layouts", title: "Custom layouts — Kiln") { TopicPage(topic: .customLayouts) }
        Page(path: "forms", title: "Forms — Kiln") { TopicPage(topic: .forms) }
        Page(path: "lists", title: "Lists — Kiln") { TopicPage(topic: .lists) }
        Page(path: "charts", title: "Party planner charts — Kiln") { TopicPage(topic: .charts) }
        Page(path: "chart-gallery", title: "Chart gallery — Kiln") { TopicPage(topic: .chartGallery) }
        Page(path: "presentations", title: "Sheets, alerts and menus — Kiln") { TopicPage(topic: .presentations) }
        Page(path: "accessibility", title: "Accessibility — Kiln") { TopicPage(topic: .accessibility) }
        Page(path: "environment", title: "Environment and state — Kiln") { TopicPage(topic: .environment) }
        Page(path: "places-table", title: "Places table — Kiln") { TopicPage(topic: .placesTable) }
        Page(path: "party-planner", title: "Party planner — Kiln") { TopicPage(topic: .partyPlanner) }
        Page(path: "party-food", title: "Party Food — Kiln") { FoodsListView().homeBar() }
        Page(path: "party-food-views", title: "Party Food, view-based links — Kiln") { ViewBasedLinks.FoodsListView().homeBar() }
        Page(path: "planner", title: "Party Planner") { PartyPlannerHome().homeBar() }
        Page(path: "tabs", title: "Tabs — Kiln") { TabExample().homeBar() }
        Page(path: "symbols", title: "Symbols — Kiln") { TopicPage(topic: .symbols) }
        Page(path: "styles-and-effects", title: "Styles and effects — Kiln") { TopicPage(topic: .stylesAndEffects) }
        Page(path: "safe-areas", title: "Safe areas and images — Kiln") { TopicPage(topic: .safeAreas) }
        Page(path: "paths-and-shapes", title: "Paths and shapes — Kiln") { TopicPage(topic: .pathsAndShapes) }
        Page(path: "canvas", title: "Canvas — Kiln") { TopicPage(topic: .canvas) }
        Page(path: "rich-graphics", title: "Rich graphics — Kiln") { TopicPage(topic: .richGraphics) }
        Page(path: "rich-text", title: "Rich text and formatting — Kiln") { TopicPage(topic: .richText) }
        Page(path: "input", title: "Input, search and sharing — Kiln") { TopicPage(topic: .input) }
        Page(path: "languages", title: "Languages — Kiln") { TopicPage(topic: .languages) }
        Page(path: "support", title: "What Kiln supports — Kiln") { NavigationStack { SupportPage() } }
        Page(path: "guides", title: "Guides — Kiln") { GuidesPage() }
        Window("Party Budget", id: "budget") {
            BudgetPage()
        }
        .keyboardShortcut("0")
    }
}
