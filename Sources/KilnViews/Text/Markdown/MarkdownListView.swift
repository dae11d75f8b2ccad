import Foundation
import KilnMarkdown
import KilnTree

/// A bulleted, numbered or task list: each item's marker beside its blocks, on the first
/// line's baseline.
nonisolated struct MarkdownListView: View {
    let list: MarkdownList
    let origin: MarkdownOrigin

    private var spacing: CGFloat { list.isTight ? MarkdownMetrics.tightItemSpacing : MarkdownMetrics.blockSpacing }

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(list.items.indices, id: \.self) { index in
                HStack(alignment: .firstTextBaseline, spacing: MarkdownMetrics.markerSpacing) {
                    marker(index)
                    MarkdownBlocks(blocks: list.items[index].blocks, spacing: spacing, origin: origin)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    @ViewBuilder
    private func marker(_ index: Int) -> some View {
        if let isChecked = list.items[index].isChecked {
            Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                .foregroundStyle(isChecked ? Color.accentColor : Color.secondary)
                .accessibilityLabel(isChecked ? "Done" : "Not done")
        } else if let start = list.start {
            Text(verbatim: "\(start + index).")
                .monospacedDigit()
                .frame(minWidth: 20, alignment: .trailing)
        } else {
            Text(verbatim: "•")
                .accessibilityHidden(true)
        }
    }
}
