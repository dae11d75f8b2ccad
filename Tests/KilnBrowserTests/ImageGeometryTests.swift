import Kiln
import KilnLayout
import KilnTestSupport
import Testing

/// Images: a resizable image takes the frame it is given; `aspectRatio(contentMode: .fit)` keeps
/// its proportions inside it. The asset is Kiln's logo (a 64 x 64 SVG), served inline.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ImageGeometryTests {
    private static let logo = "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiNjMjQxMGMiLz48cGF0aCBkPSJNMTQgNTBoMzZMNDAgMThoLTE2eiIgZmlsbD0iI2ZlZDdhYSIvPjxjaXJjbGUgY3g9IjMyIiBjeT0iMzgiIHI9IjciIGZpbGw9IiNjMjQxMGMiLz48L3N2Zz4K"

    private func measureWithLogo(_ view: some View, width: Int = 400) throws -> PageMeasurement {
        let options = LayoutOptions(assetPaths: ["kiln-logo": Self.logo], imageSizes: ["kiln-logo": ImageSize(width: 64, height: 64)])
        return try Browser.shared().measure(html: HTMLRenderer(content: view, options: options).document(title: "Images"), width: width)
    }

    @Test func aResizableImageTakesItsFrame() throws {
        let page = try measureWithLogo(HStack(spacing: 16) {
            Image("kiln-logo").resizable().frame(width: 40, height: 40).accessibilityIdentifier("framed")
            Image(decorative: "kiln-logo").resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 30).border(.gray)
                .accessibilityIdentifier("fit")
            Image("kiln-logo").resizable().frame(width: 24, height: 24).accessibilityIdentifier("small")
        }
        .accessibilityIdentifier("row"))
        let framed = try page.box("framed")
        expectClose(framed.width, 40, "resizable().frame(width: 40, height: 40)")
        expectClose(framed.height, 40)
        let fit = try page.box("fit")
        expectClose(fit.width, 100, "the frame of the fitted image")
        expectClose(fit.height, 30)
        expectClose(try page.box("small").width, 24)
        expectClose(try page.box("row").width, 40 + 16 + 100 + 16 + 24, "the row is as wide as its images")
    }

    @Test func framedImagesKeepTheirSizeInARowWithTooLittleRoom() throws {
        let page = try measureWithLogo(HStack(spacing: 16) {
            Image("kiln-logo").resizable().frame(width: 40, height: 40).accessibilityIdentifier("framed")
            Text("A caption long enough to need more room than the row has")
            Image(decorative: "kiln-logo").resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 30)
                .accessibilityIdentifier("fit")
        }
        .frame(width: 160), width: 390)
        let framed = try page.box("framed"), fit = try page.box("fit")
        expectClose(framed.width, 40, "a fixed frame does not shrink")
        expectClose(framed.height, 40)
        expectClose(fit.width, 100, "a fixed frame does not shrink")
    }

    @Test func anImageWithoutAFrameHasItsNaturalSize() throws {
        let page = try measureWithLogo(HStack { Image("kiln-logo").accessibilityIdentifier("natural") })
        let natural = try page.box("natural")
        expectClose(natural.width, 64, "the SVG's 64 x 64 view box")
        expectClose(natural.height, 64)
    }
}
