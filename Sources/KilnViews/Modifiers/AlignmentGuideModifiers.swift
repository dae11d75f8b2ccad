import Foundation
import KilnTree

nonisolated extension View {
    /// Sets where `g` falls in this view, computed from its dimensions: its stack (or an outer
    /// stack aligned by the same custom guide) lines the view up by this value. Kiln computes it
    /// at build time with the view's measured size.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        modified(.alignmentGuide(AlignmentGuide(.horizontal(g), computeValue, at: CallSite(fileID: fileID, line: line))))
    }

    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        modified(.alignmentGuide(AlignmentGuide(.vertical(g), computeValue, at: CallSite(fileID: fileID, line: line))))
    }
}

nonisolated extension AlignmentGuide {
    init(_ key: AlignmentKey, _ computeValue: @escaping (ViewDimensions) -> CGFloat, at source: CallSite) {
        // The layout stage calls the closure while it lays out this page, on the page's thread.
        let compute = UncheckedSendable(computeValue)
        self.init(key, source: source) { Double(compute.value(ViewDimensions($0))) }
    }
}
