import Foundation
import KilnTree

nonisolated extension View {
    /// Shows the view only where `mask` is opaque, as in SwiftUI. A shape masks as a clip path
    /// (a gradient fill of it also fades the view); a colour or gradient as a CSS mask image.
    /// Other views (text, images, stacks) cannot mask a page without script: the view is drawn
    /// unmasked and the page says so at this line.
    public func mask<Mask: View>(
        alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, @ViewBuilder _ mask: () -> Mask
    ) -> some View {
        MaskView(content: self, mask: mask(), site: CallSite(fileID: fileID, line: line))
    }

    /// SwiftUI's first form, which it has since replaced with `mask(alignment:_:)`. Kept without a
    /// deprecation warning: code from before the change (the seeds' samples) builds clean.
    public func mask<Mask: View>(_ mask: Mask, fileID: String = #fileID, line: Int = #line) -> some View {
        MaskView(content: self, mask: mask, site: CallSite(fileID: fileID, line: line))
    }
}

nonisolated struct MaskView<Content: View, Mask: View>: View {
    let content: Content
    let mask: Mask
    let site: CallSite
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let masks = lowered(view.mask, context: context)
        let modifiers = Self.modifiers(for: masks)
        if modifiers == nil {
            context.report(.warning, "mask(_:) with this view cannot be drawn on a static page (only a shape, a colour or a gradient can mask); the view is drawn unmasked", at: view.site)
        }
        let start = nodes.count
        lower(view.content, into: &nodes, context: context)
        for index in start..<nodes.count { nodes[index].modifiers += modifiers ?? [] }
    }

    /// The clip and mask image a mask view makes; nil when it is none of those.
    private static func modifiers(for masks: [Node]) -> [NodeModifier]? {
        guard masks.count == 1, masks[0].modifiers.isEmpty, masks[0].children.isEmpty else { return nil }
        switch masks[0].kind {
        case .fill(let paint):
            return [.mask(paint)]
        case .shape(let kind, .fill(let paint)):
            var result: [NodeModifier] = [.clip(kind)]
            if let paint, paint.fadesMask { result.append(.mask(paint)) }
            return result
        default:
            return nil
        }
    }
}

nonisolated extension Paint {
    /// Whether a mask of this paint is anything but opaque everywhere.
    var fadesMask: Bool {
        switch self {
        case .color(let color): color.alpha < 1
        case .foreground, .tint, .background: false
        case .shadow(let inner, _): inner.fadesMask
        default: true
        }
    }
}
