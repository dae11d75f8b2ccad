/// What an `Image` shows and how it describes itself to assistive technology.
public struct ImageContent: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// An image from the package's assets, by name.
        case asset(String)
        /// An SF Symbol name; drawn as a placeholder icon on the web.
        case symbol(String)
    }

    public var source: Source
    /// The accessibility label; nil for a decorative image (`alt=""`).
    public var label: String?
    public var isResizable = false

    public init(source: Source, label: String?) {
        self.source = source
        self.label = label
    }
}
