import KilnMeasure
import KilnTree

/// `ViewThatFits`: each candidate's ideal size is measured at build time; at a container width
/// `w` the first candidate whose ideal width is at most `w` (and whose height fits a known
/// offered height) is shown, else the last. Each candidate that can win is in the page, hidden
/// by container queries outside its widths, so only the chosen one is drawn and read.
extension Resolver {
    func viewThatFits(_ node: Node, horizontal: Bool, vertical: Bool, in parent: Container, context: ResolveContext) -> ModifierBox {
        guard !node.children.isEmpty else { return ModifierBox(container(context, hint: "vf", []), level: .content, placement: .fixed) }
        let engine = sizeEngine, measure = measureContext(context)
        var ideals: [LayoutSize] = []
        for candidate in node.children {
            do {
                ideals.append(try engine.sizeThatFits(candidate, proposal: .unspecified, context: measure))
            } catch {
                problems.report([
                    Diagnostic(.warning, "ViewThatFits shows its first view at every width: a candidate's size cannot be known at build time (\(error))", at: node.source)
                ])
                return content(of: node.children[0], in: parent, context: context)
            }
        }
        let shown = Self.candidateBands(ideals, horizontal: horizontal, vertical: vertical, height: offeredHeight(node))
        if shown.count == 1 { return content(of: node.children[shown[0].index], in: parent, context: context) }
        var element = container(context, hint: "vf", [
            (.containerType, "inline-size"), (.display, "flex"), (.flexDirection, "column"),
            (.alignItems, parent == .column ? "inherit" : "center"),
        ])
        for (index, band) in shown {
            var candidate = resolve(node.children[index], in: .column, context: context).element
            candidate.show(only: band)
            element.children.append(candidate)
        }
        return ModifierBox(element, level: .content, placement: BoxPlan(fillsWidth: true))
    }

    /// The candidates that are chosen at some width, with those widths, in order. A candidate
    /// fits at `w` when its ideal width is at most `w` (if the horizontal axis counts) and its
    /// ideal height at most the offered height (if that is known and the vertical axis counts).
    static func candidateBands(_ ideals: [LayoutSize], horizontal: Bool, vertical: Bool, height: Double?) -> [(index: Int, band: WidthBand)] {
        var shown: [(index: Int, band: WidthBand)] = []
        // Below `limit` no earlier candidate fits (nil: every width is still open).
        var limit: Double?
        for (index, ideal) in ideals.enumerated() {
            if vertical, let height, ideal.height > height + WidthBandFitter.tolerance { continue }
            let from = horizontal ? ideal.width : 0
            if let limit, from >= limit { continue }
            shown.append((index, WidthBand(from: from > 0 ? from : nil, below: limit)))
            limit = from
            if from <= 0 { break }
        }
        // Where none fits, the last candidate.
        let last = ideals.count - 1
        guard limit.map({ $0 > 0 }) ?? true else { return shown }
        if let position = shown.firstIndex(where: { $0.index == last }) {
            shown[position].band.minimum = nil
        } else {
            shown.append((last, WidthBand(from: nil, below: limit)))
        }
        return shown
    }
}
