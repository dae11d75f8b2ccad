import Foundation
import Kiln
import Testing

/// Ten points in from its rect's edges: an outline of fixed distances, not proportional.
private let insetLine = #line + 2
private struct Inset10: Shape {
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 10, dy: 10)) }
}

/// A star inscribed in the rect's shorter side: neither proportional nor of fixed distances.
private struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2, centre = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            for i in 0..<10 {
                let angle = Double(i) * .pi / 5 - .pi / 2, radius = i.isMultiple(of: 2) ? r : r / 2
                let p = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        }
    }
}

/// Not a number only at one width: found when the shape is drawn at its frame's size.
private let oddLine = #line + 3
private struct OddAt123: Shape {
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.width == 123 ? .nan : 10, y: 10, width: rect.width - 20, height: rect.height - 20))
    }
}

/// The `d` of the first SVG path in the HTML.
private func pathData(_ html: String) -> String? {
    guard let start = html.range(of: " d=\"") else { return nil }
    return String(html[start.upperBound...].prefix { $0 != "\"" })
}

struct ShapeDrawingTests {
    private let file = "KilnRenderingTests/ShapeDrawingTests.swift"

    @Test func aContinuousRoundedRectangleIsItsCircularBoxCutToTheContinuousCurve() {
        let html = HTMLRenderer(content: RoundedRectangle(cornerRadius: 10).fill(.red).frame(width: 100, height: 60)).prettyHTML()
        #expect(html.contains("border-radius:10px"), "the circular corner for browsers without shape()")
        #expect(html.contains("clip-path:shape(from calc(1.5287 * min(10px, 50% / 1.5287)) 0,line to calc(100% + -1.5287 * min(10px, 50% / 1.5287)) 0,curve to"), "\(html)")
        let circular = HTMLRenderer(content: RoundedRectangle(cornerRadius: 10, style: .circular).fill(.red)).prettyHTML()
        #expect(circular.contains("border-radius:10px") && !circular.contains("clip-path"), "circular corners stay a border radius")
    }

    @Test func aContinuousStrokeIsARingBetweenTwoOutlines() {
        let html = HTMLRenderer(content: RoundedRectangle(cornerRadius: 12).stroke(.blue, lineWidth: 4).frame(width: 100, height: 60)).prettyHTML()
        #expect(html.contains("clip-path:shape(evenodd from calc(-2px + 1.5287 * min(14px, (50% - -2px) / 1.5287)) -2px"), "\(html)")
        #expect(!html.contains("outline:"), "not a circular outline")
        #expect(html.contains("move to calc(2px + 1.5287 * min(10px, (50% - 2px) / 1.5287)) 2px"), "the inner outline: 2 px in, radius 10")
    }

    @Test func anUnevenRoundedRectangleHasOneRadiusACorner() {
        let html = HTMLRenderer(content: UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 6, topTrailingRadius: 8, style: .circular).fill(.green)).prettyHTML()
        #expect(html.contains("border-radius:20px 8px 6px 0"), "\(html)")
    }

    @Test func aTrimmedFillIsTheKeptArcClosedStraight() throws {
        let html = HTMLRenderer(content: Circle().trim(from: 0, to: 0.25).fill(.red).frame(width: 100, height: 100)).prettyHTML()
        let d = try #require(pathData(html))
        #expect(d.hasPrefix("M100 50C"), "from three o'clock: \(d)")
        #expect(d.hasSuffix("50 100Z"), "to six o'clock, closed straight back: \(d)")
        #expect(!d.contains("L50 50"), "a segment, not a pie slice: \(d)")
    }

    @Test func aShapeOfFixedDistancesIsDrawnAtItsFramesSize() throws {
        let renderer = HTMLRenderer(content: Inset10().stroke(.red, lineWidth: 2).frame(width: 80, height: 40))
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let html = renderer.prettyHTML()
        #expect(pathData(html) == "M10 10L70 10L70 30L10 30Z", "ten points in from the 80×40 frame")
        #expect(!html.contains("viewBox"), "drawn at its own coordinates, not stretched")
    }

    @Test func aFilledShapeOfFixedDistancesFollowsAFlexibleBox() {
        let renderer = HTMLRenderer(content: Inset10().fill(.orange).frame(height: 40))
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        #expect(renderer.prettyHTML().contains("clip-path:shape(from 10px 10px,line to calc(100% + -10px) 10px,line to calc(100% + -10px) calc(100% + -10px)"))
    }

    @Test func aStrokedShapeOfUnknownSizeIsStretchedWithAWarningSayingWhatToDo() {
        let renderer = HTMLRenderer(content: VStack { Inset10().stroke(.red); Star().stroke(.blue) })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(insetLine): warning: Inset10.path(in:) is not proportional to the rect it is given and its size is not known when the page is built; it is drawn as at 100×100 points, stretched to the view's size: give it a fixed size with .frame(width:height:), or build its points in proportion to the rect (rect.width * 0.3); a shape whose points keep fixed distances from the edges is drawn exactly when filled, not when stroked",
            "\(file):\(insetLine + 7): warning: Star.path(in:) is not proportional to the rect it is given and its size is not known when the page is built; it is drawn as at 100×100 points, stretched to the view's size: give it a fixed size with .frame(width:height:), or build its points in proportion to the rect (rect.width * 0.3); a shape whose points keep fixed distances from the edges is drawn exactly when filled, not when stroked",
        ])
        #expect(HTMLRenderer(content: Star().fill(.yellow).frame(width: 60, height: 60)).diagnostics.isEmpty, "a star in a fixed frame is drawn at its size")
    }

    @Test func aCoordinateThatIsNotANumberAtTheFramesSizeIsAnErrorAndDrawsNothing() {
        let renderer = HTMLRenderer(content: OddAt123().fill(.red).frame(width: 123, height: 50))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(oddLine): error: OddAt123 has a coordinate that is not a finite number (NaN or infinity) at 123×50 points; the shape is not drawn"
        ])
        let html = renderer.prettyHTML()
        #expect(!html.lowercased().contains("nan"), "nothing not a number reaches the page")
    }

    @Test func aShapeRepeatedInEveryRowIsWrittenOnceAndUsedByTheOthers() {
        let rows = VStack { ForEach(0..<100, id: \.self) { index in HStack { Star().fill(.yellow).frame(width: 20, height: 20); Text("Row \(index)") } } }
        let html = HTMLRenderer(content: rows).document(title: "Rows")
        #expect(html.components(separatedBy: "<path id=\"k-path-1\"").count == 2, "the star is drawn once")
        #expect(html.components(separatedBy: "<use href=\"#k-path-1\"></use>").count == 100, "and used by the 99 other rows")
        let single = HTMLRenderer(content: Star().fill(.yellow).frame(width: 20, height: 20)).prettyHTML()
        #expect(!single.contains("id=\"k-path"), "a drawing used once keeps no id")
    }
}
