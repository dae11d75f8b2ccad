/// The height SwiftUI proposes to a layer's view (its host's), known at build time for some
/// hosts: set before the layer is resolved (`next`), it is the `current` node's alone while that
/// node's content is resolved, and read first thing by the views whose answer depends on it.
final class LayerHeight {
    var next: Double?
    var current: Double?
}
