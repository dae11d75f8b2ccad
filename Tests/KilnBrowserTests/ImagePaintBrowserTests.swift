import Kiln
import KilnLayout
import KilnTestSupport
import Testing

/// `ImagePaint` repeats its image across what it fills: tiles of the image's natural size times
/// the scale, from the top leading corner, in a fill, a shape's border and a view's border. The
/// tile is a 10 × 10 image, red on its left half and blue on its right, served inline.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ImagePaintBrowserTests {
    private static let stripes = "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%2210%22%20height%3D%2210%22%3E%3Crect%20width%3D%225%22%20height%3D%2210%22%20fill%3D%22%23f00%22%2F%3E%3Crect%20x%3D%225%22%20width%3D%225%22%20height%3D%2210%22%20fill%3D%22%2300f%22%2F%3E%3C%2Fsvg%3E"

    /// Whether each pixel is red, blue or neither (the page's white), at points relative to the
    /// top leading corner of the element with test id `id`.
    private func hues(_ view: some View, in id: String, at points: [(Double, Double)]) throws -> [String] {
        let options = LayoutOptions(assetPaths: ["stripes": Self.stripes], imageSizes: ["stripes": ImageSize(width: 10, height: 10)])
        let list = points.map { "[r.left + \($0.0), r.top + \($0.1)]" }.joined(separator: ",")
        let colors = try Browser.shared().colors(
            html: HTMLRenderer(content: view.padding(20), options: options).document(title: "Paint"), width: 300, height: 200,
            locate: "var r = document.querySelector('[data-testid=\(id)]').getBoundingClientRect(); return [\(list)];")
        return colors.map { rgba in
            guard rgba.count >= 3 else { return "?" }
            if rgba[0] > 180 && rgba[1] < 80 && rgba[2] < 80 { return "red" }
            if rgba[2] > 180 && rgba[0] < 80 && rgba[1] < 80 { return "blue" }
            return "none"
        }
    }

    private var paint: ImagePaint { ImagePaint(image: Image("stripes"), scale: 2) }

    @Test func aFillRepeatsTheImageAtItsScale() throws {
        let view = Rectangle().fill(paint).frame(width: 80, height: 20).accessibilityIdentifier("fill")
        // Tiles 20 wide: red from 0 to 10, blue from 10 to 20, and again.
        #expect(try hues(view, in: "fill", at: [(5, 10), (15, 10), (25, 10), (35, 10)]) == ["red", "blue", "red", "blue"])
    }

    @Test func aShapesBorderAndAViewsBorderAreRingsOfTheImage() throws {
        let ring = Capsule().strokeBorder(paint, lineWidth: 6).frame(width: 80, height: 40).accessibilityIdentifier("ring")
        #expect(try hues(ring, in: "ring", at: [(45, 3), (55, 3), (40, 20)]) == ["red", "blue", "none"], "the line, and the inside left clear")
        let circle = Circle().strokeBorder(paint, lineWidth: 6).frame(width: 40, height: 40).accessibilityIdentifier("circle")
        #expect(try hues(circle, in: "circle", at: [(16, 3), (24, 3), (20, 20)]) == ["blue", "red", "none"], "a circle's ring, its inside clear")
        let bordered = Color.white.frame(width: 80, height: 40).border(paint, width: 6).accessibilityIdentifier("bordered")
        #expect(try hues(bordered, in: "bordered", at: [(45, 3), (55, 3), (3, 25), (40, 20)]) == ["red", "blue", "red", "none"])
    }
}
