// `import Kiln` gives a user what `import SwiftUI` gives: the views, modifiers and environment of
// the DSL, the value types they use, the renderer, and the site generator behind `App`; and, as
// SwiftUI re-exports them, Foundation (`Date`, `UUID`, `CGFloat`, `CGSize`, format styles, …) and
// Observation (`@Observable`).
@_exported import Foundation
@_exported import KilnRendering
@_exported import KilnSite
@_exported import KilnTree
@_exported import KilnViews
@_exported import Observation
