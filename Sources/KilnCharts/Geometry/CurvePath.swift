import KilnTree

/// Lines and areas through data points, interpolated as d3-shape's curves are (the published
/// algorithms: Steffen's monotone cubic, cardinal and Catmull–Rom splines, steps).
///
/// Points must be finite: callers split a series at missing values and draw each run separately.
package enum CurvePath {
    /// Appends a line through `points` (one subpath: move then segments) with the interpolation.
    /// A single point is a move and a close, so a round line cap still draws a dot there.
    package static func line(_ points: [ChartPoint], _ interpolation: ChartInterpolation, into path: inout PathData) {
        guard let first = points.first else { return }
        path.move(to: first)
        if points.count == 1 {
            path.close()
        } else {
            appendSegments(points, interpolation, into: &path)
        }
    }

    /// Appends a closed area: the `top` edge forwards, then the `bottom` edge backwards (same count), both interpolated, closed.
    package static func area(
        top: [ChartPoint], bottom: [ChartPoint], _ interpolation: ChartInterpolation, into path: inout PathData
    ) {
        precondition(top.count == bottom.count, "an area's edges need the same number of points")
        guard let first = top.first else { return }
        path.move(to: first)
        appendSegments(top, interpolation, into: &path)
        let backwards = Array(bottom.reversed())
        path.line(to: backwards[0])
        appendSegments(backwards, interpolation.reversed, into: &path)
        path.close()
    }

    /// The segments from `points[0]`, where the pen already is, through the other points.
    private static func appendSegments(
        _ points: [ChartPoint], _ interpolation: ChartInterpolation, into path: inout PathData
    ) {
        guard points.count > 1 else { return }
        switch interpolation {
        case .linear:
            for point in points.dropFirst() { path.line(to: point) }
        case .monotone:
            MonotoneCurve.append(points, into: &path)
        case .catmullRom(let alpha):
            if alpha == 0 {
                CardinalCurve.append(points, tension: 0, into: &path)
            } else {
                CatmullRomCurve.append(points, alpha: alpha, into: &path)
            }
        case .cardinal(let tension):
            CardinalCurve.append(points, tension: tension, into: &path)
        case .stepStart:
            StepCurve.append(points, stepAt: 0, into: &path)
        case .stepCenter:
            StepCurve.append(points, stepAt: 0.5, into: &path)
        case .stepEnd:
            StepCurve.append(points, stepAt: 1, into: &path)
        }
    }
}

extension ChartInterpolation {
    /// The same interpolation for points given in reverse: an area's bottom edge is drawn
    /// backwards, and its steps must fall where the top edge's do.
    fileprivate var reversed: ChartInterpolation {
        switch self {
        case .stepStart: .stepEnd
        case .stepEnd: .stepStart
        default: self
        }
    }
}
