@_spi(Testing) import KilnTesting
import Testing

@Suite("RecordMode")
struct RecordModeTests {
    private func environment(_ value: String) -> [String: String] {
        [RecordMode.environmentVariable: value]
    }

    // MARK: Parsing

    @Test func parsesModeNames() {
        #expect(RecordMode("all") == .all)
        #expect(RecordMode("missing") == .missing)
        #expect(RecordMode("failed") == .failed)
        #expect(RecordMode("never") == .never)
        #expect(RecordMode("  Failed\n") == .failed)
        #expect(RecordMode("NEVER") == .never)
    }

    @Test func rejectsUnknownNames() {
        #expect(RecordMode("") == nil)
        #expect(RecordMode("yes") == nil)
        #expect(RecordMode("1") == nil)
    }

    @Test func describesItselfByName() {
        #expect([RecordMode.all, .missing, .failed, .never].map(\.description)
            == ["all", "missing", "failed", "never"])
    }

    // MARK: Environment

    @Test func defaultsToMissing() throws {
        #expect(try RecordMode.resolve(nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: environment("")) == .missing)
    }

    @Test func readsKilnRecord() throws {
        #expect(RecordMode.environmentVariable == "KILN_RECORD")
        #expect(try RecordMode.resolve(nil, environment: environment("all")) == .all)
        #expect(try RecordMode.resolve(nil, environment: environment("failed")) == .failed)
        #expect(try RecordMode.resolve(nil, environment: environment("Never")) == .never)
        #expect(try RecordMode.resolve(nil, environment: environment("missing")) == .missing)
    }

    @Test func unknownEnvironmentValueIsAnError() {
        #expect {
            try RecordMode.resolve(nil, environment: environment("always"))
        } throws: { error in
            "\(error)" == "KILN_RECORD=always is not a record mode; use all, missing, failed or never."
        }
    }

    // MARK: Precedence

    @Test func argumentBeatsEnvironment() throws {
        #expect(try RecordMode.resolve(.never, environment: environment("all")) == .never)
        // An argument makes a bad environment value irrelevant.
        #expect(try RecordMode.resolve(.failed, environment: environment("bogus")) == .failed)
    }

    @Test func scopeBeatsEnvironment() throws {
        let mode = try withSnapshotTesting(record: .failed) {
            try RecordMode.resolve(nil, environment: environment("never"))
        }
        #expect(mode == .failed)
        // The scope ends with the closure.
        #expect(try RecordMode.resolve(nil, environment: environment("never")) == .never)
    }

    @Test func argumentBeatsScope() throws {
        let mode = try withSnapshotTesting(record: .all) {
            try RecordMode.resolve(.never, environment: environment("failed"))
        }
        #expect(mode == .never)
    }

    @Test func innermostScopeWins() throws {
        let modes = try withSnapshotTesting(record: .all) {
            let inner = try withSnapshotTesting(record: .never) {
                try RecordMode.resolve(nil, environment: [:])
            }
            return (inner, try RecordMode.resolve(nil, environment: [:]))
        }
        #expect(modes.0 == .never)
        #expect(modes.1 == .all)
    }

    @Test func asyncScopeReachesChildTasks() async throws {
        let mode = try await withSnapshotTesting(record: .failed) {
            async let child = RecordMode.resolve(nil, environment: [:])
            return try await child
        }
        #expect(mode == .failed)
    }
}
