import Foundation
import Kiln

/// The showcase's home page: what Kiln is, shown with Kiln.
struct HomePage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Kiln")
                    .font(.largeTitle)
                    .bold()
                    .accessibilityHeading(.h1)
                Text("SwiftUI for the static web. Write pages with the views you know; get small, valid, accessible HTML with no JavaScript.")
                    .font(.title3)
                    .foregroundStyle(.secondary)
            }
            HStack(alignment: .top, spacing: 16) {
                FeatureCard(title: "SwiftUI semantics", detail: "Stacks hug their content, `Spacer` takes the free space, frames place by alignment — measured in a real browser.", symbol: "square.stack")
                FeatureCard(title: "Tiny HTML", detail: "One class per box, named from its declarations; only the rules a page uses.", symbol: "leaf")
                FeatureCard(title: "Accessible", detail: "Real buttons and links, alt text, headings, and colours that meet contrast in light and dark mode.", symbol: "accessibility")
            }
            Divider()
            Text("Topics").font(.title2).bold().accessibilityHeading(.h2)
            VStack(alignment: .leading, spacing: 12) {
                ForEach(Topic.all) { topic in
                    VStack(alignment: .leading, spacing: 2) {
                        Link(topic.title, destination: URL(string: "\(topic.id)/")!)
                            .font(.headline)
                        Text(topic.summary)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                VStack(alignment: .leading, spacing: 2) {
                    Link("Party Budget", destination: URL(string: "budget/")!).font(.headline)
                    Text("Seed 000's `Window(\"Party Budget\", id: \"budget\")`, a page at /budget/.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(24)
        .frame(maxWidth: 900)
    }
}

struct FeatureCard: View {
    let title: String
    let detail: LocalizedStringKey
    let symbol: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: symbol)
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
