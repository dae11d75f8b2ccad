import Foundation
import Kiln
import KilnTesting
import Testing

extension HorizontalAlignment {
    private enum ValueColumnID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    /// Where the values of a list of labelled rows start.
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumnID.self)
}

/// Alignment guides and container-relative frames as the page writes them: a stack aligned at
/// the start with a margin per child, and `cqw` lengths of a scroll view that is a size container.
struct AlignmentSnapshotTests {
    @Test func aHangingBulletAndAConstantGuide() {
        assertSnapshot(of: VStack(alignment: .leading) {
            Text("Groceries").font(.headline)
            Text("•").alignmentGuide(.leading) { d in d[.trailing] + 4 }
            Text("indented").alignmentGuide(.leading) { _ in -16 }
        })
    }

    @Test func aCustomAlignmentAcrossRows() {
        assertSnapshot(of: VStack(alignment: .valueColumn) {
            HStack {
                Text("Name")
                Text("Doughnut").alignmentGuide(.valueColumn) { d in d[.leading] }
            }
            HStack {
                Text("Quantity")
                Text("6").alignmentGuide(.valueColumn) { d in d[.leading] }
            }
        })
    }

    @Test func containerRelativeCardsInAHorizontalScrollView() {
        assertSnapshot(of: ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Text("Card \(index)")
                        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10, alignment: .leading)
                }
            }
        })
    }
}
