/// A `LazyVGrid` (columns given, rows as many as needed) or a `LazyHGrid` (rows given).
public struct LazyGrid: Sendable {
    /// `.vertical` for `LazyVGrid`: `tracks` are its columns.
    public var isVertical: Bool
    public var tracks: [Track]
    /// How cells sit across the tracks: a horizontal alignment for a `LazyVGrid`, vertical for a `LazyHGrid`.
    public var alignment: Alignment
    /// Between rows of a `LazyVGrid`, columns of a `LazyHGrid`.
    public var spacing: Double?
    public var pinsSectionHeaders: Bool
    public var pinsSectionFooters: Bool

    public init(isVertical: Bool, tracks: [Track], alignment: Alignment, spacing: Double?, pinsSectionHeaders: Bool, pinsSectionFooters: Bool) {
        self.isVertical = isVertical
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = spacing
        self.pinsSectionHeaders = pinsSectionHeaders
        self.pinsSectionFooters = pinsSectionFooters
    }

    /// A `GridItem`: one column (or row), or as many as fit for an adaptive item.
    public struct Track: Hashable, Sendable {
        public enum Size: Hashable, Sendable {
            case fixed(Double)
            case flexible(minimum: Double, maximum: Double)
            case adaptive(minimum: Double, maximum: Double)
        }

        public var size: Size
        /// The space after this track; nil is the default.
        public var spacing: Double?
        public var alignment: Alignment?

        public init(size: Size, spacing: Double?, alignment: Alignment?) {
            self.size = size
            self.spacing = spacing
            self.alignment = alignment
        }
    }
}
