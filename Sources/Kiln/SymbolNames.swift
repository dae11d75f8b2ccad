import KilnLayout
import KilnTree
import KilnViews

extension Image {
    /// Every SF Symbol name that Kiln draws with an icon, sorted (Kiln's own, not SwiftUI's):
    /// for a gallery of the symbol set, or a check that a site's names are all drawn.
    public static var kilnSymbolNames: [String] { SymbolInk.names }
}
