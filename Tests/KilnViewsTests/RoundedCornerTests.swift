import Foundation
import KilnTestSupport
import KilnTree
@testable import KilnViews
import Testing

/// The points of a path's elements in order (each element's end point; controls left out).
private func ends(_ path: Path) -> [CGPoint] {
    var points: [CGPoint] = []
    path.forEach { element in
        switch element {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
        case .closeSubpath: break
        }
    }
    return points
}

/// The cubic curves of a path, with the point each starts from.
private func cubics(_ path: Path) -> [(p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint)] {
    var result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
    var last = CGPoint.zero
    path.forEach { element in
        switch element {
        case .move(let p), .line(let p), .quadCurve(let p, _): last = p
        case .curve(let p, let c1, let c2):
            result.append((last, c1, c2, p))
            last = p
        case .closeSubpath: break
        }
    }
    return result
}

private func point(on c: (p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint), at t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, d = 3 * u * t * t, e = t * t * t
    return CGPoint(x: a * c.p0.x + b * c.c1.x + d * c.c2.x + e * c.p3.x, y: a * c.p0.y + b * c.c1.y + d * c.c2.y + e * c.p3.y)
}

private func shape(_ node: Node?) -> ShapeKind? {
    if case .shape(let kind, _) = node?.kind { return kind }
    return nil
}

private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.01) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// A shape that is always 40 by 20 points, whatever it is offered.
private struct Badge: Shape {
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 40, height: 20) }
}

/// As wide as offered, always 12 points tall.
private struct Bar: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: proposal.width ?? 10, height: 12) }
}

private let arcLine = #line + 3
private struct NaNArc: Shape {
    func path(in rect: CGRect) -> Path {
        Path { $0.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
    }
}

@Suite struct RoundedCornerTests {
    @Test func aContinuousCornerLeavesTheEdgeAboutOnePointFiveThreeRadiiFromTheCorner() {
        let path = RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        let points = ends(path)
        #expect(near(points[0], CGPoint(x: 15.2866, y: 0)), "starts on the top edge 1.5287 radii from the top left: \(points[0])")
        #expect(near(points[1], CGPoint(x: 100 - 15.2866, y: 0)), "the top edge runs straight to 1.5287 radii from the top right")
        #expect(points.contains { near($0, CGPoint(x: 100, y: 15.2866)) }, "the corner meets the right edge 1.5287 radii down")
        // The curve leaves the edge with no turn (its first control on the edge) …
        let corner = cubics(path)
        #expect(corner[0].c1.y == 0 && corner[0].c2.y == 0, "the curvature starts from zero: both controls on the top edge")
        // … and is symmetric about the diagonal, where it is 2.915 points in from each edge (a circle: 2.929).
        let middle = point(on: corner[1], at: 0.5)
        #expect(near(middle, CGPoint(x: 100 - 2.915, y: 2.915)), "the diagonal point of the corner: \(middle)")
        // Near where a circular corner meets the edge, the continuous one is already inside it.
        for t in [0.5, 0.8, 1.0] as [CGFloat] {
            let early = point(on: corner[0], at: t)
            let dx = max(0, early.x - 90), circular = 10 - (100 - dx * dx).squareRoot()
            #expect(early.y > circular + 0.02, "at x = \(early.x) the continuous corner (y \(early.y)) is inside the circular one (y \(circular))")
        }
    }

    @Test func circularCornersAreQuarterCircles() {
        let path = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(near(ends(path)[0], CGPoint(x: 10, y: 0)))
        #expect(near(point(on: cubics(path)[0], at: 0.5), CGPoint(x: 90 + 10 * cos(CGFloat.pi / 4), y: 10 - 10 * sin(CGFloat.pi / 4))), "a quarter circle's midpoint")
    }

    @Test func aCornerTooBigForItsRectReachesHalfTheShorterSide() {
        let path = RoundedRectangle(cornerRadius: 50, style: .continuous).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(near(ends(path)[0], CGPoint(x: 30, y: 0)), "the reach is limited to 30, half of 60: \(ends(path)[0])")
    }

    @Test func anUnevenRoundedRectangleRoundsEachCornerByItsOwnRadius() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10, style: .circular)
        let points = ends(shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(near(points[0], CGPoint(x: 20, y: 0)), "the top leading corner starts 20 in")
        #expect(near(points[1], CGPoint(x: 100, y: 0)), "the top trailing corner is square")
        #expect(points.contains { near($0, CGPoint(x: 100, y: 40)) } && points.contains { near($0, CGPoint(x: 90, y: 50)) }, "the bottom trailing corner has radius 10")
        #expect(points.contains { near($0, CGPoint(x: 0, y: 50)) }, "the bottom leading corner is square")
        #expect(shape._kind.value == .roundedCorners(RoundedCorners(topLeading: 20, bottomLeading: 0, bottomTrailing: 10, topTrailing: 0, isContinuous: false)))
        let radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(UnevenRoundedRectangle(cornerRadii: radii).cornerRadii == radii && UnevenRoundedRectangle(cornerRadii: radii).style == .continuous)
    }

    @Test func aRoundedRectanglesStyleChoosesItsOutline() {
        #expect(RoundedRectangle(cornerRadius: 8)._kind.value == .roundedCorners(RoundedCorners(radius: 8, isContinuous: true)), "continuous by default, as in SwiftUI")
        #expect(RoundedRectangle(cornerRadius: 8, style: .circular)._kind.value == .roundedRectangle(cornerRadius: 8))
        #expect(RoundedRectangle(cornerSize: CGSize(width: 6, height: 9), style: .continuous)._kind.value == .roundedCorners(RoundedCorners(radius: 6, isContinuous: true)))
    }

    @MainActor @Test func aShapesSizeThatFitsGivesItAFrame() {
        #expect(lowerPage(Badge().fill(.red)).nodes.first?.modifiers.contains { if case .frame(40, 20, _) = $0 { true } else { false } } == true)
        #expect(lowerPage(Bar()).nodes.first?.modifiers.contains { if case .frame(nil, 12, _) = $0 { true } else { false } } == true, "only the height is fixed")
        #expect(lowerPage(Rectangle().fill(.red)).nodes.first?.modifiers.isEmpty == true, "a shape takes what it is offered by default")
    }

    @MainActor @Test func aContainerRelativeShapeTakesTheContainersCornersLessThePadding() {
        let page = lowerPage(
            VStack { ContainerRelativeShape().fill(.red) }.padding(8).containerShape(RoundedRectangle(cornerRadius: 20, style: .circular)))
        #expect(shape(page.nodes.first?.children.first) == .roundedRectangle(cornerRadius: 12), "20 less the 8 of padding")
        let clipped = lowerPage(VStack { ContainerRelativeShape().fill(.blue) }.padding(4).clipShape(.rect(cornerRadius: 16)))
        #expect(shape(clipped.nodes.first?.children.first) == .roundedCorners(RoundedCorners(radius: 12, isContinuous: true)))
        #expect(shape(lowerPage(ContainerRelativeShape().fill(.red)).nodes.first) == .rectangle, "no container: a rectangle")
    }

    @MainActor @Test func aMaskOfAGradientOrAShapeMasksAndOtherViewsAreReported() {
        let gradient = LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
        let faded = lowerPage(Text("faded").mask { gradient })
        #expect(faded.nodes.first?.modifiers.contains { if case .mask(.linearGradient) = $0 { true } else { false } } == true)
        let round = lowerPage(Color.red.mask { Circle() })
        #expect(round.nodes.first?.modifiers.contains { if case .clip(.circle) = $0 { true } else { false } } == true)
        let line = #line + 1
        let text = lowerPage(Color.red.mask { Text("A") })
        #expect(text.diagnostics.map(\.message) == ["mask(_:) with this view cannot be drawn on a static page (only a shape, a colour or a gradient can mask); the view is drawn unmasked"])
        #expect(text.diagnostics.first?.source?.line == line)
    }

    @MainActor @Test func contentShapeKeepsTheBoxAsTheHitAreaAndSaysSoForOtherShapes() {
        #expect(lowerPage(Text("row").contentShape(Rectangle())).diagnostics.isEmpty)
        let line = #line + 1
        let round = lowerPage(Text("row").contentShape(Circle()))
        #expect(round.diagnostics.map(\.message) == ["contentShape(_:) with Circle: a page hit-tests a view over its whole box, so the hit area is its rectangle"])
        #expect(round.diagnostics.first?.source?.line == line)
    }

    @MainActor @Test func anArcWithANaNRadiusIsAnErrorAtTheUsersLine() {
        let page = lowerPage(NaNArc().stroke(.red))
        #expect(page.diagnostics.map(\.severity) == [.error])
        #expect(page.diagnostics.first?.source?.line == arcLine)
    }
}
