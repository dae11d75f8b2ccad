/// How large SwiftUI draws an SF Symbol: the box its icon inks (`SymbolInkTable.swift`, generated
/// with the icons), at 0.97 point per unit of the icons' 24-unit grid where the font is 17
/// points, in proportion to the font's size and scaled by `imageScale`. Measured against Apple's
/// iOS 26 frames (iamcgn/swiftui-web Fixtures/Goldens/ios/symbol/basic/frames.json @
/// cdb8364eff21979b5f0955a475c7e78ed14067eb): at body size star 22×20, gear 21.5×20.5 and wifi
/// 22.5×16, whose icons ink 22×21.07, 22×22 and 22×17 units; a star at title size is 36×33.5, at
/// large title 43.5×40.5, at footnote 16.5×16. A symbol is as wide as its ink, so a narrow icon is
/// a narrow box, not a square.
package enum SymbolInk {
    /// A box on the icons' grid: its origin and size in units.
    package struct Box: Hashable, Sendable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The symbol's size in ems of its font, at `scale`.
        package func size(scale: SymbolScale) -> (width: Double, height: Double) {
            (width * emsPerUnit * scale.ems, height * emsPerUnit * scale.ems)
        }
    }

    /// Ems of the font per unit of the grid.
    package static let emsPerUnit = 0.97 / 17

    /// The position of `name` in `names`, nil for a name with no icon: found by binary search
    /// (a switch on 3,000 strings compares them one by one).
    package static func index(of name: String) -> Int? {
        var low = 0, high = names.count
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < names.count && names[low] == name ? low : nil
    }

    /// The ink box of the icon `name` is drawn with; the stand-in's for a name with no icon.
    package static func box(named name: String) -> Box {
        guard let index = index(of: name) else { return fallbackBox }
        return Box(boxes[4 * index], boxes[4 * index + 1], boxes[4 * index + 2], boxes[4 * index + 3])
    }
}
