import KilnTree

/// Places an annotation against its mark's box, as `annotation(position:alignment:spacing:)`:
/// beside the box on the given side, aligned along that side by `alignment`, `spacing` away.
enum AnnotationPlacement {
    static let defaultSpacing = 4.0

    static func place(_ annotation: ChartAnnotation, box: MarkBox, kind: ChartMark.Kind, symbolRadius: Double) -> PlacedAnnotation {
        let spacing = (annotation.spacing ?? defaultSpacing) + (kind == .point || kind == .line ? symbolRadius : 0)
        let horizontal = annotation.alignment.horizontal, vertical = annotation.alignment.vertical
        var position = annotation.position
        if position == .automatic { position = kind == .bar && box.x.bounds.low == box.x.bounds.high ? .trailing : .top }
        // Along a side: the alignment picks the box's edge or centre, and the view's matching point.
        func along(_ h: HorizontalAlignment) -> (x: Double, anchor: Double) {
            switch h.guide {
            case .leading, .custom: return (box.left, 0)
            case .center: return ((box.left + box.right) / 2, 0.5)
            case .trailing: return (box.right, 1)
            }
        }
        func across(_ v: VerticalAlignment) -> (y: Double, anchor: Double) {
            switch v {
            case .top: return (box.top, 0)
            case .bottom: return (box.bottom, 1)
            default: return ((box.top + box.bottom) / 2, 0.5)
            }
        }
        var placed = PlacedAnnotation(child: annotation.child, x: 0, y: 0, offsetX: 0, offsetY: 0, anchorX: 0.5, anchorY: 0.5, fitsPlot: annotation.fitsPlot)
        switch position {
        case .top, .bottom:
            let (x, anchor) = along(horizontal)
            placed.x = x
            placed.anchorX = anchor
            placed.y = position == .top ? box.top : box.bottom
            placed.anchorY = position == .top ? 1 : 0
            placed.offsetY = position == .top ? -spacing : spacing
        case .leading, .trailing:
            let (y, anchor) = across(vertical)
            placed.y = y
            placed.anchorY = anchor
            placed.x = position == .leading ? box.left : box.right
            placed.anchorX = position == .leading ? 1 : 0
            placed.offsetX = position == .leading ? -spacing : spacing
        case .overlay:
            (placed.x, placed.anchorX) = along(horizontal)
            (placed.y, placed.anchorY) = across(vertical)
        case .topLeading, .topTrailing, .bottomLeading, .bottomTrailing:
            let isTop = position == .topLeading || position == .topTrailing
            let isLeading = position == .topLeading || position == .bottomLeading
            placed.x = isLeading ? box.left : box.right
            placed.anchorX = isLeading ? 1 : 0
            placed.offsetX = isLeading ? -spacing : spacing
            placed.y = isTop ? box.top : box.bottom
            placed.anchorY = isTop ? 1 : 0
            placed.offsetY = isTop ? -spacing : spacing
        case .automatic:
            break
        }
        return placed
    }
}
