import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Layouts the user writes run at build time; the page shows their placement at every width.
/// Each test checks the geometry SwiftUI documents for the layout at a phone's, a tablet's and
/// a desktop's width.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct CustomLayoutGeometryTests {
    static let widths = [390, 768, 1280]

    /// Every subview as wide as the widest one's ideal width, side by side.
    struct SameWidthRow: Layout {
        var spacing: CGFloat = 8

        private func widest(_ subviews: Subviews) -> CGSize {
            subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            let size = widest(subviews)
            return CGSize(width: size.width * CGFloat(subviews.count) + spacing * CGFloat(max(0, subviews.count - 1)), height: size.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let size = widest(subviews)
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }

    /// Subviews centred on a circle a third as wide as the smaller side, the first at the top.
    struct Ring: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let radius = min(bounds.width, bounds.height) / 3
            let step = Angle.degrees(360 / Double(subviews.count)).radians
            for (index, subview) in subviews.enumerated() {
                var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: step * Double(index)))
                point.x += bounds.midX
                point.y += bounds.midY
                subview.place(at: point, anchor: .center, proposal: .unspecified)
            }
        }
    }

    /// Subviews in rows that wrap at the proposed width, as a tag cloud.
    struct Wrapping: Layout {
        var spacing: CGFloat = 8

        private func rows(_ subviews: Subviews, width: CGFloat) -> [[(index: Int, size: CGSize)]] {
            var rows: [[(index: Int, size: CGSize)]] = [[]]
            var x: CGFloat = 0
            for (index, subview) in subviews.enumerated() {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0 && x + size.width > width {
                    rows.append([])
                    x = 0
                }
                rows[rows.count - 1].append((index, size))
                x += size.width + spacing
            }
            return rows
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            let width = proposal.width ?? .infinity
            let rows = rows(subviews, width: width)
            let height = rows.map { $0.map(\.size.height).max() ?? 0 }.reduce(0, +) + spacing * CGFloat(rows.count - 1)
            let widest = rows.map { row in row.map(\.size.width).reduce(0, +) + spacing * CGFloat(row.count - 1) }.max() ?? 0
            return CGSize(width: proposal.width ?? widest, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            var y = bounds.minY
            for row in rows(subviews, width: bounds.width) {
                var x = bounds.minX
                for item in row {
                    subviews[item.index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                    x += item.size.width + spacing
                }
                y += (row.map(\.size.height).max() ?? 0) + spacing
            }
        }
    }

    private func pet(_ name: String) -> some View {
        Button {} label: { Text(name).frame(maxWidth: .infinity) }
            .buttonStyle(.bordered)
            .accessibilityIdentifier(name)
    }

    @Test(arguments: widths)
    func equalWidthButtonsAreAsWideAsTheWidestIdealWidth(width: Int) throws {
        let page = try measure(
            VStack {
                SameWidthRow {
                    pet("Cat")
                    pet("Goldfish")
                    pet("Dog")
                }
                .accessibilityIdentifier("row")
                Button("Goldfish") {}.buttonStyle(.bordered).fixedSize().accessibilityIdentifier("alone")
            },
            width: width)
        let ideal = try page.box("alone").width
        let cat = try page.box("Cat"), goldfish = try page.box("Goldfish"), dog = try page.box("Dog"), row = try page.box("row")
        for button in [cat, goldfish, dog] { expectClose(button.width, ideal, "each button is as wide as Goldfish's ideal width") }
        expectClose(goldfish.x - cat.x, ideal + 8, "side by side, 8 pt apart")
        expectClose(dog.x - goldfish.x, ideal + 8, "side by side, 8 pt apart")
        #expect(cat.y == dog.y, "on one line")
        expectClose(row.width, 3 * ideal + 16, "the layout is as wide as its sizeThatFits says")
        expectClose(row.x + row.width / 2, Double(width) / 2, "and centred in the page's column")
    }

    @Test(arguments: widths)
    func ringPlacesSubviewsOnACircle(width: Int) throws {
        let page = try measure(
            Ring {
                ForEach(["a", "b", "c"], id: \.self) { name in block(name, 40, 40, .orange) }
            }
            .frame(height: 300)
            .accessibilityIdentifier("ring"),
            width: width)
        let ring = try page.box("ring")
        let center = (x: ring.x + ring.width / 2, y: ring.y + ring.height / 2)
        let radius = min(ring.width, 300) / 3
        for (index, name) in ["a", "b", "c"].enumerated() {
            let box = try page.box(name)
            let angle = Double(index) * 2 * Double.pi / 3
            expectClose(box.x + 20, center.x + radius * sin(angle), "\(name)'s centre is on the circle (x)")
            expectClose(box.y + 20, center.y - radius * cos(angle), "\(name)'s centre is on the circle (y)")
        }
    }

    @Test(arguments: widths)
    func wrappingRowsBreakAtTheOfferedWidth(width: Int) throws {
        let names = (0..<12).map { "chip\($0)" }
        let page = try measure(
            Wrapping {
                ForEach(names, id: \.self) { name in block(name, 90, 30, .green) }
            }
            .accessibilityIdentifier("cloud"),
            width: width)
        let cloud = try page.box("cloud")
        let perRow = Int((cloud.width + 8) / 98)
        for (index, name) in names.enumerated() {
            let box = try page.box(name)
            expectClose(box.x, cloud.x + Double(index % perRow) * 98, "\(name) is at its place in its row")
            expectClose(box.y, cloud.y + Double(index / perRow) * 38, "\(name) is in row \(index / perRow)")
        }
        let rows = (names.count + perRow - 1) / perRow
        expectClose(cloud.height, Double(rows) * 38 - 8, "the layout is as tall as its rows")
    }

    @Test(arguments: widths)
    func viewThatFitsShowsTheFirstCandidateThatFits(width: Int) throws {
        let page = try measure(
            ViewThatFits(in: .horizontal) {
                HStack { ForEach(0..<3) { block("wide\($0)", 300, 40) } }
                HStack { ForEach(0..<3) { block("narrow\($0)", 100, 40) } }
                VStack { ForEach(0..<3) { block("tall\($0)", 100, 40) } }
            }
            .accessibilityIdentifier("fits"),
            width: width)
        // The wide row needs 916 pt, the narrow one 316, the column takes any width.
        let offered = try page.box("fits").width
        let shown = [("wide", 916.0), ("narrow", 316.0), ("tall", 0.0)].first { offered >= $0.1 }!.0
        for candidate in ["wide", "narrow", "tall"] {
            let box = page.boxes["\(candidate)0"]
            if candidate == shown {
                #expect((box?.width ?? 0) > 0, "\(candidate) is shown in \(offered) pt")
            } else {
                #expect(box == nil || box!.width == 0, "\(candidate) is hidden in \(offered) pt: \(String(describing: box))")
            }
        }
    }
}
