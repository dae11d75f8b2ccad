import KilnTree

/// What the preview modifiers say about a preview: its name, size, device and orientation.
/// Unset traits are nil, so that a modifier written closer to the view wins over one outside it.
nonisolated package struct PreviewVariantTraits: Sendable, Equatable {
    package var name: String?
    package var layout: PreviewLayout?
    package var device: PreviewDevice?
    package var orientation: InterfaceOrientation?

    package init(name: String? = nil, layout: PreviewLayout? = nil, device: PreviewDevice? = nil, orientation: InterfaceOrientation? = nil) {
        self.name = name
        self.layout = layout
        self.device = device
        self.orientation = orientation
    }

    /// These traits, with `outer`'s where these have none.
    func inheriting(_ outer: PreviewVariantTraits) -> PreviewVariantTraits {
        PreviewVariantTraits(
            name: name ?? outer.name, layout: layout ?? outer.layout, device: device ?? outer.device,
            orientation: orientation ?? outer.orientation)
    }
}

/// A view with preview traits: lowered as the view alone.
nonisolated struct PreviewTraitsView<Content: View>: View {
    let content: Content
    let traits: PreviewVariantTraits

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        lower(view.content, into: &nodes, context: context)
    }
}
