import Foundation
import Kiln
import KilnTesting
import Testing

/// A triangle pointing up, filling its box: a symbol shape of the app's own.
private struct Peak: ChartSymbolShape, InsettableShape {
    var inset: CGFloat = 0
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    func path(in rect: CGRect) -> Path {
        let box = rect.insetBy(dx: inset, dy: inset)
        var path = Path()
        path.move(to: CGPoint(x: box.midX, y: box.minY))
        path.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
        path.addLine(to: CGPoint(x: box.minX, y: box.maxY))
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> Peak { Peak(inset: inset + amount) }
}

/// A square filling its box, whose perceptual rect is the middle half of it: drawn twice as
/// wide as the symbol's size.
private struct Framed: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// An arrow turned by an angle, as a vector field draws its points: each angle is an outline.
private struct Arrow: ChartSymbolShape {
    let angle: CGFloat
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 1))
        path.addLine(to: CGPoint(x: -0.2, y: -0.5))
        path.addLine(to: CGPoint(x: 0.2, y: -0.5))
        path.closeSubpath()
        return path.applying(CGAffineTransform(rotationAngle: angle))
            .applying(CGAffineTransform(scaleX: rect.width, y: rect.height))
            .applying(CGAffineTransform(translationX: rect.midX, y: rect.midY))
    }
}

/// A shape whose outline is not a number at any size.
private struct Broken: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width / 0, height: 1)) }
}

/// Symbols of the app's own shapes (`ChartSymbolShape`), built-in shapes as symbols, and views as symbols.
struct ChartSymbolShapeTests {
    private func document(@ChartContentBuilder _ content: () -> ChartContentList) -> String {
        HTMLRenderer(content: Chart(content: content).frame(width: 200, height: 100)).document(title: "Symbols")
    }

    /// The symbol definitions (`<path id=… d=…>`) and the uses of them.
    private func symbols(_ html: String) -> (paths: [String], uses: [String]) {
        let paths = html.components(separatedBy: "<path id=\"").dropFirst().map { String($0.prefix { $0 != ">" }) }
        let uses = html.components(separatedBy: "<use ").dropFirst().map { String($0.prefix { $0 != ">" }) }
        return (paths, uses)
    }

    @Test func aShapeOfTheAppsOwnIsDrawnAtTheSymbolsSizeCentredOnThePoint() {
        let html = document {
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(Peak()).symbolSize(100)
        }
        let (paths, uses) = symbols(html)
        // A 10-point square (an area of 100) centred on the point: the peak from (0, -5) down to (±5, 5).
        #expect(paths.count == 1 && paths[0].contains("d=\"M0-5L5,5L-5,5Z\""), "\(paths)")
        #expect(uses.count == 1 && uses[0].contains("fill="), "the symbol is filled: \(uses)")
    }

    @Test func thePerceptualRectTakesTheSymbolsSize() {
        let (paths, _) = symbols(document {
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(Framed()).symbolSize(100)
        })
        // The middle half of the box is 10 points wide, so the box is 20, centred on the point.
        #expect(paths.count == 1 && paths[0].contains("d=\"M-10-10L10-10L10,10L-10,10Z\""), "\(paths)")
    }

    @Test func outlinesDrawnAlikeShareOneDefinition() {
        let (paths, uses) = symbols(document {
            ForEach([0.0, 0.0, Double.pi / 2], id: \.self) { angle in
                PointMark(x: .value("X", angle), y: .value("Y", 1)).symbol(Arrow(angle: angle))
            }
        })
        #expect(uses.count == 3)
        #expect(paths.count == 2, "two angles, two outlines: \(paths)")
    }

    @Test func aBorderedShapeIsStrokedInsideItsEdge() {
        let (paths, uses) = symbols(document {
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(Peak().strokeBorder(lineWidth: 2)).symbolSize(100)
        })
        // Inset by half the line: the peak from (0, -4) to (±4, 4), stroked 2 wide.
        #expect(paths.count == 1 && paths[0].contains("d=\"M0-4L4,4L-4,4Z\""), "\(paths)")
        #expect(uses.first.map { $0.contains("fill=\"none\"") && $0.contains("stroke-width=\"2\"") } == true, "\(uses)")
    }

    /// `Circle()` and `Rectangle()` are the basic circle and square, filled or bordered, as in Swift Charts.
    @Test func builtInShapesAreTheBasicSymbols() {
        let shapes = document {
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(Circle().strokeBorder(lineWidth: 2))
            PointMark(x: .value("X", 2), y: .value("Y", 3)).symbol(Rectangle())
        }
        let basics = document {
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(.circle.strokeBorder(lineWidth: 2))
            PointMark(x: .value("X", 2), y: .value("Y", 3)).symbol(.square)
        }
        #expect(shapes == basics)
    }

    /// As a view, a bordered shape is the shape's border, whichever `strokeBorder` the call finds.
    @Test func aBorderedCircleIsStillAView() {
        let symbol = HTMLRenderer(content: Circle().strokeBorder(lineWidth: 2).frame(width: 20, height: 20)).document(title: "Circle")
        let view = HTMLRenderer(content: Circle().strokeBorder(.foreground, lineWidth: 2).frame(width: 20, height: 20)).document(title: "Circle")
        #expect(symbol == view)
    }

    @Test func aViewMarksEachPointInsteadOfAShape() {
        let html = document {
            ForEach([1, 2, 3], id: \.self) { x in
                LineMark(x: .value("X", x), y: .value("Y", x * 2))
                    .symbol { Circle().fill(.orange).frame(width: 9, height: 9) }
                PointMark(x: .value("X", x), y: .value("Y", x)).symbol { Text("★") }
            }
        }
        let (_, uses) = symbols(html)
        #expect(uses.isEmpty, "no shape is drawn where a view marks the point: \(uses)")
        #expect(html.components(separatedBy: "★").count - 1 == 3, "one star per point")
    }

    @Test func symbolShapes() {
        assertSnapshot(of: Chart {
            PointMark(x: .value("Hour", 1), y: .value("Speed", 3)).symbol(Arrow(angle: 0))
            PointMark(x: .value("Hour", 2), y: .value("Speed", 5)).symbol(Peak().strokeBorder(lineWidth: 1.5))
            PointMark(x: .value("Hour", 3), y: .value("Speed", 4)).symbol(Framed()).symbolSize(64)
            PointMark(x: .value("Hour", 4), y: .value("Speed", 2)).symbol(AnyChartSymbolShape(Peak()))
        }.frame(width: 300, height: 160))
    }

    @Test func aShapeThatIsNotANumberIsReportedAndNotDrawn() {
        let renderer = HTMLRenderer(content: Chart {
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(Broken())
            PointMark(x: .value("X", 2), y: .value("Y", 3)).symbol(Broken())
        })
        let html = renderer.document(title: "Broken")
        let messages = renderer.diagnostics.map(\.description)
        #expect(messages.count == 1, "once per shape: \(messages)")
        #expect(messages.first?.contains("ChartSymbolShapeTests.swift:") == true, "at the mark's line: \(messages)")
        #expect(messages.first?.contains("Broken has a coordinate that is not a finite number") == true, "\(messages)")
        #expect(html.contains("d=\"\""), "an empty outline")
    }
}
