import Foundation
import Testing

@testable import KilnCharts

/// Expected strings come from the geometry: angles from 12 o'clock, clockwise, y down.
struct SectorPathTests {
    private func sector(
        center: ChartPoint = ChartPoint(x: 100, y: 100), inner: Double = 0, outer: Double = 50,
        from start: Double, to end: Double, pad: Double = 0, corner: Double = 0
    ) -> String {
        var path = PathData()
        SectorPath.sector(
            center: center, innerRadius: inner, outerRadius: outer, startAngle: start, endAngle: end,
            padAngle: pad, cornerRadius: corner, into: &path)
        return path.text
    }

    private let origin = ChartPoint(x: 0, y: 0)

    @Test func aQuarterPieWedgeRunsFromTwelveToThree() {
        #expect(sector(from: 0, to: .pi / 2) == "M100,50A50,50,0,0,1,150,100L100,100Z")
    }

    @Test func aDonutSliceReturnsAlongTheInnerRing() {
        #expect(sector(inner: 25, from: 0, to: .pi / 2) == "M100,50A50,50,0,0,1,150,100L125,100A25,25,0,0,0,100,75Z")
    }

    @Test func slicesOverHalfATurnUseTheLargeArc() {
        #expect(sector(from: 0, to: 3 * .pi / 2) == "M100,50A50,50,0,1,1,50,100L100,100Z")
    }

    @Test func decreasingAnglesRunCounterclockwise() {
        #expect(sector(from: .pi / 2, to: 0) == "M150,100A50,50,0,0,0,100,50L100,100Z")
    }

    @Test func aFullTurnDrawsTwoArcsPerCircle() {
        #expect(sector(from: 0, to: 2 * .pi) == "M100,50A50,50,0,1,1,100,150A50,50,0,1,1,100,50Z")
        // The hole winds the other way, so the nonzero fill rule leaves it empty.
        #expect(
            sector(inner: 25, from: 0, to: 2 * .pi)
                == "M100,50A50,50,0,1,1,100,150A50,50,0,1,1,100,50M100,75A25,25,0,1,0,100,125A25,25,0,1,0,100,75Z")
    }

    @Test func aZeroRadiusIsAPoint() {
        #expect(sector(outer: 0, from: 0, to: 1) == "M100,100Z")
    }

    @Test func swappedRadiiAreReordered() {
        #expect(sector(inner: 50, outer: 25, from: 0, to: .pi / 2) == sector(inner: 25, outer: 50, from: 0, to: .pi / 2))
    }

    @Test func paddingADonutSliceKeepsItsEdgesParallel() {
        // Pad radius √(30² + 40²) = 50 and sin(pad / 2) = 0.1: both rings are inset by 5 px
        // from each radius, at (5, −√(40² − 5²)) and (5, −√(30² − 5²)) on the first edge.
        let text = sector(center: origin, inner: 30, outer: 40, from: 0, to: .pi / 2, pad: 2 * asin(0.1))
        #expect(text == "M5-39.69A40,40,0,0,1,39.69-5L29.58-5A30,30,0,0,0,5-29.58Z")
    }

    @Test func paddingAPieWedgeInsetsTheOuterRingByHalfThePadOnEachSide() {
        // The pad radius is the outer radius, so the outer ring loses 0.1 rad at each end.
        let text = sector(center: origin, from: 0, to: .pi / 2, pad: 0.2)
        #expect(text == "M4.99-49.75A50,50,0,0,1,49.75-4.99L0,0Z")
    }

    @Test func cornersAreCirclesTangentToEdgeAndRing() {
        // Outer corner circles (radius 10) have their centres 90 from the centre and 10 from an
        // edge: (10, −√8000) touches the edge at (0, −89.44) and the ring at 100/90 of its centre.
        let outer = "M0-89.44A10,10,0,0,1,11.11-99.38A100,100,0,0,1,99.38-11.11A10,10,0,0,1,89.44,0"
        #expect(sector(center: origin, outer: 100, from: 0, to: .pi / 2, corner: 10) == outer + "L0,0Z")
        // Inner corner circles sit 60 from the centre: (√3500, −10) touches the ring at 50/60 of it.
        let inner = "L59.16,0A10,10,0,0,1,49.3-8.33A50,50,0,0,0,8.33-49.3A10,10,0,0,1,0-59.16Z"
        #expect(sector(center: origin, inner: 50, outer: 100, from: 0, to: .pi / 2, corner: 10) == outer + inner)
    }

    @Test func theCornerRadiusIsAtMostHalfTheRingWidth() {
        let clamped = sector(inner: 30, outer: 50, from: 0, to: 1, corner: 40)
        #expect(clamped == sector(inner: 30, outer: 50, from: 0, to: 1, corner: 10))
    }

    @Test func cornersOfANarrowSliceShrinkAndMerge() {
        // A 0.1 rad wedge fits a circle of radius 100 / (1 / sin 0.05 + 1) = 4.76 touching both
        // edges and the ring: one arc from edge to edge, over the top, so π + 0.1 of its turn.
        let text = sector(center: origin, outer: 100, from: 0, to: 0.1, corner: 20)
        #expect(text == "M0-95.12A4.76,4.76,0,1,1,9.5-94.65L0,0Z")
    }
}
