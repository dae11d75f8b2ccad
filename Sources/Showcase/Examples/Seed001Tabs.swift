// Seed 001's TabExample (the session's symbol-variants sample), as the session wrote it; only
// `import SwiftUI` became `import Kiln`. Each tab is a page with the tab bar above it.
import Kiln

struct TabExample: View {
    var body: some View {
        TabView {
            CardsView().tabItem {
                Label("Cards", systemImage: "rectangle.portrait.on.rectangle.portrait.fill")
            }
            RulesView().tabItem {
                Label("Rules", systemImage: "character.book.closed.fill")
            }
            ProfileView().tabItem {
                Label("Profile", systemImage: "person.circle.fill")
            }
            SearchPlayersView().tabItem {
                Label("Magic", systemImage: "sparkles")
            }
        }
    }
}

struct CardsView: View {
    var body: some View { Color.clear }
}

struct RulesView: View {
    var body: some View { Color.clear }
}

struct ProfileView: View {
    var body: some View { Color.clear }
}

struct SearchPlayersView: View {
    var body: some View { Color.clear }
}
