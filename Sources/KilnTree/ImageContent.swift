/// What an `Image` shows and how it describes itself to assistive technology.
package struct ImageContent: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        /// An image from the package's assets, by name.
        case asset(String)
        /// An SF Symbol name; drawn as a placeholder icon on the web.
        case symbol(String)
    }

    package var source: Source
    /// The accessibility label; nil for a decorative image (`alt=""`).
    package var label: String?
    package var isResizable = false

    package init(source: Source, label: String?) {
        self.source = source
        self.label = label
    }
}

/// An image's natural size in points.
package struct ImageSize: Hashable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
