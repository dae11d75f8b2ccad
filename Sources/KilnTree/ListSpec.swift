/// How a `Form` lays out its rows.
package enum FormLayout: Sendable {
    /// iOS's grouped form: sections as rounded cards of rows, labels leading and controls trailing.
    case grouped
    /// macOS's `.columns` form: labels trailing-aligned in a first column, controls in a second.
    case columns
}

/// A `List`: its style and, for a selectable list, the tags of the selected rows.
package struct ListSpec: Sendable {
    package enum Style: Sendable {
        case plain, inset, grouped, insetGrouped, sidebar
    }

    package var style: Style
    /// Alternating row backgrounds, as `.inset(alternatesRowBackgrounds: true)`.
    package var alternatesRowBackgrounds: Bool
    /// nil for a list without selection.
    package var selection: Set<ViewTag>?

    package init(style: Style, alternatesRowBackgrounds: Bool = false, selection: Set<ViewTag>? = nil) {
        self.style = style
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
        self.selection = selection
    }
}
