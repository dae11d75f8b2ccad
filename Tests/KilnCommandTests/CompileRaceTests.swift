import Testing

@testable import KilnCommand

/// When `kiln serve` gives up compiling a site's module alone for the whole build.
struct CompileRaceTests {
    @Test func aColdFirstCompileThatLosesByALittleKeepsTheFastPath() {
        var race = CompileRace()
        // The page template: 1.1 s cold against a whole build of 1.0 s, then 0.2 s.
        let lost1 = race.record(1.1, wholeBuild: 1.0)
        #expect(!lost1)
        let lost2 = race.record(0.2, wholeBuild: 1.0)
        #expect(!lost2)
        let lost3 = race.record(1.1, wholeBuild: 1.0)
        #expect(!lost3, "a slow compile after a fast one starts counting again")
        #expect(!race.isLost)
    }

    @Test func twoLossesInARowOrOneByTwiceTheWholeBuildEndIt() {
        var twice = CompileRace()
        let lost4 = twice.record(1.5, wholeBuild: 1.0)
        #expect(!lost4)
        let lost5 = twice.record(1.2, wholeBuild: 1.0)
        #expect(lost5)
        #expect(twice.isLost)
        let lost6 = twice.record(0.1, wholeBuild: 1.0)
        #expect(!lost6, "lost for good: said once")
        #expect(twice.isLost)

        // Twice the whole build's time: 8.9 s against 1.4 s.
        var large = CompileRace()
        let lost7 = large.record(8.9, wholeBuild: 1.4)
        #expect(lost7)
    }
}
