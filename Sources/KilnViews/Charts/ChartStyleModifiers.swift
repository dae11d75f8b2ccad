import Foundation
import KilnTree

// The styles of marks, as Swift Charts' chart content modifiers. The innermost modifier wins.
nonisolated extension ChartContent {
    /// Fills or strokes the marks with a colour or gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let paint = style._paint.value
        return changingEachMark { mark, _ in mark.foreground = mark.foreground ?? paint }
    }

    /// Colours the marks by a value, from the chart's foreground style scale; lines also
    /// form one series per value.
    public func foregroundStyle<D>(by value: PlottableValue<D>) -> some ChartContent {
        changingEachMark { mark, lowering in
            if mark.foregroundBy == nil { mark.foregroundBy = lowering.value(value.input, at: mark.source) }
        }
    }

    /// Marks the points by a value, with a symbol from the chart's symbol scale.
    public func symbol<D>(by value: PlottableValue<D>) -> some ChartContent {
        changingEachMark { mark, lowering in
            if mark.symbolBy == nil { mark.symbolBy = lowering.value(value.input, at: mark.source) }
        }
    }

    /// Marks the points with `symbol`: a basic symbol, a built-in shape or a shape of the app's own.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = symbol._chartSymbol
        return changingEachMark { mark, _ in
            guard !mark.hasOwnSymbol else { return }
            mark.symbol = shape.value
            mark.symbolLineWidth = shape.lineWidth
            mark.symbolOutline = shape.outline
        }
    }

    /// Marks the points with a view, centred on each, instead of a shape.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        annotating(symbol(), position: .overlay, alignment: .center, spacing: 0, overflow: AnnotationOverflowResolution(x: .disabled, y: .disabled))
            .changingEachMark { mark, _ in
                guard !mark.hasOwnSymbol else { return }
                mark.symbolIsView = true
            }
    }

    /// The symbols' area in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        checkedSize(Double(area), "symbolSize(_:) area")
    }

    /// The symbols' size, as their area: `width * height`.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        checkedSize(Double(size.width * size.height), "symbolSize(_:) size \(size.width)×\(size.height), whose area")
    }

    private func checkedSize(_ area: Double, _ name: String) -> ModifiedChartContent<Self> {
        guard area.isFinite && area >= 0 else {
            return reporting(.warning, "\(name) \(area) is negative or not finite; it is ignored")
        }
        return changingEachMark { mark, _ in mark.symbolSize = mark.symbolSize ?? area }
    }

    /// Strokes lines and rules with `style`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        let stroke = ChartStroke(style)
        return changingEachMark { mark, _ in mark.lineStyle = mark.lineStyle ?? stroke }
    }

    /// Strokes lines by a value, with a dash pattern from the chart's line style scale.
    public func lineStyle<D>(by value: PlottableValue<D>) -> some ChartContent {
        changingEachMark { mark, lowering in
            if mark.lineStyleBy == nil { mark.lineStyleBy = lowering.value(value.input, at: mark.source) }
        }
    }

    /// Places marks sharing a band side by side, by a value. Without an `axis`, along the axis
    /// whose values are categories or binned dates (x unless only y has them).
    public func position<P>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        changingEachMark { mark, lowering in
            guard mark.positionBy == nil else { return }
            let (span, problem) = span.checked
            if let problem {
                lowering.report(.warning, "position(by:) span: \(problem); the automatic span is used", at: mark.source)
            }
            let horizontal = axis.map { $0 == .horizontal } ?? !(mark.y?.isBanded == true && mark.x?.isBanded != true)
            mark.positionBy = ChartPositionBy(value: lowering.value(value.input, at: mark.source), horizontal: horizontal, span: span)
        }
    }

    /// The marks' opacity, from 0 (invisible) to 1.
    public func opacity(_ opacity: Double) -> some ChartContent {
        guard !opacity.isNaN else { return reporting(.warning, "opacity(_:) is NaN; it is ignored") }
        let opacity = min(max(opacity, 0), 1)
        return changingEachMark { mark, _ in mark.opacity = mark.opacity ?? opacity }
    }

    /// Rounds the corners of bars and rectangles. Both styles are circular arcs on the web.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        guard !radius.isNaN else { return reporting(.warning, "cornerRadius(_:) is NaN; it is ignored") }
        let radius = max(Double(radius), 0)
        return changingEachMark { mark, _ in mark.cornerRadius = mark.cornerRadius ?? radius }
    }

    /// Clips each mark to `shape`. A rectangle leaves bars as they are and a rounded rectangle
    /// rounds them as `cornerRadius` does; other shapes are not drawn on marks yet, and the build
    /// says so at each mark.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let radius: Double
        switch shape._kind.value {
        case .rectangle:
            radius = 0
        case .roundedRectangle(let cornerRadius):
            radius = cornerRadius
        case .roundedCorners(let corners) where Set([corners.topLeading, corners.topTrailing, corners.bottomLeading, corners.bottomTrailing]).count == 1:
            radius = corners.topLeading
        default:
            return reporting(.warning, "clipShape(\(S.self)) on a chart mark is not drawn on a page yet; the mark is drawn unclipped")
        }
        return changingEachMark { mark, _ in
            if radius > 0 { mark.cornerRadius = mark.cornerRadius ?? radius }
        }
    }

    /// How lines and areas join their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        changingEachMark { mark, _ in mark.interpolation = mark.interpolation ?? method.interpolation }
    }

    /// Draws the marks above (higher) or below (lower) marks of other indexes; 0 by default.
    public func zIndex(_ value: Double) -> some ChartContent {
        changingEachMark { mark, _ in mark.zIndex = mark.zIndex ?? value }
    }

    /// Moves the drawn marks by points; offsets add up.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        changingEachMark { mark, _ in
            mark.offsetX += Double(x)
            mark.offsetY += Double(y)
        }
    }

    public func offset(_ offset: CGSize) -> some ChartContent {
        self.offset(x: offset.width, y: offset.height)
    }
}

nonisolated extension ChartChannel {
    /// The channel sits in a band: a category, or a date binned to a unit.
    var isBanded: Bool {
        guard case .value(let value) = self else { return false }
        switch value.datum {
        case .category, .dateBin: return true
        case .number, .date: return false
        }
    }
}

nonisolated extension ChartStroke {
    init(_ style: StrokeStyle) {
        let cap: Cap = switch style.lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: Join = switch style.lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        self.init(
            lineWidth: Double(max(style.lineWidth, 0)), dash: style.dash.map(Double.init), dashPhase: Double(style.dashPhase),
            cap: cap, join: join)
    }
}

nonisolated extension ChartContent {
    /// Masks the marks by other chart content. Not drawn on a page yet: the marks are drawn
    /// unmasked, and the build says so at each of them.
    public func mask<Mask: ChartContent>(@ChartContentBuilder content: () -> Mask) -> some ChartContent {
        reporting(.warning, "mask(content:) on chart content is not drawn on a page yet; the marks are drawn unmasked")
    }
}
