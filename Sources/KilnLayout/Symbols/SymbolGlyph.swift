/// An icon for an SF Symbol name: layers of path data on Lucide's 24-unit grid. Level 1 is the
/// symbol's primary layer, level 2 its secondary one (the enclosure of a `.circle` form), which
/// SF Symbols' hierarchical and palette modes colour apart.
struct SymbolGlyph: Sendable, Equatable {
    /// The Lucide icon it is drawn with, for tests and the gallery.
    var icon: String
    var layers: [SymbolLayer]

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
