import Foundation
import KilnTree

nonisolated extension Color {
    /// A colour set of the site's asset catalog, as SwiftUI's `Color("Name")`: the site reads
    /// `Assets/Name.colorset` (Xcode's format, with its dark appearance) into the stylesheet.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .asset(name: name))
    }
}
