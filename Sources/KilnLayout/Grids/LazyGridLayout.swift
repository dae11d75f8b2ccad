import KilnMeasure
import KilnTree

extension Resolver {
    /// A `LazyVGrid` (or `LazyHGrid`) as a CSS grid with the given columns (rows): fixed items
    /// are that long, flexible items share the space left within their bounds, and adaptive items
    /// repeat as many times as fit at their minimum length, then share the rest, as in SwiftUI.
    /// The grid takes the width (height) offered. A section's header and footer span the grid,
    /// and each section starts a new row.
    func lazyGrid(_ node: Node, _ grid: LazyGrid, context: ResolveContext) -> ModifierBox {
        let across: CSSProperty = grid.isVertical ? .gridTemplateColumns : .gridTemplateRows
        var element = container(context, hint: "lg", [(.display, "grid")])
        if !grid.isVertical { element.style[.gridAutoFlow] = "column" }
        element.style[across] = grid.tracks.map(Self.track).joined(separator: " ")
        let trackSpacing = CSSValue.px(grid.tracks.first?.spacing ?? 8)
        let lineSpacing = CSSValue.px(grid.spacing ?? 8)
        element.style[.gap] = grid.isVertical ? "\(lineSpacing) \(trackSpacing)" : "\(trackSpacing) \(lineSpacing)"
        element.style[.justifyItems] = CSSValue.horizontal(grid.alignment.horizontal)
        element.style[.alignItems] = CSSValue.vertical(grid.alignment.vertical)

        // Each track's own alignment needs the track of each cell, known only without adaptive items,
        // or when one item describes every track.
        let trackAlignments = grid.tracks.count > 1 && grid.tracks.contains { if case .adaptive = $0.size { true } else { false } }
            ? [] : grid.tracks.map(\.alignment)
        var content: [Element] = []
        var index = 0
        func cell(_ child: Node, startsLine: Bool) {
            var resolved = resolve(child, in: .cell, context: context)
            if startsLine { resolved.element.style[grid.isVertical ? .gridColumnStart : .gridRowStart] = "1" }
            if !trackAlignments.isEmpty, let alignment = trackAlignments[index % trackAlignments.count] {
                if !resolved.placement.fillsWidth { resolved.element.style[.justifySelf] = CSSValue.horizontal(alignment.horizontal) }
                if !resolved.placement.fillsHeight { resolved.element.style[.alignSelf] = CSSValue.vertical(alignment.vertical) }
            }
            index += 1
            content.append(resolved.element)
        }
        func spanning(_ child: Node, pinned: Bool, edge: CSSProperty) {
            var resolved = resolve(child, in: .cell, context: context)
            resolved.element.style[grid.isVertical ? .gridColumn : .gridRow] = "1/-1"
            if pinned {
                resolved.element.style[.position] = "sticky"
                resolved.element.style[edge] = "0"
                resolved.element.style[.zIndex] = "1"
                resolved.element.style[.background] = "var(--k-background)"
            }
            index = 0
            content.append(resolved.element)
        }

        for child in node.children {
            guard let section = child.sectionParts else {
                cell(child, startsLine: false)
                continue
            }
            if let header = section.header {
                spanning(header, pinned: grid.pinsSectionHeaders, edge: grid.isVertical ? .top : .left)
            }
            for (position, part) in section.content.enumerated() { cell(part, startsLine: position == 0) }
            if let footer = section.footer { spanning(footer, pinned: grid.pinsSectionFooters, edge: grid.isVertical ? .bottom : .right) }
            index = 0
        }
        element.children = content
        let placement = grid.isVertical ? BoxPlan(fillsWidth: true) : BoxPlan(fillsHeight: true)
        return ModifierBox(element, level: .content, placement: placement)
    }

    private static func track(_ track: LazyGrid.Track) -> String {
        switch track.size {
        case .fixed(let length):
            CSSValue.px(length)
        case .flexible(let minimum, let maximum):
            "minmax(\(CSSValue.px(minimum)),\(maximum.isFinite ? CSSValue.px(maximum) : "1fr"))"
        case .adaptive(let minimum, let maximum):
            // Narrower than one minimum, the one column takes the width there is, as in SwiftUI.
            "repeat(auto-fill,minmax(min(\(CSSValue.px(minimum)),100%),\(maximum.isFinite ? CSSValue.px(maximum) : "1fr")))"
        }
    }
}
