import Foundation

extension Diffing where Format == String {
    /// UTF-8 text compared byte for byte; a difference is reported as a unified line diff
    /// (`--- reference` / `+++ actual`, hunks with 3 lines of context).
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                guard let hunks = LineDiff.unified(from: reference, to: actual) else { return nil }
                return "--- reference\n+++ actual\n" + hunks
            }
        )
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Snapshots a string as a text file (`.txt`). A trailing newline is added when missing, so
    /// reference files always end with one; the comparison is otherwise exact.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { string in
            string.hasSuffix("\n") ? string : string + "\n"
        }
    }
}
