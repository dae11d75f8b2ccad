/// A `LazyVGrid` (columns given, rows as many as needed) or a `LazyHGrid` (rows given).
package struct LazyGrid: Sendable {
    /// `.vertical` for `LazyVGrid`: `tracks` are its columns.
    package var isVertical: Bool
    package var tracks: [Track]
    /// How cells sit across the tracks: a horizontal alignment for a `LazyVGrid`, vertical for a `LazyHGrid`.
    package var alignment: Alignment
    /// Between rows of a `LazyVGrid`, columns of a `LazyHGrid`.
    package var spacing: Double?
    package var pinsSectionHeaders: Bool
    package var pinsSectionFooters: Bool

    package init(isVertical: Bool, tracks: [Track], alignment: Alignment, spacing: Double?, pinsSectionHeaders: Bool, pinsSectionFooters: Bool) {
        self.isVertical = isVertical
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = spacing
        self.pinsSectionHeaders = pinsSectionHeaders
        self.pinsSectionFooters = pinsSectionFooters
    }

    /// A `GridItem`: one column (or row), or as many as fit for an adaptive item.
    package struct Track: Hashable, Sendable {
        package enum Size: Hashable, Sendable {
            case fixed(Double)
            case flexible(minimum: Double, maximum: Double)
            case adaptive(minimum: Double, maximum: Double)
        }

        package var size: Size
        /// The space after this track; nil is the default.
        package var spacing: Double?
        package var alignment: Alignment?

        package init(size: Size, spacing: Double?, alignment: Alignment?) {
            self.size = size
            self.spacing = spacing
            self.alignment = alignment
        }
    }
}
