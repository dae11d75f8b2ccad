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

extension SymbolGlyph {
    /// A glyph from its entry in the generated table (`SymbolGlyphs`): the icon, `|`, then the
    /// layers separated by `;`, each the index of its outline in `paths`, its paint (`s` stroke,
    /// `f` fill, `b` both), its level and, where it is not Lucide's 2, its line width. Strings
    /// keep the table a flat literal, which compiles in a fraction of the time that 3,860
    /// initializer calls took to type-check.
    init(entry: String, paths: [String]) {
        let parts = entry.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        icon = String(parts[0])
        layers = parts[1].split(separator: ";").map { layer in
            let fields = layer.split(separator: " ")
            let paint: SymbolLayer.Paint = fields[1] == "f" ? .fill : fields[1] == "b" ? .fillAndStroke : .stroke
            return SymbolLayer(paths[Int(fields[0])!], paint, level: Int(fields[2])!, lineWidth: fields.count > 3 ? Double(fields[3]) : nil)
        }
    }
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
    func pathElement(classHint: ElementName) -> Element {
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
