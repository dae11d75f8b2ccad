import Foundation
import Kiln
import KilnTesting
import Testing

/// One snapshot per view of the core vocabulary: the HTML and CSS each produces.
struct ViewSnapshotTests {
    @Test func textLiteralRendersInlineMarkdown() {
        assertSnapshot(of: Text("Plain, **bold**, *italic*, `code`, ~~gone~~ and [a link](https://swift.org)."))
    }

    @Test func textVerbatimAndStringVariablesDoNotParseMarkdown() {
        let name = "**not bold**"
        assertSnapshot(of: VStack {
            Text(verbatim: "**not bold**")
            Text(name)
        })
    }

    @Test func textInterpolationKeepsArgumentsLiteral() {
        let value = "*star*"
        assertSnapshot(of: Text("**Total:** \(value) and \(3) items"))
    }

    @Test func textConcatenationKeepsEachPartsStyle() {
        assertSnapshot(of: Text("Hello ").bold() + Text("world").italic().foregroundColor(.red))
    }

    @Test func textFormatStyle() {
        assertSnapshot(of: Text(1234.5, format: .number.precision(.fractionLength(1))))
    }

    @Test func vstackWithAlignmentAndSpacing() {
        assertSnapshot(of: VStack(alignment: .leading, spacing: 4) {
            Text("One")
            Text("Two")
        })
    }

    @Test func hstackWithAlignmentAndSpacing() {
        assertSnapshot(of: HStack(alignment: .firstTextBaseline, spacing: 20) {
            Text("Big").font(.title)
            Text("small")
        })
    }

    @Test func zstackLayersChildren() {
        assertSnapshot(of: ZStack(alignment: .bottomTrailing) {
            Color.blue.frame(width: 100, height: 60)
            Text("Badge")
        })
    }

    @Test func spacerWithMinimumLength() {
        assertSnapshot(of: HStack {
            Text("A")
            Spacer(minLength: 20)
            Text("B")
        })
    }

    @Test func dividerAcrossEachStackAxis() {
        assertSnapshot(of: VStack {
            Text("Above")
            Divider()
            HStack {
                Text("Left")
                Divider()
                Text("Right")
            }
        })
    }

    @Test func colorsNamedRGBOpacityAndSemantic() {
        assertSnapshot(of: HStack {
            Color.red
            Color(red: 0.2, green: 0.4, blue: 0.6)
            Color.blue.opacity(0.5)
            Color(white: 0.5, opacity: 0.25)
            Color.primary
            Color.secondary
            Color.accentColor
        })
    }

    @Test func shapesFilledAndStroked() {
        assertSnapshot(of: VStack {
            Rectangle().fill(.red)
            RoundedRectangle(cornerRadius: 12).fill(.green)
            Circle().fill(.blue)
            Capsule().stroke(.orange, lineWidth: 3)
            Ellipse().strokeBorder(.purple, lineWidth: 2)
            Circle().strokeBorder(.pink, lineWidth: 4)
            Circle().stroke(.gray, style: StrokeStyle(lineWidth: 2, dash: [4, 5]))
            Rectangle()
        })
    }

    @Test func images() {
        assertSnapshot(of: VStack {
            Image("photo")
            Image("photo").resizable().aspectRatio(contentMode: .fit).frame(width: 120, height: 80)
            Image(decorative: "pattern")
            Image(systemName: "star.fill").symbolVariant(.circle.fill)
        })
    }

    @Test func labels() {
        assertSnapshot(of: VStack {
            Label("Party", systemImage: "party.popper")
            Label {
                Text("Custom")
            } icon: {
                Circle().fill(.red).frame(width: 10, height: 10)
            }
        })
    }

    @Test func buttons() {
        assertSnapshot(of: HStack {
            Button("Save") {}
            Button("Delete", role: .destructive) {}
            Button {
            } label: {
                Label("Add", systemImage: "plus")
            }
        })
    }

    @Test func links() {
        assertSnapshot(of: VStack {
            Link("Swift", destination: URL(string: "https://swift.org")!)
            Link(destination: URL(string: "https://example.com/a b?q=\"x\"")!) {
                Text("Example")
            }
        })
    }

    @Test func scrollViews() {
        assertSnapshot(of: VStack {
            ScrollView {
                Text("One")
                Text("Two")
            }
            ScrollView(.horizontal) {
                Text("Wide")
                Text("Row")
            }
        })
    }

    @Test func groupsEmptyViewsAndAnyViews() {
        assertSnapshot(of: VStack {
            Group {
                Text("A")
                Text("B")
            }
            .foregroundStyle(.red)
            EmptyView()
            AnyView(Text("Erased"))
        })
    }

    @Test func forEachOverIdentifiableKeyPathsAndRanges() {
        struct Item: Identifiable {
            let id: Int
            let name: String
        }
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        assertSnapshot(of: VStack {
            ForEach(items) { Text($0.name) }
            ForEach(["x", "y"], id: \.self) { Text($0) }
            ForEach(0..<2) { Text("Row \($0)") }
        })
    }
}
