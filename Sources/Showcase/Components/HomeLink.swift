import Kiln

/// The way back to the home page, from any page of the showcase: the home page's scene opened
/// by its id, so the link is right from every folder and language.
struct HomeLink: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("← Kiln") { openWindow(id: ShowcaseSite.homeID) }
    }
}

extension View {
    /// A bar with the way home above a whole sample app, whose own views (seed code, kept as
    /// written) know nothing of the showcase.
    func homeBar() -> some View {
        safeAreaInset(edge: .top, spacing: 0) {
            HStack {
                HomeLink()
                Spacer()
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(.bar)
        }
    }
}
