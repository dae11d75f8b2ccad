/// How a `Form` lays out its rows.
public enum FormLayout: Sendable {
    /// iOS's grouped form: sections as rounded cards of rows, labels leading and controls trailing.
    case grouped
    /// macOS's `.columns` form: labels trailing-aligned in a first column, controls in a second.
    case columns
}

/// A `List`: its style and, for a selectable list, the tags of the selected rows.
public struct ListSpec: Sendable {
    public enum Style: Sendable {
        case plain, inset, grouped, insetGrouped, sidebar
    }

    public var style: Style
    /// Alternating row backgrounds, as `.inset(alternatesRowBackgrounds: true)`.
    public var alternatesRowBackgrounds: Bool
    /// nil for a list without selection.
    public var selection: Set<ViewTag>?

    public init(style: Style, alternatesRowBackgrounds: Bool = false, selection: Set<ViewTag>? = nil) {
        self.style = style
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
        self.selection = selection
    }
}
