import KilnTree

/// The rows of a list or grouped form, gathered into groups: each `Section` is a group with its
/// header and footer; consecutive views outside sections share an unnamed group. Sections inside
/// sections and lists inside forms add their rows to the group they are in, as SwiftUI does.
struct RowGroup {
    var header: Node?
    var rows: [Node] = []
    var footer: Node?

    static func groups(of nodes: [Node]) -> [RowGroup] {
        var groups: [RowGroup] = []
        var loose = RowGroup()
        for node in nodes {
            guard let section = node.sectionParts else {
                loose.rows += rows(of: node)
                continue
            }
            if !loose.rows.isEmpty { groups.append(loose) }
            loose = RowGroup()
            groups.append(RowGroup(header: section.header, rows: section.content.flatMap(rows(of:)), footer: section.footer))
        }
        if !loose.rows.isEmpty { groups.append(loose) }
        return groups
    }

    /// The rows a view makes: itself, or the rows of a nested section or list.
    private static func rows(of node: Node) -> [Node] {
        switch node.kind {
        case .section: node.children.flatMap(rows(of:))
        case .list where node.modifiers.isEmpty: node.children.flatMap(rows(of:))
        default: [node]
        }
    }
}

/// How a group of rows is drawn, by list style (a grouped form is an inset grouped list).
struct RowGroupAppearance {
    var listBackground: String?
    var listPadding: String
    var groupSpacing: Double
    /// A row's least height and the padding above and below its content.
    var rowMinHeight: Double = 44
    var rowPadding: Double = 11
    /// Between a section's header and its card.
    var headerGap: Double = 6
    /// Above a first group that has no header, inside the list's padding.
    var headerlessFirstGroupInset: Double = 0
    /// `listRowSpacing(_:)`: rows stand this far apart, without separators, each with the card's
    /// background and corners (as iOS draws spaced rows of a grouped list).
    var rowSpacing: Double = 0
    var cardBackground: String?
    var cardMargin: Double
    var cardRadius: Double
    var separators: Bool
    var headerStyle: [(CSSProperty, String)]
    var selectedStyle: [(CSSProperty, String)]

    /// iOS 26's grouped section header: the body font in medium weight and the secondary colour,
    /// written as it is, on the body's line (iamcgn/swiftui-web Docs/elements/iOS.md @ 21192b0,
    /// measured on the iOS 26 simulator; iOS before 26 wrote a footnote in capitals). On the
    /// grouped background the secondary colour is the grouped one, which keeps 4.5:1 there (the
    /// plain secondary measured 4.47:1 with axe-core).
    static let groupedHeader: [(CSSProperty, String)] = [
        (.fontSize, CSSValue.rem(17)), (.fontWeight, "500"), (.color, "var(--k-secondary-grouped)"),
        (.padding, "0 16px"), (.minHeight, "24.5px"), (.justifyContent, "flex-end"),
    ]

    /// iOS 26's grouped lists and forms, as Apple's frames measure them (iamcgn/swiftui-web
    /// Fixtures/Goldens/ios/dark/list and ios/form/basic @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf):
    /// rows at least 56 tall with 15 above and below their content (a slider's row is 31 + 30), the
    /// first card 35 below the top without a header (a header 10 below the top, its card 10 below
    /// it). The cases using it also pad the list 10 above and put a header 27.5 below the card
    /// before it.
    private func grouped() -> RowGroupAppearance {
        var appearance = self
        appearance.rowMinHeight = 56
        appearance.rowPadding = 15
        appearance.headerGap = 10
        appearance.headerlessFirstGroupInset = 25
        return appearance
    }
    static let accentSelection: [(CSSProperty, String)] = [(.backgroundColor, "color-mix(in srgb,var(--k-accent) 16%,transparent)")]

    static func of(_ style: ListSpec.Style) -> RowGroupAppearance {
        switch style {
        case .plain:
            RowGroupAppearance(
                listBackground: nil, listPadding: "0", groupSpacing: 0, cardBackground: nil, cardMargin: 0, cardRadius: 0,
                separators: true,
                headerStyle: [(.fontSize, CSSValue.rem(15)), (.fontWeight, "600"), (.padding, "6px 16px"), (.background, "var(--k-grouped)")],
                selectedStyle: accentSelection)
        case .inset:
            RowGroupAppearance(
                listBackground: nil, listPadding: "10px 0 16px", groupSpacing: 27.5, cardBackground: nil, cardMargin: 16, cardRadius: 10,
                separators: true, headerStyle: groupedHeader, selectedStyle: accentSelection).grouped()
        case .grouped:
            RowGroupAppearance(
                listBackground: "var(--k-grouped)", listPadding: "10px 0 16px", groupSpacing: 27.5, cardBackground: "var(--k-grouped-row)",
                cardMargin: 0, cardRadius: 0, separators: true, headerStyle: groupedHeader, selectedStyle: accentSelection).grouped()
        case .insetGrouped:
            RowGroupAppearance(
                listBackground: "var(--k-grouped)", listPadding: "10px 0 16px", groupSpacing: 27.5, cardBackground: "var(--k-grouped-row)",
                cardMargin: 16, cardRadius: 10, separators: true, headerStyle: groupedHeader, selectedStyle: accentSelection).grouped()
        case .sidebar:
            // Rows straight on the grouped background, no card and no separators; the selected
            // row is a rounded accent fill with white text, its secondary text white too.
            RowGroupAppearance(
                listBackground: "var(--k-grouped)", listPadding: "8px 0", groupSpacing: 16, cardBackground: nil, cardMargin: 8,
                cardRadius: 0, separators: false,
                headerStyle: [(.fontSize, CSSValue.rem(20)), (.fontWeight, "700"), (.padding, "0 16px")],
                selectedStyle: [
                    (.backgroundColor, "var(--k-accent)"), (.color, "#fff"), (.borderRadius, "10px"),
                    (.kPrimary, "#fff"), (.kSecondary, "rgba(255,255,255,.85)"),
                ])
        }
    }
}

/// The elements of a list or grouped form: which tags to use and which rows are selected.
struct RowGroupBuilder {
    let resolver: Resolver
    let appearance: RowGroupAppearance
    let context: ResolveContext
    /// `ul`/`li` for lists, `div`s for forms.
    let isList: Bool
    var selection: Set<ViewTag>?
    var alternatesRowBackgrounds = false

    /// The rows' context: labels and switches in a row are drawn as a list row's.
    private var rowContext: ResolveContext {
        var rows = context
        rows.inListRow = true
        return rows
    }

    func element(hint: ElementName, groups: [RowGroup]) -> Element {
        var list = Element("div", classHint: hint)
        list.style[.display] = "flex"
        list.style[.flexDirection] = "column"
        list.style[.gap] = CSSValue.px(appearance.groupSpacing)
        list.style[.padding] = appearance.listPadding
        if let background = appearance.listBackground { list.style[.background] = background }
        if appearance.listBackground != nil && appearance.cardBackground == nil {
            list.style[.kSecondary] = "var(--k-secondary-grouped)"
        }
        list.children = groups.map { element(of: $0) }
        if appearance.headerlessFirstGroupInset > 0, let first = groups.first, first.header == nil, var card = list.children.first?.asElement {
            card.style[.marginBlockStart] = CSSValue.px(appearance.headerlessFirstGroupInset)
            list.children[0] = card
        }
        if isList, selection != nil { markSelection(in: &list) }
        return list
    }

    /// A selectable list whose rows hold nothing to operate is a listbox: its rows are options,
    /// the selected ones `aria-selected`. Rows that are links or hold controls cannot be options
    /// (an option's content is presentational), so there a selected row is `aria-current`
    /// (a link to a page keeps the `page` value the site gives it).
    private func markSelection(in list: inout Element) {
        let isListbox = !list.containsInteractiveContent
        var headers: [String] = []
        func mark(_ element: inout Element) {
            // A section's rows are a group named by the section's header.
            let header = element.classHint == "rg" ? element.children.lazy.compactMap { child -> String? in
                if let part = child.asElement, part.classHint == "rh" { return part.textContent } else { return nil }
            }.first : nil
            if let header { headers.append(header) }
            for index in element.children.indices {
                guard var child = element.children[index].asElement else { continue }
                switch child.tag {
                case "ul":
                    if isListbox {
                        child[attribute: "role"] = "group"
                        if let header, !header.isEmpty { child[attribute: "aria-label"] = header }
                    }
                    mark(&child)
                case "li":
                    let selected = child[attribute: "aria-selected"] != nil
                    child[attribute: "aria-selected"] = nil
                    if isListbox {
                        child[attribute: "role"] = "option"
                        child[attribute: "aria-selected"] = selected ? "true" : "false"
                    } else if selected {
                        child[attribute: "aria-current"] = "true"
                    }
                    mark(&child)
                case "div", "details":
                    mark(&child)
                default:
                    continue
                }
                element.children[index] = child
            }
        }
        mark(&list)
        guard isListbox else { return }
        // A listbox needs a name: its only section's header, else a plain one (an
        // `accessibilityLabel` on the list replaces it).
        list[attribute: "role"] = "listbox"
        list[attribute: "aria-label"] = headers.count == 1 && !headers[0].isEmpty ? headers[0] : "List"
    }

    private func element(of group: RowGroup) -> Element {
        var card = Element(isList ? "ul" : "div", classHint: "rc")
        if isList { card.style[.listStyle] = "none" }
        card.style[.margin] = "0 " + CSSValue.px(appearance.cardMargin)
        card.style[.padding] = "0"
        card.style[.display] = "flex"
        card.style[.flexDirection] = "column"
        if appearance.rowSpacing > 0 {
            card.style[.gap] = CSSValue.px(appearance.rowSpacing)
        } else {
            if let background = appearance.cardBackground { card.style[.background] = background }
            if appearance.cardRadius > 0 {
                card.style[.borderRadius] = CSSValue.px(appearance.cardRadius)
                card.style[.overflow] = "hidden"
            }
        }
        card.children = rows(group.rows)
        guard group.header != nil || group.footer != nil else { return card }

        var section = Element("div", classHint: "rg")
        section.style[.display] = "flex"
        section.style[.flexDirection] = "column"
        section.style[.gap] = CSSValue.px(appearance.headerGap)
        if let header = group.header {
            section.children.append(part(header, hint: "rh", style: appearance.headerStyle))
        }
        section.children.append(card)
        if let footer = group.footer {
            let style: [(CSSProperty, String)] = [(.fontSize, CSSValue.rem(13)), (.color, "var(--k-secondary)"), (.padding, "0 " + CSSValue.px(16 + appearance.cardMargin))]
            section.children.append(part(footer, hint: "rf", style: style))
        }
        return section
    }

    private func part(_ node: Node, hint: ElementName, style: [(CSSProperty, String)]) -> Element {
        var box = Element("div", classHint: hint)
        box.style[.display] = "flex"
        box.style[.flexDirection] = "column"
        box.style[.alignItems] = "flex-start"
        for (property, value) in style { box.style[property] = value }
        if hint == "rh" { box.style[.margin] = "0 " + CSSValue.px(appearance.cardMargin) }
        box.children = [resolver.resolve(node, in: .column, context: context).element]
        return box
    }

    /// Each row in its own box, with a separator at its top unless this row or the one before hides it.
    private func rows(_ nodes: [Node]) -> [Element] {
        nodes.indices.map { index in
            let node = nodes[index]
            var row = Element(isList ? "li" : "div", classHint: "rr")
            row.style[.display] = "flex"
            row.style[.flexDirection] = "column"
            row.style[.alignItems] = "flex-start"
            row.style[.justifyContent] = "center"
            row.style[.minHeight] = CSSValue.px(appearance.rowMinHeight)
            row.style[.padding] = "\(CSSValue.px(appearance.rowPadding)) 16px"
            if appearance.rowSpacing > 0 {
                // Spaced rows are cards of their own: no separators between them.
                if let background = appearance.cardBackground { row.style[.background] = background }
                if appearance.cardRadius > 0 { row.style[.borderRadius] = CSSValue.px(appearance.cardRadius) }
            } else if appearance.separators && index > 0, let color = separator(above: node, below: nodes[index - 1]) {
                row.style[.backgroundImage] = "linear-gradient(\(color),\(color))"
                row.style[.backgroundSize] = "calc(100% - 16px) 1px"
                row.style[.backgroundPosition] = "16px 0"
                row.style[.backgroundRepeat] = "no-repeat"
            }
            if alternatesRowBackgrounds && index % 2 == 1 {
                row.style[.backgroundColor] = "color-mix(in srgb,var(--k-fill) 40%,transparent)"
            }
            var badge: String?
            for modifier in node.modifiers {
                switch modifier {
                case .listRowBackground(let paint): row.style[.backgroundColor] = CSSValue.color(paint)
                case .listRowInsets(let insets): (row.style[.padding], row.style[.paddingInline]) = CSSValue.padding(insets)
                case .badge(let text): badge = text
                default: break
                }
            }
            var content = content(of: node)
            if let badge { content = badged(content, badge) }
            if let selection, let tag = node.tag, selection.contains(tag) {
                for (property, value) in appearance.selectedStyle { row.style[property] = value }
                // A sidebar's row links to its page: the link is the current page, or leads to
                // the section the current page is in. Other rows are marked once the whole list
                // is known (see `markSelection`).
                if case .link = node.kind {
                    if content[attribute: "aria-current"] == nil { content[attribute: "aria-current"] = "true" }
                } else {
                    row[attribute: "aria-selected"] = "true"
                }
            }
            row.children = [content]
            return row
        }
    }

    /// A row with a badge: its content, then the badge's text at the row's trailing end in the
    /// secondary colour, as iOS draws a list row's badge.
    private func badged(_ content: Element, _ badge: String) -> Element {
        var content = content
        content.style[.flex] = "1 1 auto"
        content.style[.minWidth] = "0"
        var text = Element("span", classHint: "rb")
        text.style[.color] = "var(--k-secondary)"
        text.style[.flexShrink] = "0"
        text.children = [.text(badge)]
        var row = Element("div", classHint: "rbw")
        row.style[.display] = "flex"
        row.style[.alignItems] = "center"
        row.style[.gap] = "8px"
        row.style[.alignSelf] = "stretch"
        row.children = [content, text]
        return row
    }

    private func content(of node: Node) -> Element {
        if case .link = node.kind {
            // A row that links to a page is the link, across the row, in the row's colours.
            var link = resolver.resolve(node, in: .column, context: rowContext).element
            link[attribute: "class"] = "k-row-link"
            link.style[.alignSelf] = "stretch"
            return link
        }
        guard let (label, nestedRows) = node.outlineRowParts else {
            return resolver.resolve(node, in: .column, context: rowContext).element
        }
        // A row with children: a disclosure whose summary is the row, collapsed as SwiftUI starts it.
        var summary = Element("summary", classHint: "os")
        summary.style[.cursor] = "pointer"
        summary.children = [resolver.phrasing(label, context: rowContext)]
        var nested = RowGroupBuilder(resolver: resolver, appearance: appearance, context: context, isList: isList, selection: selection)
        nested.alternatesRowBackgrounds = false
        var children = Element(isList ? "ul" : "div", classHint: "oc")
        if isList { children.style[.listStyle] = "none" }
        children.style[.margin] = "0"
        children.style[.padding] = "0 0 0 20px"
        children.children = nested.rows(Array(nestedRows))
        var details = Element("details", classHint: "od")
        details.style[.alignSelf] = "stretch"
        details.children = [summary, children]
        return details
    }

    /// The colour of the separator between two rows, or nil where either hides it.
    private func separator(above row: Node, below previous: Node) -> String? {
        var color = CSSValue.systemColor(.separator, alpha: 1)
        for case .listRowSeparator(let visible, _, let bottom) in previous.modifiers where bottom && !visible { return nil }
        for case .listRowSeparator(let visible, let top, _) in row.modifiers where top && !visible { return nil }
        for case .listRowSeparatorTint(let paint, _, let bottom) in previous.modifiers where bottom { color = CSSValue.color(paint) }
        for case .listRowSeparatorTint(let paint, let top, _) in row.modifiers where top { color = CSSValue.color(paint) }
        return color
    }
}
