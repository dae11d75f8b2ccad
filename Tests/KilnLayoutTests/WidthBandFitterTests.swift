@testable import KilnLayout
import Testing

/// The band fitter finds where a layout's answers stop following one line of the width.
struct WidthBandFitterTests {
    @Test func answersThatDoNotDependOnTheWidthAreOneConstantBand() throws {
        let bands = try WidthBandFitter { _ in [40, 20] }.bands(upTo: 100)
        #expect(bands.count == 1)
        #expect(bands[0].lengths == [AffineLength(intercept: 40, slope: 0), AffineLength(intercept: 20, slope: 0)])
        #expect(bands[0].limit == nil)
    }

    @Test func aCentredSubviewIsOneLineOfTheWidth() throws {
        let bands = try WidthBandFitter { width in [width / 2 - 10] }.bands(upTo: 100)
        #expect(bands.count == 1)
        #expect(bands[0].lengths == [AffineLength(intercept: -10, slope: 0.5)])
        #expect(bands[0].lengths[0].css == "calc(50cqw - 10px)")
    }

    @Test func aStepBetweenWholePixelsIsPinnedDown() throws {
        // A row wraps when the width drops under 57.3 px.
        let bands = try WidthBandFitter { width in [width < 57.3 ? 30 : 0] }.bands(upTo: 100)
        #expect(bands.count == 2)
        #expect(bands[0].lengths[0].intercept == 30)
        #expect(abs(bands[0].limit! - 57.3) < 1.0 / 64, "the boundary is within 1/64 px: \(bands[0].limit!)")
        #expect(bands[1].start == bands[0].limit && bands[1].limit == nil)
        #expect(bands[1].band.condition.hasPrefix("(min-width:57.3"))
    }

    @Test func followedEveryFewPixelsTheBoundariesAreAsPrecise() throws {
        let bands = try WidthBandFitter(skip: 8) { width in [width < 57.3 ? 30 : width / 4] }.bands(upTo: 200)
        #expect(bands.count == 2)
        #expect(abs(bands[0].limit! - 57.3) < 1.0 / 64)
        #expect(bands[1].lengths == [AffineLength(intercept: 0, slope: 0.25)])
    }

    @Test func aKinkStartsANewLine() throws {
        // A ring's radius follows the width until the height (300) is the smaller side.
        let bands = try WidthBandFitter { width in [min(width, 300) / 3] }.bands(upTo: 400)
        #expect(bands.count == 2)
        #expect(bands[0].lengths == [AffineLength(intercept: 0, slope: 1.0 / 3)])
        #expect(bands[1].lengths == [AffineLength(intercept: 100, slope: 0)])
        #expect(abs(bands[0].limit! - 300) < 0.05, "where the lines part by more than the tolerance")
    }

    @Test func mergingKeepsTheWidestBands() {
        // Bands of 10 px but one of 1 px (20 ..< 21).
        let limits: [Double?] = [10, 20, 21, 40, nil]
        let starts: [Double] = [0, 10, 20, 30, 40]
        let bands = zip(starts, limits).map { WidthBandFit(start: $0, limit: $1, lengths: []) }
        let merged = WidthBandFitter.merged(bands, limit: 4)
        #expect(merged.count == 4)
        #expect(merged.map { $0.start } == [0, 10, 30, 40])
        #expect(merged[1].limit == 21, "the one-pixel band went into the band before it")
    }
}
