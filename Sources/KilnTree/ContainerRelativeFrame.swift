/// `containerRelativeFrame`: a frame whose lengths are shares of the container's (the nearest
/// scroll view, else the page), with the view placed in it by `alignment`. An axis without a
/// length keeps the view's own.
package struct ContainerRelativeFrame: Hashable, Sendable {
    package var width: ContainerRelativeLength?
    package var height: ContainerRelativeLength?
    package var alignment: Alignment

    package init(width: ContainerRelativeLength?, height: ContainerRelativeLength?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// A length affine in the container's: `fraction` × the container's length + `offset` points.
/// `count`/`span`/`spacing` give (length − spacing × (count − 1)) / count × span + spacing × (span − 1).
package struct ContainerRelativeLength: Hashable, Sendable {
    package var fraction: Double
    package var offset: Double

    package init(fraction: Double, offset: Double) {
        self.fraction = fraction
        self.offset = offset
    }

    package init(count: Int, span: Int, spacing: Double) {
        let share = Double(span) / Double(count)
        self.init(fraction: share, offset: spacing * Double(span - 1) - spacing * Double(count - 1) * share)
    }

    /// The length in a container `length` points long.
    package func length(in length: Double) -> Double { fraction * length + offset }
}
