/// An icon for an SF Symbol name: the Lucide icon's outline as one path's data on a 24-unit
/// grid, stroked, and filled too where the name's `.fill` form reads right filled.
struct SymbolGlyph: Sendable, Equatable {
    /// The Lucide icon's name, for tests and the gallery.
    var icon: String
    var path: String
    var filled: Bool
}
