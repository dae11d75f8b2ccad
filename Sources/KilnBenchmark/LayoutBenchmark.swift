import Dispatch
import Foundation
import KilnEmit
import KilnLayout
import KilnTree
import KilnViews

/// Adaptive views, each beside the plain stack a page would use without them, in one run: the
/// time from view to HTML and the page's bytes, the cost issue 18 asks to report.
enum LayoutBenchmark {
    /// Tags in rows that wrap at the proposed width.
    struct Flow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            let frames = frames(subviews, width: proposal.width ?? .infinity)
            return CGSize(width: proposal.width ?? (frames.map(\.maxX).max() ?? 0), height: frames.map(\.maxY).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            for (subview, frame) in zip(subviews, frames(subviews, width: bounds.width)) {
                subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
            }
        }

        private func frames(_ subviews: Subviews, width: CGFloat) -> [CGRect] {
            var frames: [CGRect] = [], x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0 && x + size.width > width { x = 0; y += row + 8; row = 0 }
                frames.append(CGRect(x: x, y: y, width: size.width, height: size.height))
                x += size.width + 8
                row = max(row, size.height)
            }
            return frames
        }
    }

    /// Subviews on a circle a third as wide as the smaller side.
    struct Ring: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let radius = min(bounds.width, bounds.height) / 3
            for (index, subview) in subviews.enumerated() {
                let angle = 2 * Double.pi * Double(index) / Double(subviews.count)
                subview.place(at: CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle)), anchor: .center, proposal: .unspecified)
            }
        }
    }

    /// Which seat a view is: looked up by value, as seed 000's seating chart finds its tables and guests.
    struct Seat: LayoutValueKey { static let defaultValue: Int? = nil }

    /// Six tables of six guests at fixed places, each found by its layout value.
    struct Seating: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            for table in 0..<6 {
                let guests = subviews.filter { ($0[Seat.self] ?? -1) / 6 == table }
                for (index, guest) in guests.enumerated() {
                    guest.place(at: CGPoint(x: bounds.minX + Double(table % 3) * 180 + Double(index) * 25, y: bounds.minY + Double(table / 3) * 200), proposal: .infinity)
                }
            }
        }
    }

    static let tags = (0..<30).map { "tag \($0 * 7919 % 1000)" }

    static func run(runs: Int) {
        print("adaptive views beside plain stacks, \(runs) runs after 3 warm-up runs (lowering + layout + emission)")
        measure("flow layout, 30 tags", runs: runs) { Flow { ForEach(tags, id: \.self) { Text($0).padding(4) } } }
        measure("  as an HStack", runs: runs) { HStack { ForEach(tags, id: \.self) { Text($0).padding(4) } } }
        measure("ring layout, 8 dots", runs: runs) { Ring { ForEach(0..<8) { _ in Circle().frame(width: 20, height: 20) } }.frame(height: 300) }
        measure("  as a ZStack", runs: runs) { ZStack { ForEach(0..<8) { _ in Circle().frame(width: 20, height: 20) } }.frame(height: 300) }
        measure("ViewThatFits, 2 rows", runs: runs) {
            ViewThatFits(in: .horizontal) {
                HStack { ForEach(tags.prefix(8), id: \.self) { Text($0) } }
                VStack { ForEach(tags.prefix(8), id: \.self) { Text($0) } }
            }
        }
        measure("  as its first row", runs: runs) { HStack { ForEach(tags.prefix(8), id: \.self) { Text($0) } } }
        measure("GeometryReader, 2 bars", runs: runs) {
            GeometryReader { geometry in
                HStack(spacing: 0) {
                    Color.green.frame(width: geometry.size.width * 0.6)
                    Color.orange.frame(width: geometry.size.width * 0.4)
                }
            }
            .frame(height: 40)
        }
        measure("reader, 36-seat layout", runs: runs) {
            GeometryReader { geometry in
                Seating {
                    ForEach(0..<36) { seat in Circle().frame(width: 20, height: 20).layoutValue(key: Seat.self, value: seat) }
                }
                .opacity(geometry.size.width > 0 ? 1 : 0.5)
            }
            .frame(width: 600, height: 600)
        }
        measure("  as 36 fixed circles", runs: runs) {
            VStack { ForEach(0..<36) { _ in Circle().frame(width: 20, height: 20) } }.frame(width: 600, height: 600)
        }
        measure("  as two fixed bars", runs: runs) {
            HStack(spacing: 0) { Color.green.frame(width: 240); Color.orange.frame(width: 160) }.frame(height: 40)
        }
    }

    private static func measure<V: View>(_ name: String, runs: Int, _ view: () -> V) {
        var times: [Double] = []
        var bytes = 0
        for _ in 0..<(runs + 3) {
            let start = DispatchTime.now()
            var writer = HTMLWriter()
            writer.write(LayoutPass.resolvePage(lowerPage(view()).nodes).elements)
            let document = PageDocument.render(title: name, head: PageDocument.inlineStyle(writer.registry), body: writer.buffer)
            times.append(milliseconds(start, DispatchTime.now()))
            // The view's markup and its page rules; the shell and base stylesheet are the same for all.
            bytes = writer.buffer.count + writer.registry.stylesheet.utf8.count
            _ = document
        }
        let sorted = times.dropFirst(3).sorted()
        print("\(name.padding(toLength: 24, withPad: " ", startingAt: 0)) median \(format(sorted[sorted.count / 2])) ms   \(bytes) bytes of page (markup and its rules)")
    }
}
