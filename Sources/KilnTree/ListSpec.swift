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
    /// `listRowSpacing(_:)`: points between rows, which then stand apart, each a card of its own
    /// in the grouped styles; nil for rows that touch.
    package var rowSpacing: Double?
    /// `listSectionSpacing(_:)`: points between sections, nil for the style's own.
    package var sectionSpacing: Double?

    package init(
        style: Style, alternatesRowBackgrounds: Bool = false, selection: Set<ViewTag>? = nil, rowSpacing: Double? = nil, sectionSpacing: Double? = nil
    ) {
        self.style = style
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
        self.selection = selection
        self.rowSpacing = rowSpacing
        self.sectionSpacing = sectionSpacing
    }
}
