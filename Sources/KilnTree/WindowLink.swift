/// A link to a window's page as the tree keeps it (`kiln-window:budget`): the window's id,
/// which the layout pass turns into the page's URL.
package enum WindowLink {
    package static let scheme = "kiln-window:"

    package static func destination(id: String) -> String { scheme + id }

    /// The window id of a link destination, or nil for an ordinary URL.
    package static func windowID(_ destination: String) -> String? {
        destination.hasPrefix(scheme) ? String(destination.dropFirst(scheme.count)) : nil
    }
}
