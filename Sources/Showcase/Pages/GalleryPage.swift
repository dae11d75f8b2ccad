import Foundation
import Kiln

/// Every view and modifier of the core vocabulary, each in a captioned tile.
struct GalleryPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("View gallery").font(.largeTitle).bold().accessibilityHeading(.h1)
            Section("Text") {
                Text("A literal is **Markdown**: *emphasis*, `code`, ~~strikethrough~~ and [links](https://swift.org).")
                Text(verbatim: "Text(verbatim:) shows **asterisks** as they are.")
                Text("Large title").font(.largeTitle)
                Text("Headline").font(.headline)
                Text("Caption, secondary").font(.caption).foregroundStyle(.secondary)
                Text("A long paragraph limited to one line so that it ends with an ellipsis when the page is narrow enough to need it.").lineLimit(1)
            }
            Section("Stacks and spacers") {
                HStack {
                    Text("Leading")
                    Spacer()
                    Text("Trailing")
                }
                .padding(12)
                .background(.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
                HStack(alignment: .bottom, spacing: 4) {
                    ForEach(1..<6) { index in
                        Color.accentColor.frame(width: 24, height: Double(index * 12))
                    }
                }
                ZStack(alignment: .topTrailing) {
                    RoundedRectangle(cornerRadius: 12).fill(.indigo).frame(width: 160, height: 80)
                    Text("ZStack").foregroundStyle(.white).padding(8)
                }
            }
            Section("Shapes and colours") {
                HStack(spacing: 12) {
                    Rectangle().fill(.red)
                    RoundedRectangle(cornerRadius: 10).fill(.orange)
                    Capsule().fill(.green)
                    Ellipse().fill(.teal)
                    Circle().fill(.blue)
                    Circle().strokeBorder(.purple, lineWidth: 4)
                }
                .frame(height: 48)
                HStack(spacing: 0) {
                    ForEach(0..<8) { step in
                        Color(hue: Double(step) / 8, saturation: 0.7, brightness: 0.9)
                    }
                }
                .frame(height: 16)
                .clipShape(Capsule())
            }
            Section("Frames, overlays and borders") {
                Text("Top leading in 200 × 60")
                    .frame(width: 200, height: 60, alignment: .topLeading)
                    .border(.gray)
                Text("Badge")
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .overlay(alignment: .topTrailing) {
                        Circle().fill(.red).frame(width: 10, height: 10).offset(x: 4, y: -4)
                    }
                    .background(.quaternary, in: Capsule())
                Text("Shadowed card")
                    .padding()
                    .background(.background, in: RoundedRectangle(cornerRadius: 10))
                    .shadow(radius: 4, y: 2)
            }
            Section("Controls and links") {
                HStack {
                    Button("Save") {}
                    Button("Delete", role: .destructive) {}
                    Button {
                    } label: {
                        Label("Add guest", systemImage: "person.badge.plus")
                    }
                    Link("Swift.org", destination: URL(string: "https://swift.org")!)
                }
                Label("Party Planner", systemImage: "party.popper")
                Image(systemName: "star").accessibilityLabel("Favourite")
            }
        }
        .padding(24)
        .frame(maxWidth: 900)
    }
}

/// A captioned group of examples.
private struct Section<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.title2).bold().accessibilityHeading(.h2)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
