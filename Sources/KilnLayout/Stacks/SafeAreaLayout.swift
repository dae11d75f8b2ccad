import KilnMeasure
import KilnTree

/// `safeAreaInset`: the view and its bar in a flex line along the bar's axis, the bar at its edge.
/// Where the view scrolls (a scroll view or list), the bar is `position: sticky` at that edge, so
/// that it stays there while the content scrolls UNDER it (a material bar shows the content
/// through its blur, as SwiftUI's does), and, being in the flow after (or before) the content,
/// leaves the content its own room at that end: at the end of the scroll the last row stands
/// clear of the bar, never under it. A grid with the bar outside the scroller would keep the bar
/// in place too, but the content would never pass under it. A scroll view that is a scroll
/// container itself (of bounded height) takes the bar inside, as its last (or first) child; one
/// that grows with its content leaves scrolling to the page, and the bar sticks to the viewport.
/// Without scrolling, the bar simply takes its room beside the view, as in SwiftUI.
extension Resolver {
    func safeAreaInset(_ node: Node, edge: Edge, alignment: Alignment, spacing: Double?, in parent: Container, context: ResolveContext) -> ModifierBox {
        guard let parts = node.safeAreaInsetParts else {
            return ModifierBox(container(context, hint: "sa", []), level: .content, placement: .fixed)
        }
        let across = edge == .leading || edge == .trailing
        let axis: Container = across ? .row : .column
        let leadsContent = edge == .top || edge == .leading
        let gap = max(0, spacing ?? 8)
        // A scroller takes the bar inside and stands in the parent itself; other views go in a wrapper.
        let isScroller = parts.content.isScrollContainer(across: across, context: context)
        let content = resolve(parts.content, in: isScroller ? parent : axis, context: context)
        var bar = resolve(parts.bar, in: axis, context: context).element
        if !bar.style.declares(.alignSelf) {
            bar.style[.alignSelf] = across ? CSSValue.vertical(alignment.vertical) : CSSValue.horizontal(alignment.horizontal)
        }
        bar.style[.flexShrink] = "0"
        if parts.content.scrolls(across: across) {
            bar.style[.position] = "sticky"
            bar.style[Self.stickyInset(edge)] = "0"
            // Above the rows that pass under it, positioned ones included.
            bar.style[.zIndex] = "1"
        }
        var element = content.element
        if isScroller && element.style[across ? .overflowX : .overflowY] == "auto" {
            // Inside the scroller, where sticky holds the bar at the scroller's edge.
            if gap > 0 {
                // Across, on the inline side, so that the gap follows `dir` as the bar's edge does.
                if across { bar.style[leadsContent ? .marginInlineEnd : .marginInlineStart] = CSSValue.px(gap) }
                else { bar.style[.margin] = Self.margin(gap, before: !leadsContent) }
            }
            if leadsContent { element.children.insert(bar, at: 0) } else { element.children.append(bar) }
            element.style[.position] = element.style[.position] ?? "relative"
            return ModifierBox(element, level: .content, placement: content.placement)
        }
        if parts.content.ignoresSafeArea(at: edge) {
            // Content that ignores the safe area at the bar's edge runs under the bar (seed 003's
            // gradient under its material bar): both in one grid cell, the bar at its edge.
            var layered = container(context, hint: "sa", [(.display, "grid"), (.gridTemplateColumns, "100%"), (.gridTemplateRows, "100%")])
            element.style[.gridArea] = "1/1"
            bar.style[.gridArea] = "1/1"
            bar.style[across ? .justifySelf : .alignSelf] = leadsContent ? "start" : "end"
            bar.style[.zIndex] = "1"
            layered.children = [element, bar]
            return ModifierBox(layered, level: .content, placement: content.placement)
        }
        var wrapper = container(context, hint: "sa", [
            (.display, "flex"), (.flexDirection, across ? "row" : "column"), (.gap, CSSValue.px(gap)),
        ])
        if !across && parts.content.fillsTheScreen {
            // A tab or split view is as tall as the screen; with a bar above or below it, the two
            // together are (the base stylesheet's k-screen), as SwiftUI insets the view's safe area.
            wrapper[attribute: "class"] = "k-screen"
        }
        wrapper.children = leadsContent ? [bar, element] : [element, bar]
        return ModifierBox(wrapper, level: .content, placement: content.placement)
    }

    private static func stickyInset(_ edge: Edge) -> CSSProperty {
        switch edge {
        case .top: .top
        case .bottom: .bottom
        case .leading: .insetInlineStart
        case .trailing: .insetInlineEnd
        }
    }

    /// The spacing between a top or bottom bar and the content, on the bar's side facing the content.
    private static func margin(_ gap: Double, before: Bool) -> String {
        let length = CSSValue.px(gap)
        return before ? "\(length) 0 0" : "0 0 \(length)"
    }
}

extension Node {
    /// Whether the view is as tall as the screen by itself: a tab view or a split view.
    var fillsTheScreen: Bool {
        switch kind {
        case .tabView, .splitView: true
        default: false
        }
    }

    /// Whether the view ignores the safe area at `edge` (`ignoresSafeArea(edges:)`).
    func ignoresSafeArea(at edge: Edge) -> Bool {
        modifiers.contains { modifier in
            if case .ignoresSafeArea(let edges) = modifier { return edges.contains(Edge.Set(edge)) }
            return false
        }
    }

    /// Whether the view scrolls along the bar's edge: a vertical scroll view, list or form for a
    /// top or bottom bar, a horizontal scroll view for a leading or trailing one.
    func scrolls(across: Bool) -> Bool {
        switch kind {
        case .scrollView(let horizontal, let vertical): across ? horizontal : vertical
        case .list, .form: !across
        default: false
        }
    }

    /// Whether the view is a scroll view, list or grouped form that scrolls its own content along
    /// the bar's edge: a vertical one that grows with its content in a column of open height
    /// leaves scrolling to the page.
    func isScrollContainer(across: Bool, context: ResolveContext) -> Bool {
        let boundsItsHeight = !context.hasOpenHeight || modifiers.contains(where: \.boundsHeight)
        switch kind {
        case .scrollView(let horizontal, let vertical):
            if across { return horizontal }
            return vertical && (horizontal || boundsItsHeight)
        case .list, .form(.grouped):
            return !across && boundsItsHeight
        default:
            return false
        }
    }
}


/// Whether a view on the page ignores the safe area, which makes the page cover the viewport.
final class SafeAreaUse {
    var isIgnored = false
}

/// The declarations that let a box reach into the safe area on some edges: a negative margin of
/// the inset there (zero where the page does not cover the viewport) and as much padding, so that
/// the box grows outward while what it holds stays where it was.
enum SafeAreaCSS {
    static func outset(_ edges: Edge.Set) -> String {
        lengths(edges) { "calc(0px - env(safe-area-inset-\($0)))" }
    }

    static func inset(_ edges: Edge.Set) -> String {
        lengths(edges) { "env(safe-area-inset-\($0))" }
    }

    /// top right bottom left, `length` of the side's name where the edge is in `edges`.
    private static func lengths(_ edges: Edge.Set, _ length: (String) -> String) -> String {
        [(Edge.Set.top, "top"), (.trailing, "right"), (.bottom, "bottom"), (.leading, "left")]
            .map { edges.contains($0.0) ? length($0.1) : "0" }
            .joined(separator: " ")
    }
}
