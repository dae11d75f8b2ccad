/// What a navigation container shows above its content: its title and toolbar, and on a page
/// reached through it, the way back.
package struct NavigationBar: Hashable, Sendable {
    /// Which part of the interface the container is.
    package enum Role: Hashable, Sendable {
        /// A `NavigationStack`.
        case stack
        /// A `NavigationSplitView`'s columns.
        case sidebar, content, detail
    }

    package var role: Role
    /// `navigationTitle`, the page's heading.
    package var title: String?
    /// How many of the node's first children are toolbar items; the rest is the content.
    package var toolbarItemCount: Int
    /// Whether the bar shows the page's trail back to where its navigation started.
    package var trail: Trail
    /// `navigationBarTitleDisplayMode(.inline)`: the title in the bar's row, not large below it.
    package var titleIsInline: Bool

    package enum Trail: Hashable, Sendable {
        case hidden
        /// On a page reached by pushing onto this stack or column.
        case shown
        /// On a split view's selection page: only where the columns collapse into one, as the
        /// back button of a compact split view.
        case compactOnly
    }

    package init(role: Role, title: String? = nil, toolbarItemCount: Int = 0, trail: Trail = .hidden, titleIsInline: Bool = false) {
        self.role = role
        self.title = title
        self.toolbarItemCount = toolbarItemCount
        self.trail = trail
        self.titleIsInline = titleIsInline
    }
}

/// Where a toolbar item sits in its container's bar.
package enum ToolbarPlacement: Hashable, Sendable {
    /// Before the title (`navigationBarLeading`, `cancellationAction`, `navigation`).
    case leading
    /// In place of the title (`principal`).
    case principal
    /// After the title (`automatic`, `primaryAction`, `navigationBarTrailing`, `confirmationAction`).
    case trailing
    /// Below the content (`bottomBar`, `status`).
    case bottom
}

/// A `NavigationSplitView`: its columns side by side on wide screens, one at a time on narrow ones.
package struct SplitViewSpec: Hashable, Sendable {
    package enum Style: Hashable, Sendable {
        case automatic, balanced, prominentDetail
    }

    package var style: Style
    /// Each column's width in points (`navigationSplitViewColumnWidth`), nil for the default.
    package var columnWidths: [Double?]
    /// The column a narrow screen shows: the sidebar, or the column after the last selection.
    package var compactColumn: Int

    package init(style: Style, columnWidths: [Double?], compactColumn: Int) {
        self.style = style
        self.columnWidths = columnWidths
        self.compactColumn = compactColumn
    }
}

/// Where a link leads, as the tree keeps it. Page and window destinations name things the site
/// knows; it resolves them to URLs before layout runs (`LayoutOptions`).
package enum LinkDestination: Hashable, Sendable {
    /// A URL as the user wrote it (`Link`, Markdown).
    case url(String)
    /// The page of the page's navigation target with this index (`NavigationLink(value:)`, a
    /// tab, a selectable row), which the generator discovers.
    case page(Int)
    /// A `Window` scene's page, by the window's id (`openWindow(id:)`).
    case window(String)
}

// MARK: - What each child of a navigation container is

extension Node {
    /// A `navigationColumn`'s toolbar items and content, split where its bar says; nil for another kind.
    package var navigationColumnParts: (toolbarItems: ArraySlice<Node>, content: ArraySlice<Node>)? {
        guard case .navigationColumn(let bar) = kind else { return nil }
        return (children.prefix(bar.toolbarItemCount), children.dropFirst(bar.toolbarItemCount))
    }

    /// A `tabView`'s links to its tabs' pages and the selected tab's content; nil for another kind.
    package var tabViewParts: (tabLinks: ArraySlice<Node>, selectedContent: ArraySlice<Node>)? {
        guard case .tabView(_, let tabCount) = kind else { return nil }
        return (children.prefix(tabCount), children.dropFirst(tabCount))
    }
}
