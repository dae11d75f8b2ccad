import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Asserts that `value`, snapshotted with `snapshotting`, matches the reference file beside the
/// test file, recording it when missing (see ``RecordMode``).
///
/// ```swift
/// assertSnapshot(of: page, as: .document(title: "Home"))
/// assertSnapshot(of: report.text, as: .lines, named: "summary")
/// ```
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<n>.<ext>` in the test file's directory,
/// where `n` counts the unnamed assertions of the test, or `<test>.<name>.<ext>` with `named:`.
/// Failures are reported to Swift Testing when running under it, otherwise to XCTest.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    else { return }
    reportSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Like ``assertSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)`` but returns
/// the failure message (`nil` on success) instead of reporting it.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let environment = ProcessInfo.processInfo.environment
    return verify(
        try value(), as: snapshotting, named: name, record: record,
        files: SnapshotFiles(filePath: filePath, environment: environment),
        environment: environment, testName: testName)
}

/// ``verifySnapshot(of:as:named:record:fileID:filePath:testName:line:column:)`` with explicit
/// reference and artifact directories (the files go directly inside them) and environment, so
/// KilnTesting's own tests can work in a temporary directory.
@_spi(Testing)
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: URL,
    artifactsDirectory: URL,
    environment: [String: String] = [:],
    testName: String = #function
) -> String? {
    verify(
        try value(), as: snapshotting, named: name, record: record,
        files: SnapshotFiles(referenceDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory),
        environment: environment, testName: testName)
}

// MARK: - Implementation

private func verify<Value, Format>(
    _ value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    record: RecordMode?,
    files: SnapshotFiles,
    environment: [String: String],
    testName: String
) -> String? {
    let mode: RecordMode
    do {
        mode = try RecordMode.resolve(record, environment: environment)
    } catch {
        return error.description
    }

    let fileName = files.fileName(
        testName: SnapshotFiles.testName(function: testName), name: name,
        pathExtension: snapshotting.pathExtension)
    let reference = files.referenceURL(for: fileName)
    let artifact = files.artifactURL(for: fileName)

    let actual: Format
    do {
        actual = snapshotting.snapshot(try value())
    } catch {
        return "Could not take snapshot \(fileName): the value threw \(error)"
    }
    let diffing = snapshotting.diffing

    guard FileManager.default.fileExists(atPath: reference.path) else {
        guard mode.recordsMissing else {
            return "No snapshot at \(reference.path); run with KILN_RECORD=missing to record it."
        }
        if let problem = write(diffing.toData(actual), to: reference) { return problem }
        return "Recorded snapshot at \(reference.path). Re-run the test to check it."
    }

    let referenceData: Data
    do {
        referenceData = try Data(contentsOf: reference)
    } catch {
        return "Could not read snapshot at \(reference.path): \(error)"
    }

    let difference = diffing.diff(diffing.fromData(referenceData), actual)
    if difference == nil || mode.recordsFailures {
        // Any artifact from an earlier failure is now stale.
        try? FileManager.default.removeItem(at: artifact)
    }
    guard let difference else {
        guard mode.recordsAll else { return nil }
        if let problem = write(diffing.toData(actual), to: reference) { return problem }
        return """
            Re-recorded snapshot at \(reference.path) (record mode "all"; it matched). \
            Turn record mode off to check it.
            """
    }

    if mode.recordsFailures {
        if let problem = write(diffing.toData(actual), to: reference) { return problem }
        return """
            Re-recorded snapshot at \(reference.path) (record mode "\(mode)"). \
            Re-run the test to check it.

            \(difference)
            """
    }

    let artifactNote = write(diffing.toData(actual), to: artifact)
        ?? "Actual output written to \(artifact.path)"
    return """
        Snapshot does not match reference at \(reference.path)
        \(artifactNote)
        (Run with KILN_RECORD=failed to accept the new output.)

        \(difference)
        """
}

/// Writes `data`, creating directories; returns a failure message if that fails.
private func write(_ data: Data, to url: URL) -> String? {
    do {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return nil
    } catch {
        return "Could not write snapshot to \(url.path): \(error)"
    }
}

/// Reports to Swift Testing when a Swift Testing test is running, else to XCTest.
private func reportSnapshotFailure(
    _ message: String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: Testing.SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    assertionFailure(message, file: filePath, line: line)
    #endif
}
