import KilnTextMetrics
import KilnTree

/// A build-time estimate of a small view's size — an annotation's text in stacks, with fonts
/// and padding — to keep it inside a chart's plot. Text is measured with the chart font's
/// metrics and widened by a tenth, a conservative bound for the system font it is drawn in.
enum AnnotationSize {
    static func estimate(_ node: Node, font inherited: Font? = nil) -> (width: Double, height: Double) {
        var font = inherited
        for case .font(let set) in node.modifiers { font = set }
        let size = font?.size ?? font?.style?.metrics.size ?? 17
        var result: (width: Double, height: Double)
        switch node.kind {
        case .text(let runs):
            let text = runs.map(\.text).joined()
            let bold = (font?.weight?.value ?? 400) >= 600 || font?.style == .headline
            // A line is as high as the stylesheet sets it: the text style's line height, or 1.2 em.
            let style = (font?.style ?? (font?.size == nil ? .body : nil))?.metrics
            let lineHeight = style.map { $0.lineHeight / $0.size * size } ?? size * 1.2
            result = (TextMeasure.width(of: text, size: size, bold: bold) * 1.1, lineHeight)
        case .vstack(_, let spacing):
            let parts = node.children.map { estimate($0, font: font) }
            result = (parts.map(\.width).max() ?? 0, parts.map(\.height).reduce(0, +) + (spacing ?? 8) * Double(max(parts.count - 1, 0)))
        case .hstack(_, let spacing):
            let parts = node.children.map { estimate($0, font: font) }
            result = (parts.map(\.width).reduce(0, +) + (spacing ?? 8) * Double(max(parts.count - 1, 0)), parts.map(\.height).max() ?? 0)
        case .image:
            result = (size * 1.2, size * 1.2)
        default:
            let parts = node.children.map { estimate($0, font: font) }
            result = (parts.map(\.width).max() ?? 0, parts.map(\.height).max() ?? 0)
        }
        for modifier in node.modifiers {
            switch modifier {
            case .padding(let insets):
                result.width += insets.leading + insets.trailing
                result.height += insets.top + insets.bottom
            case .frame(let width, let height, _):
                result = (width ?? result.width, height ?? result.height)
            default: continue
            }
        }
        return result
    }
}
