import KilnMarkdown
import KilnTree

/// A GitHub table: a grid of its cells, the header's bold over a rule, each column aligned as
/// its delimiter says; wider than the page, it scrolls sideways.
nonisolated struct MarkdownTableView: View {
    let table: MarkdownTable
    let origin: MarkdownOrigin
    let line: Int

    var body: some View {
        ScrollView(.horizontal) {
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                GridRow {
                    ForEach(table.header.indices, id: \.self) { column in
                        Text(runs: table.header[column].runs(origin: origin, line: line))
                            .bold()
                            .gridColumnAlignment(alignment(column))
                    }
                }
                Divider()
                ForEach(table.rows.indices, id: \.self) { row in
                    GridRow {
                        ForEach(table.rows[row].indices, id: \.self) { column in
                            Text(runs: table.rows[row][column].runs(origin: origin, line: line))
                        }
                    }
                }
            }
        }
    }

    private func alignment(_ column: Int) -> HorizontalAlignment {
        switch column < table.alignments.count ? table.alignments[column] : nil {
        case .center: .center
        case .trailing: .trailing
        case .leading, nil: .leading
        }
    }
}
