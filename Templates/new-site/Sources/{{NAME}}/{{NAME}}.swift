import Kiln

/// The site: each scene is a page. Running the executable writes the site into site/.
@main
struct {{TYPE}}: App {
    var body: some Scene {
        WindowGroup("{{TITLE}}") {  // index.html
            HomePage()
        }
    }
}

struct HomePage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("{{TITLE}}")
                .font(.largeTitle)
                .bold()
                .accessibilityHeading(.h1)
            Text("Edit Sources/{{NAME}}/{{NAME}}.swift and save: kiln serve rebuilds the site and reloads this page.")
            Text("Each scene of the App is a page: a Page(path: \"about\", title: \"About\") scene is written to about/index.html.")
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .frame(maxWidth: 720)
    }
}

/// `kiln serve` shows each preview at /_previews/: the page as a phone shows it, and the text
/// at its own size.
struct HomePage_Previews: PreviewProvider {
    static var previews: some View {
        HomePage()
        HomePage()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Fitting its text")
    }
}
