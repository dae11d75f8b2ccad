import KilnTree

/// What flows down while resolving: whether only phrasing content is allowed here (inside a
/// button or link), the line limit in force, and how the enclosing form lays out its rows.
struct ResolveContext {
    var isPhrasing = false
    var lineLimit: Int?
    /// nil outside forms.
    var formRows: FormRowStyle?
    /// Whether the views here may be as tall as they like (the page, a scroll view's content)
    /// rather than held to a height by a frame or a presented view. A vertical scroll view with
    /// open height grows with its content and the page scrolls, so it is not a scroll container
    /// itself: its pinned headers then stick to the page's viewport, as SwiftUI's do to the screen.
    var hasOpenHeight = true
    /// The size a `ZStack` of fixed size offers each of its layers (set for its children only),
    /// and the size offered to the view being resolved: custom shapes are drawn at it.
    var layerOffer: (width: Double, height: Double)?
    var offeredSize: (width: Double, height: Double)?
    /// Inside a list's or grouped form's rows, where a label's icon stands in a column of its own
    /// and a switch is no taller than the line of text beside it.
    var inListRow = false
}

extension NodeModifier {
    /// Whether the modifier holds its view to a height: a fixed or bounded frame.
    var boundsHeight: Bool {
        switch self {
        case .frame(_, let height, _): height != nil
        case .flexibleFrame(let frame): frame.maxHeight.map(\.isFinite) ?? false
        default: false
        }
    }
}

/// How a form lays out a labelled row.
enum FormRowStyle {
    /// iOS's grouped form: the label leading, the control trailing, across the row.
    case grouped
    /// macOS's `.columns` form: labels trailing-aligned in a first column, controls in a second.
    case columns
}
