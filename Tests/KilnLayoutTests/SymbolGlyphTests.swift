@testable import KilnLayout
import KilnTree
import Testing

/// SF Symbol names to Lucide icons: the names apps use, their variants, and what is not mapped.
struct SymbolGlyphTests {
    /// Every `systemName:` and `systemImage:` the showcase and the seeds use.
    static let usedNames = [
        "calendar", "dollarsign", "exclamationmark.triangle.fill", "party.popper.fill", "person",
        "person.crop.circle.badge.checkmark", "person.crop.circle.badge.minus", "person.crop.circle.badge.questionmark",
        "photo", "plus.app", "table.furniture", "arrow.down.circle", "bell", "book", "camera.filters",
        "character.book.closed.fill", "clock", "envelope", "party.popper", "pencil.circle", "person.badge.plus",
        "person.circle.fill", "quote.bubble", "rectangle.portrait.on.rectangle.portrait.fill", "sparkles",
        "square.and.arrow.up", "star", "tag", "trash",
        // Seed 000's task labels, drawn with `.symbolVariant(.circle.fill)`.
        "birthday.cake.circle.fill", "music.mic.circle.fill", "party.popper.circle.fill", "envelope.open.circle.fill",
        "calendar.badge.clock.circle.fill", "bubbles.and.sparkles.circle.fill", "gauge.medium.circle.fill",
        "person.2.circle.fill", "camera.filters.circle.fill",
        // The seeds' other names.
        "airplane.circle.fill", "pc", "phone.down.circle", "chevron.backward", "chevron.forward", "chevron.down",
        "chevron.up", "ellipsis.circle", "heart", "heart.fill", "hourglass", "pin", "pin.slash", "plus",
        "character.book.closed", "rectangle.portrait.on.rectangle.portrait", "person.2", "person.circle",
    ]

    @Test(arguments: usedNames) func everyNameTheShowcaseAndSeedsUseHasAnIcon(name: String) {
        #expect(SymbolGlyphs.glyph(named: name) != nil, "\(name) has no icon")
    }

    @Test func theTableCoversAtLeastThreeHundredNamesSortedAndEachDrawn() {
        #expect(SymbolInk.names.count >= 300)
        #expect(SymbolInk.names == SymbolInk.names.sorted())
        for name in SymbolInk.names {
            let glyph = SymbolGlyphs.glyph(named: name)
            #expect(glyph.map { !$0.layers.isEmpty && $0.layers.allSatisfy { $0.path.hasPrefix("M") || $0.path.hasPrefix("m") } } == true,
                    "\(name)'s path data starts with a move")
        }
    }

    @Test func variantsMapToLucidesVariantIcons() {
        let expected = [
            "xmark.circle": "circle-x", "xmark.square": "square-x", "checkmark.circle.fill": "circle-check",
            "bell.slash": "bell-off", "bell.slash.fill": "bell-off", "star.slash": "star-off", "plus.circle": "circle-plus",
            "square.and.arrow.up": "share", "magnifyingglass": "search", "gearshape": "settings", "trash.fill": "trash-2",
        ]
        for (name, icon) in expected {
            #expect(SymbolGlyphs.glyph(named: name)?.icon == icon, "\(name) → \(icon)")
        }
    }

    @Test func fillFillsClosedShapesAndKeepsTheOutlineElsewhere() {
        let paints = { (name: String) in SymbolGlyphs.glyph(named: name)?.layers.map(\.paint) }
        #expect(paints("star.fill") == [.fillAndStroke])
        #expect(paints("heart.fill") == [.fillAndStroke])
        #expect(paints("star") == [.stroke])
        // A filled trash can would hide its slats.
        #expect(paints("trash.fill") == [.stroke])
    }

    @Test func anEnclosureIsTheSecondaryLayerAndFilledItIsSolid() throws {
        let circled = try #require(SymbolGlyphs.glyph(named: "xmark.circle"))
        #expect(circled.layers.map(\.level) == [2, 1])
        #expect(circled.layers.map(\.paint) == [.stroke, .stroke])
        let filled = try #require(SymbolGlyphs.glyph(named: "xmark.circle.fill"))
        #expect(filled.layers.map(\.paint) == [.fill, .stroke])
        #expect(filled.layers[1].path == circled.layers[1].path)
    }

    @Test func aFilledAlertTriangleOrShieldIsSolidWithItsMarkCutOut() throws {
        for name in ["exclamationmark.triangle", "checkmark.shield", "exclamationmark.octagon"] {
            let outline = try #require(SymbolGlyphs.glyph(named: name))
            #expect(outline.layers.map(\.paint) == [.stroke, .stroke], "\(name)")
            let filled = try #require(SymbolGlyphs.glyph(named: name + ".fill"))
            #expect(filled.layers.map(\.level) == [2, 1], "\(name).fill")
            #expect(filled.layers.map(\.paint) == [.fill, .stroke], "\(name).fill")
        }
        // A triangle is no circle: the circled form still draws it small inside one.
        #expect(SymbolGlyphs.glyph(named: "exclamationmark.triangle.circle")?.icon == "triangle-alert in a circle")
    }

    @Test func anIconWithoutLucidesCircledFormIsDrawnSmallInsideACircle() throws {
        let cake = try #require(SymbolGlyphs.glyph(named: "birthday.cake.circle.fill"))
        #expect(cake.icon == "cake in a circle")
        #expect(cake.layers.map(\.level) == [2, 1])
        #expect(cake.layers[1].lineWidth == 1.5)
        // Every absolute point of the half-size glyph lies well inside the circle of radius 10.
        let glyph = cake.layers[1].path
        let moves = glyph.split(separator: "M").map { $0.prefix { $0 != "v" && $0 != "h" && $0 != "a" && $0 != "s" && $0 != "l" && $0 != "M" } }
        for move in moves {
            let numbers = move.split { $0 == " " || $0 == "-" }.compactMap { Double($0) }
            guard numbers.count >= 2 else { continue }
            let distance = ((numbers[0] - 12) * (numbers[0] - 12) + (numbers[1] - 12) * (numbers[1] - 12)).squareRoot()
            #expect(distance < 7, "\(move) lies inside the circle")
        }
        // An icon with a circle of its own is not put in a second one.
        #expect(SymbolGlyphs.glyph(named: "camera.aperture.circle")?.icon == "aperture")
    }

    @Test func anUnknownNameHasNoIconAndTheFallbackIsNeutral() {
        #expect(SymbolGlyphs.glyph(named: "no.such.symbol") == nil)
        #expect(SymbolGlyphs.glyph(named: "") == nil)
        #expect(SymbolGlyphs.fallback.icon == "square-dashed")
    }

    @Test func variantsAreAddedInSFSymbolsOrder() {
        #expect(symbolName("bell", variants: []) == "bell")
        #expect(symbolName("bell", variants: ["fill"]) == "bell.fill")
        #expect(symbolName("bell", variants: ["fill", "slash"]) == "bell.slash.fill")
        #expect(symbolName("xmark", variants: ["fill", "circle"]) == "xmark.circle.fill")
        #expect(symbolName("person.crop.circle", variants: ["fill"]) == "person.crop.circle.fill")
        #expect(symbolName("star.fill", variants: ["fill"]) == "star.fill")
        // A base word that is also a variant's name stays where it is.
        #expect(symbolName("square.and.arrow.up", variants: ["fill"]) == "square.and.arrow.up.fill")
        #expect(symbolName("square", variants: ["fill"]) == "square.fill")
    }

    @Test func aSymbolIsSpokenAsItsNamesWordsWithoutFill() {
        #expect(symbolSpokenLabel("star.fill") == "Star")
        #expect(symbolSpokenLabel("envelope.open") == "Envelope open")
        #expect(symbolSpokenLabel("fill") == "Fill")
    }
}
