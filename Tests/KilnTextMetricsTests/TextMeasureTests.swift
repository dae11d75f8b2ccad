import Foundation
import Testing

@testable import KilnTextMetrics

private let fontDirectory = "/usr/share/fonts/truetype/liberation"
private let fontsInstalled = FileManager.default.fileExists(atPath: "\(fontDirectory)/LiberationSans-Regular.ttf")
    && FileManager.default.fileExists(atPath: "\(fontDirectory)/LiberationSans-Bold.ttf")
private let swiftOnPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .contains { FileManager.default.isExecutableFile(atPath: "\($0)/swift") }

struct TextMeasureTests {
    /// Liberation Sans advances in font units (2048 per em).
    private func px(_ units: Double, _ size: Double) -> Double { units / 2048 * size }

    @Test(
        .enabled(if: fontsInstalled, "fonts-liberation is not installed; the table cannot be regenerated here"),
        .enabled(if: swiftOnPath, "no swift on PATH to run Scripts/generate-font-metrics.swift"))
    func committedTableIsWhatTheGeneratorWrites() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-metrics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let generatedURL = scratch.appendingPathComponent("LiberationSansMetrics.swift")
        let messagesURL = scratch.appendingPathComponent("messages.txt")
        let status = try runToCompletion(
            ["/usr/bin/env", "swift", "Scripts/generate-font-metrics.swift", generatedURL.path], in: root,
            messagesTo: messagesURL)
        let messages = (try? String(contentsOf: messagesURL, encoding: .utf8)) ?? ""
        try #require(status == 0, "the generator failed: \(messages)")
        let generated = try Data(contentsOf: generatedURL)
        let committed = try Data(
            contentsOf: root.appendingPathComponent("Sources/KilnTextMetrics/LiberationSansMetrics.swift"))
        #expect(generated == committed, "run `swift Scripts/generate-font-metrics.swift` and commit the result")
    }

    @Test func knownWidths() {
        // Digits 1139, comma 569; "W" 1933; "Tasks Remaining" regular and bold.
        #expect(abs(TextMeasure.width(of: "1,000", size: 11) - px(4 * 1139 + 569, 11)) < 1e-9)
        #expect(abs(TextMeasure.width(of: "W", size: 13) - px(1933, 13)) < 1e-9)
        #expect(abs(TextMeasure.width(of: "1,000", size: 11) - 27.526) < 0.001)
        #expect(TextMeasure.width(of: "Tasks Remaining", size: 11, bold: true) > TextMeasure.width(of: "Tasks Remaining", size: 11))
        #expect(TextMeasure.width(of: "", size: 11) == 0)
    }

    @Test(arguments: [false, true]) func digitsShareOneWidth(bold: Bool) {
        let widths = Set((0...9).map { TextMeasure.width(of: String($0), size: 10, bold: bold) })
        #expect(widths == [px(1139, 10)])
    }

    @Test func theMinusSignIsAsWideAsThePlusSign() {
        #expect(TextMeasure.width(of: "\u{2212}20", size: 11) == TextMeasure.width(of: "+20", size: 11))
    }

    @Test func combiningMarksAndInvisiblesTakeNoSpace() {
        #expect(TextMeasure.width(of: "e\u{301}", size: 10) == TextMeasure.width(of: "e", size: 10))
        #expect(TextMeasure.width(of: "é", size: 10) == TextMeasure.width(of: "e", size: 10))
        #expect(TextMeasure.width(of: "a\u{AD}b\u{200B}c", size: 10) == TextMeasure.width(of: "abc", size: 10))
    }

    @Test func emojiCountOneConservativeGlyphPerCluster() {
        let one = TextMeasure.width(of: "😀", size: 10)
        #expect(one == 13)
        #expect(TextMeasure.width(of: "👩‍👩‍👧", size: 10) == one)
        #expect(TextMeasure.width(of: "🇯🇵", size: 10) == one)
        #expect(TextMeasure.width(of: "👍🏽", size: 10) == one)
        #expect(TextMeasure.width(of: "1️⃣", size: 10) == one)
        // Without VS16 a text-style symbol is measured from the font.
        #expect(TextMeasure.width(of: "©", size: 10) == px(1509, 10))
    }

    @Test func charactersOutsideTheTableCountOneEm() {
        #expect(TextMeasure.width(of: "東京", size: 12) == 24)
    }

    @Test func theFontStackStartsWithTheMeasuredFace() {
        #expect(TextMeasure.fontFamily.hasPrefix("\"Liberation Sans\",Arial,Helvetica"))
    }
}

/// Runs `arguments` in `directory` and waits for it, with its output in `messagesTo`.
///
/// posix_spawn and a blocking waitpid rather than Foundation's `Process`, whose termination
/// monitoring on Linux can miss the exit while browser tests spawn processes in parallel; and a
/// file rather than a pipe, whose write end a process spawned meanwhile would inherit.
private func runToCompletion(_ arguments: [String], in directory: URL, messagesTo log: URL) throws -> Int32 {
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
    #else
        var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // The child changes directory itself: posix_spawn_file_actions_addchdir is not everywhere.
    let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + arguments
    let argv = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status
}
