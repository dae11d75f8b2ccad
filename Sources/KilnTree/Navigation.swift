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

    package enum Trail: Hashable, Sendable {
        case hidden
        /// On a page reached by pushing onto this stack or column.
        case shown
        /// On a split view's selection page: only where the columns collapse into one, as the
        /// back button of a compact split view.
        case compactOnly
    }

    package init(role: Role, title: String? = nil, toolbarItemCount: Int = 0, trail: Trail = .hidden) {
        self.role = role
        self.title = title
        self.toolbarItemCount = toolbarItemCount
        self.trail = trail
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

/// A link to another page of the site that the generator discovers from the navigation
/// (`kiln-page:3`): the index of the page's navigation target, which the site turns into a URL.
package enum PageLink {
    package static let scheme = "kiln-page:"

    package static func destination(target: Int) -> String { scheme + String(target) }

    /// The target index of a link destination, or nil for any other URL.
    package static func target(_ destination: String) -> Int? {
        destination.hasPrefix(scheme) ? Int(destination.dropFirst(scheme.count)) : nil
    }
}
