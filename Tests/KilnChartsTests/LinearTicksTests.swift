import KilnCharts
import Testing

/// The d3-array / d3-scale vectors of charts.md §2.2, compared exactly: the inverse-step trick is what
/// makes 0.1-steps come out as 0.1, 0.2, 0.3 rather than 0.30000000000000004.
struct LinearTicksTests {
    private func ticks(_ start: Double, _ stop: Double, _ count: Double) -> [Double] {
        LinearTicks.ticks(from: start, to: stop, count: count)
    }

    private func nice(_ start: Double, _ stop: Double, _ count: Double) -> [Double] {
        let domain = LinearTicks.nice(start, stop, count: count)
        return [domain.start, domain.stop]
    }

    @Test func v1TenthsOfTheUnitInterval() {
        #expect(ticks(0, 1, 10) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(LinearTicks.increment(from: 0, to: 1, count: 10) == -10)
    }

    @Test func v2FifthsOfTheUnitInterval() {
        for count in [7.0, 5, 4] {
            #expect(ticks(0, 1, count) == [0, 0.2, 0.4, 0.6, 0.8, 1])
            #expect(LinearTicks.increment(from: 0, to: 1, count: count) == -5)
        }
    }

    @Test func v3HalvesAndV4WholeUnitInterval() {
        for count in [3.0, 2] {
            #expect(ticks(0, 1, count) == [0, 0.5, 1])
            #expect(LinearTicks.increment(from: 0, to: 1, count: count) == -2)
        }
        #expect(ticks(0, 1, 1) == [0, 1])
        #expect(LinearTicks.increment(from: 0, to: 1, count: 1) == 1)
    }

    @Test func v5ToV7ZeroToTen() {
        for count in [10.0, 9, 8] { #expect(ticks(0, 10, count) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) }
        for count in [7.0, 6, 5, 4] { #expect(ticks(0, 10, count) == [0, 2, 4, 6, 8, 10]) }
        for count in [3.0, 2] { #expect(ticks(0, 10, count) == [0, 5, 10]) }
        #expect(ticks(0, 10, 1) == [0, 10])
    }

    @Test func v8AndV9MinusTenToTen() {
        for count in [10.0, 9, 8, 7] { #expect(ticks(-10, 10, count) == [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]) }
        for count in [6.0, 5, 4, 3] { #expect(ticks(-10, 10, count) == [-10, -5, 0, 5, 10]) }
        #expect(ticks(-10, 10, 2) == [-10, 0, 10])
        #expect(ticks(-10, 10, 1) == [0])
        #expect(LinearTicks.increment(from: -10, to: 10, count: 1) == 20)
    }

    @Test func v10TicksStayInsideTheDomain() {
        #expect(ticks(0, 2.2, 3) == [0, 1, 2])
    }

    @Test func v11HundredthsWithoutRoundOff() {
        #expect(ticks(0.98, 1.14, 10) == [0.98, 1, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12, 1.14])
        #expect(LinearTicks.increment(from: 0.98, to: 1.14, count: 10) == -50)
    }

    @Test func v12AndV13SmallCountsStillGiveATick() {
        for count in [0.5, 1, 1.5] { #expect(ticks(1, 364, count) == [200]) }
        #expect(ticks(1, 364, 0.499) == [])
        #expect(ticks(1, 499, 1) == [200, 400])
        #expect(ticks(0.001, 0.364, 0.5) == [0.2])
        #expect(ticks(-364, -1, 0.5) == [-200])
    }

    @Test func v14ReversedDomainsGiveReversedTicks() {
        for count in [1.0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 0.5] {
            #expect(ticks(1, 0, count) == ticks(0, 1, count).reversed())
            #expect(ticks(10, -10, count) == ticks(-10, 10, count).reversed())
        }
    }

    @Test func v15MinusHundredToHundred() {
        for count in [10.0, 9, 8, 7] { #expect(ticks(-100, 100, count) == [-100, -80, -60, -40, -20, 0, 20, 40, 60, 80, 100]) }
        for count in [6.0, 5, 4, 3] { #expect(ticks(-100, 100, count) == [-100, -50, 0, 50, 100]) }
        #expect(ticks(-100, 100, 2) == [-100, 0, 100])
        #expect(ticks(-100, 100, 1) == [0])
    }

    @Test func v16NiceFractions() {
        #expect(nice(0.132, 0.876, 1000) == [0.132, 0.876])
        #expect(nice(0.132, 0.876, 100) == [0.13, 0.88])
        #expect(nice(0.132, 0.876, 30) == [0.12, 0.88])
        #expect(nice(0.132, 0.876, 10) == [0.1, 0.9])
        #expect(nice(0.132, 0.876, 6) == [0.1, 0.9])
        #expect(nice(0.132, 0.876, 5) == [0, 1])
        #expect(nice(0.132, 0.876, 1) == [0, 1])
    }

    @Test func v17NiceHundreds() {
        #expect(nice(132, 876, 1000) == [132, 876])
        #expect(nice(132, 876, 100) == [130, 880])
        #expect(nice(132, 876, 30) == [120, 880])
        #expect(nice(132, 876, 10) == [100, 900])
        #expect(nice(132, 876, 6) == [100, 900])
        #expect(nice(132, 876, 5) == [0, 1000])
        #expect(nice(132, 876, 1) == [0, 1000])
    }

    @Test func v18NiceKeepsTheDirection() {
        #expect(nice(0, 0.96, 10) == [0, 1])
        #expect(nice(0, 96, 10) == [0, 100])
        #expect(nice(96, 0, 10) == [100, 0])
        #expect(nice(0, -96, 10) == [0, -100])
        #expect(nice(-0.96, 0, 10) == [-1, 0])
    }

    @Test func v19NiceIterates() {
        #expect(nice(-0.1, 51.1, 8) == [-10, 60])
        #expect(nice(1.1, 10.9, 10) == [1, 11])
        #expect(nice(0.7, 11.001, 10) == [0, 12])
        #expect(nice(123.1, 6.7, 10) == [130, 0])
        #expect(nice(0, 0.49, 10) == [0, 0.5])
    }

    @Test func v20NiceDependsOnTheCount() {
        #expect(nice(0, 14.1, 5) == [0, 20])
        #expect(nice(0, 15, 5) == [0, 20])
        #expect(nice(12, 87, 5) == [0, 100])
        #expect(nice(12, 87, 10) == [10, 90])
        #expect(nice(12, 87, 100) == [12, 87])
    }

    @Test func v21DegenerateDomainsAndCounts() {
        #expect(nice(0, 0, 10) == [0, 0])
        #expect(nice(0.5, 0.5, 10) == [0.5, 0.5])
        #expect(ticks(1, 1, 10) == [1])
        #expect(ticks(0, 1, 0) == [])
        #expect(ticks(0, 1, .infinity) == [])
        #expect(ticks(0, 1, -1) == [])
        #expect(ticks(0, 1, .nan) == [])
        #expect(ticks(0, .infinity, 10) == [])
        #expect(ticks(-1e308, 1e308, 10) == [])
        #expect(nice(0, 1, .nan) == [0, 1])
    }

    @Test func v22PolylinearEndsOnATwoElementDomain() {
        #expect(nice(1.1, 10.9, 10) == [1, 11])
        #expect(nice(123.1, -0.9, 10) == [130, -10])
    }

    @Test func v23TicksOfANiceDomainStartAndEndOnIt() {
        let cases: [(Double, Double, Double)] =
            [(1, 9), (8, 9)].flatMap { domain in [2.0, 3, 4].map { (domain.0, domain.1, $0) } }
            + (1...11).map { (Double($0), 21, 2) }
        for (start, stop, count) in cases {
            let domain = LinearTicks.nice(start, stop, count: count)
            let niced = ticks(domain.start, domain.stop, count)
            #expect(niced.first == domain.start && niced.last == domain.stop, "[\(start), \(stop)] count \(count)")
        }
    }

    @Test func v25ToV28CommonDomains() {
        #expect(ticks(0, 96, 10) == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90])
        #expect(nice(0, 96, 10) == [0, 100])
        #expect(ticks(0, 100, 10) == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
        #expect(ticks(1.1, 10.9, 10) == [2, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(LinearTicks.increment(from: 1.1, to: 10.9, count: 10) == -1)
        #expect(LinearTicks.step(from: 1.1, to: 10.9, count: 10) == 1)
        #expect(ticks(6.7, 123.1, 10) == [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120])
        #expect(nice(6.7, 123.1, 10) == [0, 130])
        #expect(ticks(12, 87, 5) == [20, 40, 60, 80])
        #expect(ticks(0, 100, 5) == [0, 20, 40, 60, 80, 100])
    }

    @Test func v29NiceChangesTheStep() {
        #expect(ticks(0, 14.1, 5) == [0, 2, 4, 6, 8, 10, 12, 14])
        #expect(nice(0, 14.1, 5) == [0, 20])
        #expect(ticks(0, 20, 5) == [0, 5, 10, 15, 20])
    }

    @Test func v30ToV33() {
        #expect(ticks(-3.5, 2.2, 5) == [-3, -2, -1, 0, 1, 2])
        #expect(nice(-3.5, 2.2, 5) == [-4, 3])
        #expect(ticks(0, 1234, 10) == [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200])
        #expect(ticks(0, 1234, 7.25) == [0, 200, 400, 600, 800, 1000, 1200])
        #expect(nice(0, 1234, 10) == [0, 1300])
        #expect(ticks(0.001, 0.0093, 5) == [0.002, 0.004, 0.006, 0.008])
        #expect(nice(0.001, 0.0093, 5) == [0, 0.01])
        #expect(ticks(1e6, 9.2e6, 6) == [1e6, 2e6, 3e6, 4e6, 5e6, 6e6, 7e6, 8e6, 9e6])
        #expect(nice(1e6, 9.2e6, 6) == [0, 1e7])
        #expect(ticks(0, 1e7, 6) == [0, 2e6, 4e6, 6e6, 8e6, 1e7])
    }

    @Test func v34ToV36() {
        #expect(ticks(0, 7, 10) == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7])
        #expect(LinearTicks.increment(from: 0, to: 7, count: 10) == -2)
        #expect(ticks(0, 0.3, 10) == [
            0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.12, 0.14, 0.16, 0.18, 0.2, 0.22, 0.24, 0.26, 0.28, 0.3,
        ])
        #expect(LinearTicks.increment(from: 0, to: 0.3, count: 10) == -50)
        #expect(ticks(1990, 2024, 6) == [1990, 1995, 2000, 2005, 2010, 2015, 2020])
        #expect(nice(1990, 2024, 6) == [1990, 2025])
    }

    @Test func stepIsSignedAndUndoesTheInverse() {
        #expect(LinearTicks.step(from: 0, to: 1, count: 10) == 0.1)
        #expect(LinearTicks.step(from: 1, to: 0, count: 10) == -0.1)
        #expect(LinearTicks.step(from: 0, to: 10, count: 5) == 2)
        #expect(LinearTicks.step(from: 0.98, to: 1.14, count: 10) == 0.02)
        #expect(LinearTicks.step(from: 0, to: 1234, count: 10) == 100)
    }

    @Test func ticksNeverIncludeNegativeZero() {
        for tick in ticks(-0.3, 0.3, 10) + ticks(0.3, -0.3, 10) + ticks(-1, -0.2, 1) + ticks(-0.4, 0.1, 2) where tick == 0 {
            #expect(tick.sign == .plus)
        }
        #expect(nice(-0.4, 0, 1)[1].sign == .plus)
    }
}
