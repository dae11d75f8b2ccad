import Foundation
#if canImport(Testing)
import Testing
#endif

/// Where one test file's snapshots live:
///
/// - references: `<test file's directory>/__Snapshots__/<TestFile>/<test>.<n|name>.<ext>`
/// - artifacts (actual output of failed comparisons):
///   `$KILN_SNAPSHOT_ARTIFACTS/<TestFile>/…`, else `<test file's directory>/__Artifacts__/<TestFile>/…`
struct SnapshotFiles {
    /// The environment variable naming the artifacts root.
    static let artifactsVariable = "KILN_SNAPSHOT_ARTIFACTS"

    var referenceDirectory: URL
    var artifactsDirectory: URL

    init(referenceDirectory: URL, artifactsDirectory: URL) {
        self.referenceDirectory = referenceDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The directories for the test file at `filePath` (`#filePath`).
    init(filePath: StaticString, environment: [String: String]) {
        let file = URL(fileURLWithPath: "\(filePath)")
        let testFile = file.deletingPathExtension().lastPathComponent
        let directory = file.deletingLastPathComponent()
        let artifactsRoot = environment[Self.artifactsVariable]
            .flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? directory.appendingPathComponent("__Artifacts__", isDirectory: true)
        self.init(
            referenceDirectory: directory
                .appendingPathComponent("__Snapshots__", isDirectory: true)
                .appendingPathComponent(testFile, isDirectory: true),
            artifactsDirectory: artifactsRoot.appendingPathComponent(testFile, isDirectory: true))
    }

    /// `<test>.<name>.<ext>` for a named snapshot, else `<test>.<n>.<ext>` where `n` counts the
    /// unnamed snapshots of this test so far (1, 2, …).
    func fileName(testName: String, name: String?, pathExtension: String) -> String {
        let safeName = name.map(Self.sanitize) ?? ""
        let suffix: String
        if !safeName.isEmpty {
            suffix = safeName
        } else {
            let key = referenceDirectory.path + "/" + testName
            suffix = String(Self.counter.next(for: key))
        }
        let base = "\(testName).\(suffix)"
        return pathExtension.isEmpty ? base : "\(base).\(pathExtension)"
    }

    func referenceURL(for fileName: String) -> URL {
        referenceDirectory.appendingPathComponent(fileName, isDirectory: false)
    }

    func artifactURL(for fileName: String) -> URL {
        artifactsDirectory.appendingPathComponent(fileName, isDirectory: false)
    }

    // MARK: - Test names

    /// The running test's name, file-name safe: the Swift Testing test's name when there is
    /// one, else `function` (`#function`, e.g. `testHeader()`).
    static func testName(function: String) -> String {
        #if canImport(Testing)
        let name = sanitize(Test.current?.name ?? function)
        #else
        let name = sanitize(function)
        #endif
        return name.isEmpty ? "snapshot" : name
    }

    /// Drops a trailing `()`, keeps ASCII letters, digits, `_` and `-`, maps anything else to
    /// `_`, and trims `_` from both ends: `"rendersHeader()"` → `"rendersHeader"`,
    /// `"renders a header"` → `"renders_a_header"`, `"size(width:)"` → `"size_width"`.
    static func sanitize(_ name: String) -> String {
        var name = Substring(name)
        if name.hasSuffix("()") { name = name.dropLast(2) }
        let mapped = name.unicodeScalars.map { scalar -> Character in
            let allowed = scalar.isASCII
                && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-")
            return allowed ? Character(scalar) : "_"
        }
        return String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "_"))
    }

    // MARK: - Counters

    /// Unnamed-snapshot counters per (reference directory, test), shared by tests running in
    /// parallel.
    static let counter = Counter()

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func next(for key: String) -> Int {
            lock.withLock {
                counts[key, default: 0] += 1
                return counts[key]!
            }
        }
    }
}
