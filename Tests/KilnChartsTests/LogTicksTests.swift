import KilnCharts
import Testing

/// charts.md §2.2 #37 (d3-scale's log scale tests) and the mirrored negative domain.
struct LogTicksTests {
    @Test func v37MultiplesOfEachDecade() {
        #expect(LogTicks.ticks(from: 0.1, to: 10, count: 10) == [
            0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
        ])
        #expect(LogTicks.ticks(from: 1, to: 5, count: 10) == [1, 2, 3, 4, 5])
    }

    @Test func v37NarrowDomainsFallBackToLinearTicks() {
        #expect(LogTicks.ticks(from: 41, to: 42, count: 10) == [
            41, 41.1, 41.2, 41.3, 41.4, 41.5, 41.6, 41.7, 41.8, 41.9, 42,
        ])
    }

    @Test func v37NiceRoundsToPowersOfTen() {
        #expect(LogTicks.nice(1.1, 10.9) == (1, 100))
        #expect(LogTicks.nice(10.9, 1.1) == (100, 1))
        #expect(LogTicks.nice(0.02, 3) == (0.01, 10))
    }

    @Test func wideDomainsTickWholePowersOfTen() {
        // 20 decades, more than the count: linear ticks on the exponents, then 10^k.
        #expect(LogTicks.ticks(from: 1, to: 1e20, count: 10) == [1, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12, 1e14, 1e16, 1e18, 1e20])
    }

    @Test func reversedDomainsGiveReversedTicks() {
        #expect(LogTicks.ticks(from: 10, to: 0.1, count: 10) == LogTicks.ticks(from: 0.1, to: 10, count: 10).reversed())
    }

    @Test func negativeDomainsAreMirrored() {
        #expect(LogTicks.ticks(from: -10, to: -1, count: 10) == [-10, -9, -8, -7, -6, -5, -4, -3, -2, -1])
        #expect(LogTicks.ticks(from: -1, to: -10, count: 10) == [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10])
        #expect(LogTicks.nice(-10.9, -1.1) == (-100, -1))
    }

    @Test func domainsTouchingZeroHaveNoTicks() {
        #expect(LogTicks.ticks(from: 0, to: 10, count: 10) == [])
        #expect(LogTicks.ticks(from: -1, to: 10, count: 10) == [])
        #expect(LogTicks.ticks(from: 1, to: 10, count: 0) == [])
        #expect(LogTicks.nice(0, 10.9) == (0, 10.9))
    }
}
