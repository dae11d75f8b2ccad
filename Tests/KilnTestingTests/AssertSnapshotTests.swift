import Foundation
@_spi(Testing) import KilnTesting
import Testing

/// `verifySnapshot` with `.lines`, in a fresh temporary directory per test, with an empty
/// environment so `KILN_RECORD` in the real environment cannot change the outcome.
@Suite("assertSnapshot / verifySnapshot")
struct AssertSnapshotTests {
    let root: URL
    let snapshots: URL
    let artifacts: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("KilnTestingTests-\(UUID().uuidString)", isDirectory: true)
        snapshots = root.appendingPathComponent("__Snapshots__", isDirectory: true)
        artifacts = root.appendingPathComponent("__Artifacts__", isDirectory: true)
    }

    private func verify(
        _ text: String,
        named name: String? = nil,
        record: RecordMode? = nil,
        environment: [String: String] = [:]
    ) -> String? {
        verifySnapshot(
            of: text, as: .lines, named: name, record: record,
            snapshotDirectory: snapshots, artifactsDirectory: artifacts,
            environment: environment)
    }

    private func contents(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    private func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    private func removeRoot() {
        try? FileManager.default.removeItem(at: root)
    }

    // MARK: Missing references

    @Test func missingReferenceIsRecordedAndFails() throws {
        defer { removeRoot() }
        let reference = snapshots.appendingPathComponent("missingReferenceIsRecordedAndFails.1.txt")

        let message = verify("hello")
        #expect(message == "Recorded snapshot at \(reference.path). Re-run the test to check it.")
        // A trailing newline is added.
        #expect(try contents(reference) == "hello\n")
    }

    @Test(arguments: [RecordMode.all, .failed])
    func otherRecordingModesAlsoRecordMissingReferences(mode: RecordMode) throws {
        defer { removeRoot() }
        let message = verify("hello", named: "x", record: mode)
        #expect(message?.hasPrefix("Recorded snapshot at ") == true)
        #expect(exists(snapshots.appendingPathComponent(
            "otherRecordingModesAlsoRecordMissingReferences_mode.x.txt")))
    }

    @Test func neverFailsWithoutWriting() {
        defer { removeRoot() }
        let reference = snapshots.appendingPathComponent("neverFailsWithoutWriting.1.txt")

        let message = verify("hello", record: .never)
        #expect(message
            == "No snapshot at \(reference.path); run with KILN_RECORD=missing to record it.")
        #expect(!exists(root))
    }

    @Test func environmentSelectsTheMode() {
        defer { removeRoot() }
        let message = verify("hello", environment: ["KILN_RECORD": "never"])
        #expect(message?.hasPrefix("No snapshot at ") == true)
        #expect(!exists(root))
    }

    @Test func unknownEnvironmentModeFails() {
        defer { removeRoot() }
        let message = verify("hello", environment: ["KILN_RECORD": "sometimes"])
        #expect(message
            == "KILN_RECORD=sometimes is not a record mode; use all, missing, failed or never.")
        #expect(!exists(root))
    }

    // MARK: Matching

    @Test func matchingReferencePasses() throws {
        defer { removeRoot() }
        #expect(verify("one\ntwo\n", named: "s") != nil)  // records
        #expect(verify("one\ntwo\n", named: "s", record: .never) == nil)
        #expect(verify("one\ntwo", named: "s", record: .never) == nil)  // same once normalised
        #expect(!exists(artifacts))
    }

    @Test func comparisonIsExact() throws {
        defer { removeRoot() }
        #expect(verify("one\ntwo\n", named: "s") != nil)
        #expect(verify("one\ntwo \n", named: "s", record: .never) != nil)
        #expect(verify("one\ntwo\n\n", named: "s", record: .never) != nil)
        // Canonically equivalent (é precomposed vs decomposed) but different bytes.
        #expect(verify("caf\u{E9}", named: "accent") != nil)
        #expect(verify("cafe\u{301}", named: "accent", record: .never) != nil)
    }

    // MARK: Mismatches

    @Test func mismatchFailsWithDiffAndWritesArtifact() throws {
        defer { removeRoot() }
        let fileName = "mismatchFailsWithDiffAndWritesArtifact.page.txt"
        let reference = snapshots.appendingPathComponent(fileName)
        let artifact = artifacts.appendingPathComponent(fileName)
        let old = "<ul>\n  <li>one</li>\n  <li>two</li>\n  <li>three</li>\n</ul>\n"
        let new = "<ul>\n  <li>one</li>\n  <li>2</li>\n  <li>three</li>\n</ul>\n"
        #expect(verify(old, named: "page") != nil)

        let message = verify(new, named: "page")
        #expect(message == """
            Snapshot does not match reference at \(reference.path)
            Actual output written to \(artifact.path)
            (Run with KILN_RECORD=failed to accept the new output.)

            --- reference
            +++ actual
            @@ -1,5 +1,5 @@
             <ul>
               <li>one</li>
            -  <li>two</li>
            +  <li>2</li>
               <li>three</li>
             </ul>
            """)
        #expect(try contents(artifact) == new)
        #expect(try contents(reference) == old)
    }

    @Test func passingAgainRemovesTheStaleArtifact() throws {
        defer { removeRoot() }
        let artifact = artifacts.appendingPathComponent("passingAgainRemovesTheStaleArtifact.s.txt")
        #expect(verify("a", named: "s") != nil)
        #expect(verify("b", named: "s") != nil)
        #expect(exists(artifact))
        #expect(verify("a", named: "s") == nil)
        #expect(!exists(artifact))
    }

    @Test func failedModeReRecordsMismatches() throws {
        defer { removeRoot() }
        let reference = snapshots.appendingPathComponent("failedModeReRecordsMismatches.s.txt")
        #expect(verify("a", named: "s") != nil)

        let message = try #require(verify("b", named: "s", record: .failed))
        #expect(message.hasPrefix(
            "Re-recorded snapshot at \(reference.path) (record mode \"failed\")."))
        #expect(message.hasSuffix("@@ -1,1 +1,1 @@\n-a\n+b"))
        #expect(try contents(reference) == "b\n")
        #expect(!exists(artifacts))
        #expect(verify("b", named: "s", record: .failed) == nil)
    }

    @Test func allModeReRecordsAndFailsEvenWhenMatching() throws {
        defer { removeRoot() }
        let reference = snapshots.appendingPathComponent("allModeReRecordsAndFailsEvenWhenMatching.s.txt")
        #expect(verify("a", named: "s") != nil)

        let matching = try #require(verify("a", named: "s", record: .all))
        #expect(matching.hasPrefix("Re-recorded snapshot at \(reference.path)"))

        let changed = try #require(verify("b", named: "s", record: .all))
        #expect(changed.hasPrefix("Re-recorded snapshot at \(reference.path)"))
        #expect(try contents(reference) == "b\n")
    }

    @Test func scopeSetsTheModeForAssertions() throws {
        defer { removeRoot() }
        let message = withSnapshotTesting(record: .never) { verify("a") }
        #expect(message?.hasPrefix("No snapshot at ") == true)
        #expect(!exists(root))
    }

    // MARK: File names

    @Test func unnamedSnapshotsAreNumberedPerTest() throws {
        defer { removeRoot() }
        _ = verify("first")
        _ = verify("named", named: "middle")
        _ = verify("second")
        let files = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
        #expect(files == [
            "unnamedSnapshotsAreNumberedPerTest.1.txt",
            "unnamedSnapshotsAreNumberedPerTest.2.txt",
            "unnamedSnapshotsAreNumberedPerTest.middle.txt",
        ])
        #expect(try contents(snapshots.appendingPathComponent(
            "unnamedSnapshotsAreNumberedPerTest.2.txt")) == "second\n")
    }

    @Test func namesAreMadeFileNameSafe() throws {
        defer { removeRoot() }
        _ = verify("x", named: "dark mode/large")
        #expect(exists(snapshots.appendingPathComponent("namesAreMadeFileNameSafe.dark_mode_large.txt")))
    }

    @Test(arguments: ["en", "fr"])
    func parameterisedTestNamesAreSanitised(locale: String) throws {
        defer { removeRoot() }
        _ = verify(locale, named: locale)
        #expect(exists(snapshots.appendingPathComponent(
            "parameterisedTestNamesAreSanitised_locale.\(locale).txt")))
    }

    @Test func publicVerifySnapshotPutsReferencesBesideTheTestFile() throws {
        // Only checked with `.never`, so nothing is written beside this file.
        let message = try #require(verifySnapshot(of: "x", as: .lines, named: "probe", record: .never))
        let expectedDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AssertSnapshotTests").path
        #expect(message == """
            No snapshot at \(expectedDirectory)/publicVerifySnapshotPutsReferencesBesideTheTestFile.probe.txt; \
            run with KILN_RECORD=missing to record it.
            """)
    }

    @Test func throwingValueFails() {
        struct Boom: Error {}
        defer { removeRoot() }
        func make() throws -> String { throw Boom() }
        let message = verifySnapshot(
            of: try make(), as: .lines, named: "boom", record: .missing,
            snapshotDirectory: snapshots, artifactsDirectory: artifacts)
        #expect(message?.hasPrefix("Could not take snapshot throwingValueFails.boom.txt") == true)
        #expect(!exists(root))
    }
}
