import Kiln

extension Browser {
    /// Renders `view` as a standalone page and measures its `accessibilityIdentifier` boxes
    /// at `width` CSS px.
    public func measure<V: View>(_ view: V, width: Int = 400, styleProperties: [String] = []) throws -> PageMeasurement {
        try measure(html: HTMLRenderer(content: view).document(title: "Geometry"), width: width, styleProperties: styleProperties)
    }
}
