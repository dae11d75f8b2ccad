import KilnTree

/// What the layout pass knows of a custom shape's size: a fixed frame's, or nothing. A shape
/// whose outline is not proportional to its bounds is drawn at that size where it is known,
/// for every size at once where its points keep fixed distances from the edges and it is
/// filled, and stretched from its reference size otherwise, with a warning saying what to do.
struct PathSizing {
    var size: (width: Double, height: Double)?
    var problems: LayoutProblems

    /// The outline to draw, at its size where that is known; nil with an error where its
    /// coordinates are not finite at that size.
    func sized(_ outline: ShapePath) -> ShapePath? {
        guard let sampler = outline.sampler, let size else { return outline }
        guard let elements = sampler.outline(size.width, size.height) else {
            problems.reportOnce(Diagnostic(
                .error,
                "\(sampler.name) has a coordinate that is not a finite number (NaN or infinity) at \(CSSValue.number(size.width))×\(CSSValue.number(size.height)) points; the shape is not drawn",
                at: sampler.source))
            return nil
        }
        return ShapePath(elements: elements, trimFrom: outline.trimFrom, trimTo: outline.trimTo, isEvenOdd: outline.isEvenOdd)
    }

    /// Reports a shape drawn stretched: its size is not known and its outline does not follow the bounds.
    func reportStretched(_ sampler: PathSampler, isFill: Bool) {
        let hint = isFill
            ? "give it a fixed size with .frame(width:height:), or build its points from the rect's edges and size (rect.maxX - 10) or in proportion to them (rect.width * 0.3)"
            : "give it a fixed size with .frame(width:height:), or build its points in proportion to the rect (rect.width * 0.3); a shape whose points keep fixed distances from the edges is drawn exactly when filled, not when stroked"
        problems.reportOnce(Diagnostic(
            .warning,
            "\(sampler.name).path(in:) is not proportional to the rect it is given and its size is not known when the page is built; it is drawn as at 100×100 points, stretched to the view's size: \(hint)",
            at: sampler.source))
    }
}
