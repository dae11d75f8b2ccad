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
    ]

    @Test(arguments: usedNames) func everyNameTheShowcaseAndSeedsUseHasAnIcon(name: String) {
        #expect(SymbolGlyphs.glyph(named: name) != nil, "\(name) has no icon")
    }

    @Test func theTableCoversAtLeastThreeHundredNamesSortedAndEachDrawn() {
        #expect(SymbolGlyphs.names.count >= 300)
        #expect(SymbolGlyphs.names == SymbolGlyphs.names.sorted())
        for name in SymbolGlyphs.names {
            let glyph = SymbolGlyphs.glyph(named: name)
            #expect(glyph.map { $0.path.hasPrefix("M") || $0.path.hasPrefix("m") } == true, "\(name)'s path data starts with a move")
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
        #expect(SymbolGlyphs.glyph(named: "star.fill")?.filled == true)
        #expect(SymbolGlyphs.glyph(named: "heart.fill")?.filled == true)
        #expect(SymbolGlyphs.glyph(named: "star")?.filled == false)
        // A filled trash can would hide its slats; a filled circle would hide its mark.
        #expect(SymbolGlyphs.glyph(named: "trash.fill")?.filled == false)
        #expect(SymbolGlyphs.glyph(named: "xmark.circle.fill")?.filled == false)
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
