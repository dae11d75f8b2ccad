import Kiln

/// Tags in rows that wrap where the offered width ends.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let rows = rows(of: subviews, width: proposal.width ?? .infinity)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for row in rows(of: subviews, width: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func rows(of subviews: Subviews, width: CGFloat) -> [Row] {
        var rows = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if !rows[rows.count - 1].indices.isEmpty && rows[rows.count - 1].width + spacing + size.width > width {
                rows.append(Row())
            }
            var row = rows[rows.count - 1]
            row.width += (row.indices.isEmpty ? 0 : spacing) + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

/// Each subview down and to the right of the one before, as steps.
struct DiagonalStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.reduce(0) { $0 + $1.width }
        let height = sizes.reduce(0) { $0 + $1.height }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point.x += size.width
            point.y += size.height
        }
    }
}

struct AdaptiveLayouts: View {
    private let tags = ["SwiftUI", "Layout protocol", "build time", "container queries", "no JavaScript", "static site", "Swift Charts", "grids", "forms"]

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(.yellow.opacity(0.3), in: Capsule())
                }
            }

            DiagonalStack {
                ForEach(["Plan", "Build", "Ship"], id: \.self) { step in
                    Text(step)
                        .padding(8)
                        .background(.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 6))
                }
            }

            GeometryReader { geometry in
                let wide = geometry.size.width > 500
                HStack(spacing: 0) {
                    Color.green.frame(width: geometry.size.width * 0.6)
                    Color.orange.frame(width: geometry.size.width * 0.4)
                }
                .overlay {
                    Text(wide ? "60 % · 40 %, wide" : "60 · 40")
                        .font(.caption.bold())
                        .padding(4)
                        .background(.background, in: Capsule())
                }
            }
            .frame(height: 44)

            ViewThatFits(in: .horizontal) {
                HStack(spacing: 16) {
                    Label("Favourites", systemImage: "star")
                    Label("Recently played", systemImage: "clock")
                    Label("Downloads", systemImage: "arrow.down.circle")
                }
                VStack(alignment: .leading) {
                    Label("Favourites", systemImage: "star")
                    Label("Recently played", systemImage: "clock")
                    Label("Downloads", systemImage: "arrow.down.circle")
                }
            }
        }
    }
}
