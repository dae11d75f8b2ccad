import KilnMeasure
import KilnTree

/// Where a page link leads, as the site decides: its URL and whether it is the page itself.
package struct PageLinkTarget: Sendable {
    package var url: String
    package var isCurrent: Bool

    package init(url: String, isCurrent: Bool) {
        self.url = url
        self.isCurrent = isCurrent
    }
}

/// One page on the way back to where a page's navigation started.
package struct TrailCrumb: Sendable, Hashable {
    package var title: String
    package var url: String

    package init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}

extension Resolver {
    /// A navigation stack or split-view column: a header with the trail back, the title as the
    /// page's heading and the toolbar, then the content in a column that fills the width.
    func navigationColumn(_ node: Node, _ bar: NavigationBar, context: ResolveContext) -> ModifierBox {
        let (items, content) = node.navigationColumnParts ?? ([], [])
        var column = Element("div", classHint: "nv")
        column[attribute: "class"] = bar.role == .stack ? "k-nav" : "k-nav k-col-\(bar.role)"

        // As an app's navigation bar with a large title: a bar row as tall as iOS's bar (the way
        // back, then leading items, a principal item or room, then trailing items), and the
        // title below it rather than at the top edge.
        var header = Element("header", classHint: "nh")
        header[attribute: "class"] = "k-bar"
        var row = Element("div", classHint: "nr")
        row[attribute: "class"] = "k-bar-row"
        if bar.trail != .hidden, !options.trail.isEmpty { row.children.append(trail(compactOnly: bar.trail == .compactOnly)) }
        let placed = { (placement: ToolbarPlacement) in items.filter { if case .toolbarItem(placement) = $0.kind { true } else { false } } }
        row.children += placed(.leading).map { toolbarItem($0, context: context) }
        let principal = placed(.principal).first
        let trailing = placed(.trailing)
        // An inline title stands in the bar's row, centred, as iOS's 44-point bar draws it.
        let inlineTitle = principal == nil && bar.titleIsInline ? bar.title.flatMap { $0.isEmpty ? nil : $0 } : nil
        if let principal {
            row.children.append(toolbarItem(principal, context: context, className: "k-bar-principal"))
        } else if let inlineTitle {
            var title = Element(bar.role == .sidebar || bar.role == .content ? "h2" : "h1", classHint: "nt")
            title[attribute: "class"] = "k-bar-principal k-bar-inline"
            title.children = [.text(inlineTitle)]
            row.children.append(title)
        } else if !trailing.isEmpty {
            var room = Element("div", classHint: "ns")
            room[attribute: "class"] = "k-bar-room"
            row.children.append(room)
        }
        row.children += trailing.map { toolbarItem($0, context: context) }
        var heading: Element?
        if principal == nil, inlineTitle == nil, let title = bar.title, !title.isEmpty {
            var large = Element(bar.role == .sidebar || bar.role == .content ? "h2" : "h1", classHint: "nt")
            large[attribute: "class"] = "k-bar-title"
            large.children = [.text(title)]
            heading = large
        } else if principal == nil, inlineTitle == nil, bar.trail == .shown, let title = options.pageTitle {
            // A pushed view without a title still gives its page a heading to navigate by.
            var hidden = Element("h1", classHint: "nt")
            hidden[attribute: "class"] = "k-sr"
            hidden.children = [.text(title)]
            header.children.append(hidden)
        }
        if !row.children.isEmpty || heading != nil { header.children.append(row) }
        if let heading { header.children.append(heading) }
        if !header.children.isEmpty { column.children.append(header) }

        var body = Element("div", classHint: "nc")
        body[attribute: "class"] = "k-nav-body"
        body.children = children(Array(content), in: .column, context: context).content
        // A stack takes the space it is offered and, where that is bounded, centres its root view
        // in it, as SwiftUI does (iamcgn/swiftui-web Fixtures/Goldens/ios/nav/sizing/frames.json @
        // 33be5002bbddf8fd6f44ead75f592e35f77aaddf: a stack holding one text, above another text in a
        // 320×300 window, is 267.5 tall with its text centred). On a page, whose height is open,
        // it is as tall as its content, which starts at the top.
        let fillsHeight = bar.role == .stack
        if fillsHeight && !context.hasOpenHeight { body.style[.justifyContent] = "center" }
        column.children.append(body)
        let bottom = placed(.bottom)
        if !bottom.isEmpty {
            var footer = Element("div", classHint: "nf")
            footer[attribute: "class"] = "k-bar k-bar-row"
            footer.children = bottom.map { toolbarItem($0, context: context) }
            column.children.append(footer)
        }
        return ModifierBox(column, level: .content, placement: BoxPlan(fillsWidth: true, fillsHeight: fillsHeight))
    }

    /// The pages back to where the navigation started, as breadcrumbs before the title.
    private func trail(compactOnly: Bool) -> Element {
        var list = Element("ol", classHint: "to")
        list.children = options.trail.map { crumb in
            var link = Element("a", classHint: "ta")
            link.attributes.append(Element.Attribute("href", crumb.url, isURL: true))
            link.children = [.text(crumb.title)]
            var item = Element("li", classHint: "ti")
            item.children = [link]
            return item
        }
        var nav = Element("nav", classHint: "tn")
        nav[attribute: "class"] = compactOnly ? "k-trail k-trail-compact" : "k-trail"
        nav[attribute: "aria-label"] = "Back"
        nav.children = [list]
        return nav
    }

    /// A toolbar item: its views in a row.
    private func toolbarItem(_ node: Node, context: ResolveContext, className: String = "k-bar-item") -> Element {
        var item = resolve(Node(.hstack(alignment: .center, spacing: nil), children: node.children), in: .row, context: context).element
        item[attribute: "class"] = className
        return item
    }

    /// A split view: a size container whose columns sit side by side while it is wide and
    /// collapse to one — the sidebar, or the selection's column — when narrow.
    func splitView(_ node: Node, _ spec: SplitViewSpec, context: ResolveContext) -> ModifierBox {
        var columns = Element("div", classHint: "sg")
        columns[attribute: "class"] = "k-split-cols k-split-show-\(spec.compactColumn)"
        let defaults = node.children.count == 3 ? ["280px", "320px", "minmax(0,1fr)"] : ["320px", "minmax(0,1fr)"]
        let widths = node.children.indices.map { index in
            let width = spec.columnWidths.indices.contains(index) ? spec.columnWidths[index] : nil
            return index == node.children.count - 1 ? (width.map { "minmax(\(CSSValue.px($0)),1fr)" } ?? defaults[index]) : (width.map(CSSValue.px) ?? defaults[index])
        }
        columns.style[.gridTemplateColumns] = widths.joined(separator: " ")
        columns.children = children(node.children, in: .cell, context: context).content
        var split = Element("div", classHint: "sp")
        split[attribute: "class"] = spec.style == .prominentDetail ? "k-split k-split-prominent" : "k-split"
        split.children = [columns]
        return ModifierBox(split, level: .content, placement: BoxPlan(fillsWidth: true))
    }

    /// A tab view: a bar of links to the tabs' pages, the current one marked, over the selected tab.
    func tabView(_ node: Node, tabCount: Int, context: ResolveContext) -> ModifierBox {
        let (links, selected) = node.tabViewParts ?? ([], [])
        var bar = Element("nav", classHint: "tb")
        bar[attribute: "class"] = "k-tabs"
        bar[attribute: "aria-label"] = "Tabs"
        bar.children = children(Array(links), in: .row, context: context).content
        var body = Element("div", classHint: "tc")
        body[attribute: "class"] = "k-nav-body"
        body.children = children(Array(selected), in: .column, context: context).content
        var view = Element("div", classHint: "tv")
        view[attribute: "class"] = "k-tabview"
        view.children = [bar, body]
        return ModifierBox(view, level: .content, placement: BoxPlan(fillsWidth: true))
    }
}
