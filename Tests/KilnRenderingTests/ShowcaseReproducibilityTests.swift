import Foundation
import Testing

/// The showcase built by two separate processes — in time zones a day apart, one with Swift's
/// per-process random hash seed and one with deterministic hashing — is the same bytes, file for
/// file: nothing in a page depends on the clock, the zone or the order of a `Set` or `Dictionary`.
struct ShowcaseReproducibilityTests {
    @Test func twoProcessesInDifferentZonesWriteTheSameSite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-reproducible-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // One build date for both (a TimelineView's page is built for its day: two builds either
        // side of midnight UTC would differ for that alone).
        let date = "1781049600"
        let first = try build(into: folder.appendingPathComponent("first"), environment: ["TZ": "Pacific/Kiritimati", "SOURCE_DATE_EPOCH": date])
        let second = try build(
            into: folder.appendingPathComponent("second"),
            environment: ["TZ": "Pacific/Pago_Pago", "SWIFT_DETERMINISTIC_HASHING": "1", "SOURCE_DATE_EPOCH": date])
        #expect(first.count == 227, "the showcase's 213 pages and 14 other files: \(first.count)")
        #expect(Set(first.keys) == Set(second.keys))
        let differing = first.keys.sorted().filter { first[$0] != second[$0] }
        #expect(differing.isEmpty, "differ between the two builds: \(differing.prefix(10))")
    }

    /// Runs the showcase executable built beside the tests and reads every file it wrote.
    private func build(into output: URL, environment: [String: String]) throws -> [String: Data] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Showcase")
        #expect(FileManager.default.isExecutableFile(atPath: executable.path), "no showcase executable at \(executable.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--output", output.path, "--assets", ShowcaseCrawlTests.assets.path]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the showcase build failed: \(String(decoding: message, as: UTF8.self))")
        return try siteFiles(in: output)
    }

    private func siteFiles(in folder: URL) throws -> [String: Data] {
        let root = folder.standardizedFileURL.path
        var files: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }
}
