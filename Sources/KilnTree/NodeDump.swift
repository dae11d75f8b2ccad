extension Node {
    /// A stable, readable outline of the tree (one line per node and modifier), used as the
    /// expected output of lowering tests.
    public func dump() -> String {
        var lines: [String] = []
        appendDump(to: &lines, indent: "")
        return lines.joined(separator: "\n")
    }

    private func appendDump(to lines: inout [String], indent: String) {
        lines.append(indent + String(describing: kind).replacing("KilnTree.", with: ""))
        for modifier in modifiers {
            switch modifier {
            case .background(.view(let node, let alignment)), .overlay(.view(let node, let alignment)):
                let name = if case .background = modifier { "background" } else { "overlay" }
                lines.append(indent + "  ." + name + "(alignment: \(alignment.horizontal)/\(alignment.vertical))")
                node.appendDump(to: &lines, indent: indent + "    ")
            default:
                lines.append(indent + "  ." + String(describing: modifier).replacing("KilnTree.", with: ""))
            }
        }
        for child in children {
            child.appendDump(to: &lines, indent: indent + "| ")
        }
    }
}
