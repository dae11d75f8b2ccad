import KilnTree

/// A lowered tree taken apart into its structure and its numbers, read from the typed values
/// themselves: two widths give the same views when their structures are equal, and the numbers
/// (every `Double` in the views' payloads and modifiers, in tree order) then say how the views'
/// lengths change with the width.
struct NodeNumbers {
    /// Everything but the numbers: kinds, case names, labels, counts, text, flags.
    private(set) var structure: [String] = []
    private(set) var numbers: [Double] = []

    init(_ nodes: [Node]) {
        for node in nodes { walk(node) }
    }

    private mutating func walk(_ node: Node) {
        switch node.kind {
        case .canvasDrawing(let drawing):
            // A drawing is made from its size alone (the renderer runs at it): its commands, long for a big drawing,
            // follow from it.
            structure.append("canvasDrawing")
            numbers += [drawing.width, drawing.height]
        case .chart(let spec):
            // A chart is drawn from its data at the size its frame gives it, which the modifiers hold.
            structure.append("chart \(spec.marks.count)")
        default:
            walk(node.kind as Any)
        }
        structure.append("[\(node.modifiers.count)")
        for modifier in node.modifiers { walk(modifier as Any) }
        structure.append("[\(node.children.count)")
        for child in node.children { walk(child) }
        structure.append("]")
    }

    private mutating func walk(_ value: Any) {
        switch value {
        case let node as Node:
            // A background's or overlay's view.
            walk(node)
            return
        case let number as Double:
            numbers.append(number)
            return
        case let text as String:
            structure.append(text)
            return
        case let integer as Int:
            structure.append(String(integer))
            return
        case let flag as Bool:
            structure.append(flag ? "true" : "false")
            return
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum:
            // A case without a payload has no children; one with a payload has one, labelled with the case's name.
            guard let payload = mirror.children.first else {
                structure.append(String(describing: value))
                return
            }
            structure.append(payload.label ?? "case")
            walk(payload.value)
        case .optional:
            guard let wrapped = mirror.children.first else {
                structure.append("nil")
                return
            }
            walk(wrapped.value)
        case .collection, .set, .dictionary:
            structure.append("[\(mirror.children.count)")
            for child in mirror.children { walk(child.value) }
            structure.append("]")
        case .struct, .tuple:
            for child in mirror.children {
                if let label = child.label { structure.append(label) }
                walk(child.value)
            }
        case .class, .foreignReference:
            // A reference (a closure's box, a renderer) is the same views whatever it holds.
            structure.append(String(describing: type(of: value)))
        case nil:
            // A leaf: text, a flag, an integer, a closure.
            structure.append(String(describing: value))
        @unknown default:
            structure.append(String(describing: value))
        }
    }
}
