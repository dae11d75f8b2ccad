import Foundation
import KilnTestSupport
import KilnTree
@testable import KilnViews
import Testing

/// SVG path data of a path, written here independently of the layout's writer: numbers rounded
/// to four decimals, commands as single letters.
private func svg(_ path: Path) -> String {
    func n(_ v: CGFloat) -> String {
        let r = (Double(v) * 10_000).rounded() / 10_000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
    func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
    var out = ""
    path.forEach { element in
        switch element {
        case .move(let to): out += "M" + p(to)
        case .line(let to): out += "L" + p(to)
        case .quadCurve(let to, let control): out += "Q\(p(control)) \(p(to))"
        case .curve(let to, let c1, let c2): out += "C\(p(c1)) \(p(c2)) \(p(to))"
        case .closeSubpath: out += "Z"
        }
    }
    return out
}

private func triangle() -> Path {
    Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 50, y: 100))
        path.closeSubpath()
    }
}

/// A shape 10 points in from its rect's edges: not proportional to the rect.
private struct Inset10: Shape {
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 10, dy: 10)) }
}

private let badLine = #line + 3
private struct NotANumber: Shape {
    func path(in rect: CGRect) -> Path {
        Path { $0.addLines([.zero, CGPoint(x: .nan, y: rect.maxY)]) }
    }
}

@Suite struct PathTests {
    @Test func linesAndCloseGiveTheirSVGDataAndTheirBounds() {
        let path = triangle()
        #expect(svg(path) == "M0 0L100 0L50 100Z")
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.currentPoint == CGPoint(x: 0, y: 0), "closing returns to the subpath's start")
        #expect(!path.isEmpty)
        #expect(Path().isEmpty && Path().currentPoint == nil && Path().boundingRect.isNull)
        #expect(svg(Path(CGRect(x: 10, y: 20, width: 30, height: 40))) == "M10 20L40 20L40 60L10 60Z")
    }

    @Test func anArcNotClockwiseTurnsClockwiseOnScreenAsInSwiftUI() {
        // 0° is three o'clock, 90° six o'clock (y grows down): the quarter through the bottom right.
        var quarter = Path()
        quarter.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(svg(quarter) == "M100 50C100 77.6142 77.6142 100 50 100")
        // clockwise: true goes the other way round, through twelve and nine o'clock: three quarters.
        var long = Path()
        long.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(svg(long) == "M100 50C100 22.3858 77.6142 0 50 0C22.3858 0 0 22.3858 0 50C0 77.6142 22.3858 100 50 100")
    }

    @Test func anArcAfterAPointIsJoinedByALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        #expect(svg(path) == "M0 0L40 50C40 44.4772 44.4772 40 50 40")
    }

    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        path.addLine(to: CGPoint(x: 100, y: 100))
        #expect(svg(path) == "M0 0L80 0C91.0457 0 100 8.9543 100 20L100 100")
    }

    @Test func curvesCountTheirExtremaNotTheirControlPointsInTheBounds() {
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(svg(quad) == "M0 0Q50 100 100 0")
        #expect(quad.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        var cubic = Path()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(svg(cubic) == "M0 0C0 100 100 100 100 0")
        #expect(cubic.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 75))
    }

    @Test func ellipsesAndRoundedRectsAreCubicCurves() {
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(svg(ellipse) == "M100 25C100 38.8071 77.6142 50 50 50C22.3858 50 0 38.8071 0 25C0 11.1929 22.3858 0 50 0C77.6142 0 100 11.1929 100 25Z")
        #expect(abs(ellipse.boundingRect.height - 50) < 1e-9 && abs(ellipse.boundingRect.width - 100) < 1e-9)
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10, style: .circular)
        #expect(svg(rounded) == "M10 0L90 0C95.5228 0 100 4.4772 100 10L100 30C100 35.5228 95.5228 40 90 40L10 40C4.4772 40 0 35.5228 0 30L0 10C0 4.4772 4.4772 0 10 0Z")
    }

    @Test func transformsMoveEveryPoint() {
        #expect(svg(triangle().offsetBy(dx: 10, dy: 20)) == "M10 20L110 20L60 120Z")
        #expect(svg(triangle().applying(CGAffineTransform(scaleX: 2, y: 0.5))) == "M0 0L200 0L100 50Z")
        #expect(svg(triangle().applying(CGAffineTransform(rotationAngle: .pi / 2))) == "M0 0L0 100L-100 50Z")
        #expect(triangle().offsetBy(dx: 10, dy: 20).boundingRect == CGRect(x: 10, y: 20, width: 100, height: 100))
    }

    @MainActor @Test func aProportionalCustomShapeStretchesFromItsReferenceBox() {
        let page = lowerPage(Diamond())
        #expect(page.diagnostics.isEmpty)
        guard case .shape(.path(let outline), .fill(nil)) = page.nodes.first?.kind else {
            Issue.record("a custom shape lowers to a path outline: \(String(describing: page.nodes.first?.kind))")
            return
        }
        #expect(outline.scalesWithBounds && outline.referenceWidth == 100 && outline.referenceHeight == 100)
        #expect(outline.elements == [.move(x: 50, y: 0), .line(x: 100, y: 50), .line(x: 50, y: 100), .line(x: 0, y: 50), .close])
    }

    @Test func aPathIsDrawnAtItsOwnCoordinates() {
        guard case .shape(.path(let outline), _) = lowerPage(triangle()).nodes.first?.kind else {
            Issue.record("a path lowers to a path outline")
            return
        }
        #expect(!outline.scalesWithBounds)
        #expect(outline.elements.count == 4)
    }

    @Test func aShapeNotProportionalToItsRectKeepsItsPathForTheLayoutAndItsFixedDistances() {
        let page = lowerPage(VStack { ForEach(0..<3, id: \.self) { _ in Inset10() } })
        #expect(page.diagnostics.isEmpty, "the layout decides how it is drawn, and warns where it must stretch it")
        guard case .shape(.path(let outline), _) = page.nodes.first?.children.first?.kind else {
            Issue.record("a custom shape lowers to a path outline")
            return
        }
        #expect(outline.sampler?.outline(80, 40) == [.move(x: 10, y: 10), .line(x: 70, y: 10), .line(x: 70, y: 30), .line(x: 10, y: 30), .close])
        #expect(outline.sampler?.source?.fileID.hasSuffix("PathTests.swift") == true)
        let right = outline.anchored?[1]
        #expect(right == .line(AnchoredPoint(fx: 1, x: -10, ax: 0, fy: 0, y: 10, ay: 0, radius: 0, inset: 0, reach: 1)), "ten points left of the right edge")
    }

    @Test func aNonFiniteCoordinateIsAnErrorAtTheUsersLineAndDrawsNothing() {
        let page = lowerPage(NotANumber())
        #expect(page.diagnostics.map(\.severity) == [.error])
        #expect(page.diagnostics.first?.source?.line == badLine)
        guard case .shape(.path(let outline), _) = page.nodes.first?.kind else {
            Issue.record("the shape still lowers, to an empty outline")
            return
        }
        #expect(outline.elements.isEmpty)
    }

    @Test func trimsOfTrimsTakeFractionsOfTheKeptPart() {
        guard case .path(let outline) = Circle().trim(from: 0.5, to: 1).trim(from: 0, to: 0.5)._kind.value else {
            Issue.record("a trimmed circle is a path outline")
            return
        }
        #expect(outline.trimFrom == 0.5 && outline.trimTo == 0.75)
        #expect(outline.elements.first == .move(x: 100, y: 50), "a circle starts at three o'clock")
    }

    /// (Its warning is GraphicsBadInputTests'.)
    @Test func anEmptyPathLowersToAnEmptyOutline() {
        let page = lowerPage(Path())
        guard case .shape(.path(let outline), _) = page.nodes.first?.kind else {
            Issue.record("an empty path lowers to an empty outline")
            return
        }
        #expect(outline.elements.isEmpty)
    }

    @Test func anEvenOddFillMarksTheOutline() {
        let rings = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        guard case .shape(.path(let outline), _) = lowerPage(rings.fill(.red, style: FillStyle(eoFill: true))).nodes.first?.kind else {
            Issue.record("a filled path lowers to a path outline")
            return
        }
        #expect(outline.isEvenOdd)
    }

    @Test func aCustomInsettableShapesBorderIsItsOutlineInsetByHalfTheLine() {
        guard case .shape(.path(let outline), .stroke(_, 4, _, false, _)) = lowerPage(Frame().strokeBorder(.red, lineWidth: 4)).nodes.first?.kind else {
            Issue.record("a custom insettable shape's border is a stroke of its inset outline")
            return
        }
        #expect(outline.elements.first == .move(x: 2, y: 2), "inset by half the line: \(outline.elements)")
    }
}

/// A rectangle written as a custom insettable shape.
private struct Frame: InsettableShape {
    var amount: CGFloat = 0
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }
    func inset(by amount: CGFloat) -> Frame { Frame(amount: self.amount + amount) }
}

/// Shape modifiers that stay shapes: the shape's outline transformed within its bounds.
extension PathTests {
    private var box: CGRect { CGRect(x: 0, y: 0, width: 100, height: 50) }

    @Test func rotationTurnsTheOutlineAboutItsAnchor() {
        // A quarter turn about the centre (50, 25): the top left corner goes to (75, -25).
        #expect(svg(Rectangle().rotation(.degrees(90)).path(in: box)) == "M75 -25L75 75L25 75L25 -25Z")
        #expect(svg(Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: box)) == "M0 0L0 100L-50 100L-50 0Z")
    }

    @Test func scaleOffsetAndTransformMoveTheOutline() {
        #expect(svg(Rectangle().scale(0.5).path(in: box)) == "M25 12.5L75 12.5L75 37.5L25 37.5Z")
        #expect(svg(Rectangle().scale(x: 2, anchor: .topLeading).path(in: box)) == "M0 0L200 0L200 50L0 50Z")
        #expect(svg(Rectangle().offset(x: 5, y: -5).path(in: box)) == "M5 -5L105 -5L105 45L5 45Z")
        #expect(svg(Rectangle().offset(CGSize(width: 1, height: 2)).path(in: box)) == "M1 2L101 2L101 52L1 52Z")
        #expect(svg(Rectangle().transform(CGAffineTransform(scaleX: 1, y: -1)).path(in: box)) == "M0 0L100 0L100 -50L0 -50Z")
    }

    @Test func aRotatedInsettableShapeInsetsBeforeTurning() {
        let inset = Rectangle().rotation(.degrees(90)).inset(by: 10)
        #expect(svg(inset.path(in: box)) == "M65 -15L65 65L35 65L35 -15Z")
    }

    @Test func aTransformedShapeIsFilledAndStrokedLikeAnyShape() {
        let page = lowerPage(Rectangle().rotation(.degrees(45)).stroke(.red, lineWidth: 2).frame(width: 20, height: 20))
        #expect(page.diagnostics.isEmpty)
        guard case .shape(.path(let outline), _) = page.nodes.first?.kind else {
            Issue.record("a rotated rectangle is drawn as its outline: \(page.nodes)")
            return
        }
        #expect(outline.elements.count == 5)
    }
}
