/// An icon for an SF Symbol name: layers of path data on Lucide's 24-unit grid. Level 1 is the
/// symbol's primary layer, level 2 its secondary one (the enclosure of a `.circle` form), which
/// SF Symbols' hierarchical and palette modes colour apart.
struct SymbolGlyph: Sendable, Equatable {
    /// The Lucide icon it is drawn with, for tests and the gallery.
    var icon: String
    var layers: [SymbolLayer]

    /// The glyph's strokes that a filled enclosure has cut out of it (`xmark.circle.fill`), as
    /// SF Symbols' monochrome mode draws it; nil where no enclosure is filled.
    var cutOutStrokes: [SymbolLayer]? {
        guard layers.contains(where: { $0.level > 1 && $0.paint == .fill }) else { return nil }
        return layers.filter { $0.level == 1 && $0.paint == .stroke }
    }

    /// What tells two glyphs' drawings apart, for defining each once.
    var key: String { layers.map { "\($0.path)|\($0.paint)|\($0.level)|\($0.lineWidth ?? 2)" }.joined(separator: ";") }
}

struct SymbolLayer: Sendable, Equatable {
    enum Paint: Sendable, Equatable {
        case stroke, fill, fillAndStroke
    }

    var path: String
    var paint: Paint
    var level: Int
    /// The stroke's width in grid units where it is not Lucide's 2.
    var lineWidth: Double?

    init(_ path: String, _ paint: Paint, level: Int = 1, lineWidth: Double? = nil) {
        self.path = path
        self.paint = paint
        self.level = level
        self.lineWidth = lineWidth
    }
}

extension SymbolLayer {
    /// The layer's `<path>`, painted as its paint says; the pen (colour, width, caps) is the
    /// enclosing svg's.
    func pathElement(classHint: String) -> Element {
        var path = Element("path", classHint: classHint, attributes: [.init("d", path)])
        switch paint {
        case .stroke: break
        case .fill: path.attributes += [.init("fill", "currentColor"), .init("stroke", "none")]
        case .fillAndStroke: path.attributes.append(.init("fill", "currentColor"))
        }
        if let lineWidth { path.attributes.append(.init("stroke-width", CSSValue.number(lineWidth))) }
        return path
    }
}
