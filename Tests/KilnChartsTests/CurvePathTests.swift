import KilnTree
import Testing

@testable import KilnCharts

/// Expected strings are worked out by hand from the published algorithms (d3-shape's curves).
struct CurvePathTests {
    private func line(_ points: [(Double, Double)], _ interpolation: ChartInterpolation) -> String {
        var path = PathData()
        CurvePath.line(points.map { ChartPoint(x: $0.0, y: $0.1) }, interpolation, into: &path)
        return path.text
    }

    private func area(
        _ top: [(Double, Double)], _ bottom: [(Double, Double)], _ interpolation: ChartInterpolation
    ) -> String {
        var path = PathData()
        CurvePath.area(
            top: top.map { ChartPoint(x: $0.0, y: $0.1) }, bottom: bottom.map { ChartPoint(x: $0.0, y: $0.1) },
            interpolation, into: &path)
        return path.text
    }

    private static let all: [ChartInterpolation] = [
        .linear, .monotone, .catmullRom(alpha: 0.5), .catmullRom(alpha: 0), .cardinal(tension: 0),
        .stepStart, .stepCenter, .stepEnd,
    ]

    @Test func linearJoinsThePoints() {
        #expect(line([(0, 0), (10, 10), (20, 0)], .linear) == "M0,0L10,10L20,0")
    }

    @Test(arguments: all) func noPointsDrawNothingAndOnePointIsADot(_ interpolation: ChartInterpolation) {
        #expect(line([], interpolation) == "")
        #expect(line([(5, 5)], interpolation) == "M5,5Z")
    }

    @Test(arguments: [ChartInterpolation.linear, .monotone, .catmullRom(alpha: 0.5), .cardinal(tension: 0.3)])
    func twoPointsAreAStraightLine(_ interpolation: ChartInterpolation) {
        #expect(line([(0, 0), (10, 10)], interpolation) == "M0,0L10,10")
    }

    @Test func stepsFallWhereTheInterpolationSays() {
        let points = [(0.0, 0.0), (10.0, 10.0), (20.0, 5.0)]
        #expect(line(points, .stepStart) == "M0,0L0,10L10,10L10,5L20,5")
        #expect(line(points, .stepCenter) == "M0,0L5,0L5,10L15,10L15,5L20,5")
        #expect(line(points, .stepEnd) == "M0,0L10,0L10,10L20,10L20,5")
        #expect(line([(0, 0), (10, 10)], .stepCenter) == "M0,0L5,0L5,10L10,10")
    }

    @Test func monotoneFlattensAtATurnAndUsesOneSidedSlopesAtTheEnds() {
        // Secants +1 and −1 around the peak: slope 0 there; ends (3·secant − 0) / 2 = ±1.5.
        #expect(line([(0, 0), (30, 30), (60, 0)], .monotone) == "M0,0C10,15,20,30,30,30C40,30,50,15,60,0")
    }

    @Test func monotoneTakesSteffensSlopeBetweenRisingSecants() {
        // Secants 1 and 2, parabola 1.5: slope 2 · min(1, 2, 0.75) = 1.5; ends 0.75 and 2.25.
        #expect(line([(0, 0), (30, 30), (60, 90)], .monotone) == "M0,0C10,7.5,20,15,30,30C40,45,50,67.5,60,90")
    }

    @Test func monotoneIgnoresRepeatedPoints() {
        #expect(line([(0, 0), (30, 30), (30, 30), (60, 0)], .monotone) == line([(0, 0), (30, 30), (60, 0)], .monotone))
    }

    @Test func monotoneNeverOvershootsItsPoints() {
        let values: [Double] = [3, 40, 41, 41, 2, 90, 89.5, 10, 10, 60, 0, 100, 99, 98, 5]
        let points = values.enumerated().map { ChartPoint(x: Double($0.offset) * 20, y: $0.element) }
        var path = PathData()
        CurvePath.line(points, .monotone, into: &path)
        let segments = path.text.split(separator: "C").dropFirst()
        #expect(segments.count == points.count - 1)
        for (index, segment) in segments.enumerated() {
            let numbers = segment.split(separator: ",").map { Double($0)! }
            let low = min(points[index].y, points[index + 1].y), high = max(points[index].y, points[index + 1].y)
            // Control points inside the segment's y range keep the Bézier curve inside it.
            #expect(numbers[1] >= low && numbers[1] <= high, "first control point of segment \(index)")
            #expect(numbers[3] >= low && numbers[3] <= high, "second control point of segment \(index)")
        }
    }

    @Test func cardinalTangentsFollowTheNeighboursChord() {
        // k = (1 − tension) / 6; the ends have no tangent.
        let points = [(0.0, 0.0), (30.0, 30.0), (60.0, 0.0)]
        #expect(line(points, .cardinal(tension: 0)) == "M0,0C0,0,20,30,30,30C40,30,60,0,60,0")
        #expect(line(points, .cardinal(tension: 0.5)) == "M0,0C0,0,25,30,30,30C35,30,60,0,60,0")
        #expect(line(points, .cardinal(tension: 1)) == "M0,0C0,0,30,30,30,30C30,30,60,0,60,0")
    }

    @Test func catmullRomWithAlphaZeroIsTheUniformCardinalSpline() {
        let points = [(0.0, 0.0), (30.0, 40.0), (40.0, 40.0), (90.0, 10.0)]
        #expect(line(points, .catmullRom(alpha: 0)) == line(points, .cardinal(tension: 0)))
    }

    @Test func centripetalCatmullRomWeighsTheChordLengths() {
        // Chords 50 and 10, weighed as √50 and √10 (α = ½) in the Bézier form of Yuksel et al.
        #expect(line([(0, 0), (30, 40), (40, 40)], .catmullRom(alpha: 0.5)) == "M0,0C0,0,21.76,35.88,30,40C33.69,41.84,40,40,40,40")
        // Equal chords make every parameterization uniform.
        #expect(
            line([(0, 0), (30, 40), (60, 0)], .catmullRom(alpha: 0.5))
                == line([(0, 0), (30, 40), (60, 0)], .cardinal(tension: 0)))
    }

    @Test func areaDrawsTheTopForwardsAndTheBottomBackwards() {
        #expect(area([(0, 0), (10, 5)], [(0, 20), (10, 20)], .linear) == "M0,0L10,5L10,20L0,20Z")
        #expect(area([(5, 0)], [(5, 10)], .monotone) == "M5,0L5,10Z")
        #expect(area([], [], .linear) == "")
    }

    @Test func areaStepsOnBothEdgesFallAtTheSameX() {
        // The value holds until the next point on both edges: steps at x = 10.
        #expect(area([(0, 0), (10, 10)], [(0, 20), (10, 30)], .stepEnd) == "M0,0L10,0L10,10L10,30L10,20L0,20Z")
        #expect(area([(0, 0), (10, 10)], [(0, 20), (10, 30)], .stepStart) == "M0,0L0,10L10,10L10,30L0,30L0,20Z")
    }

    @Test func areaInterpolatesTheBottomEdgeToo() {
        let text = area([(0, 0), (30, 30), (60, 0)], [(0, 100), (30, 100), (60, 100)], .monotone)
        #expect(text == "M0,0C10,15,20,30,30,30C40,30,50,15,60,0L60,100C50,100,40,100,30,100C20,100,10,100,0,100Z")
    }
}
