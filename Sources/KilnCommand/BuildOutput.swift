import Foundation

/// Reads what a failed build printed — `swift build`'s output or a site executable's errors —
/// down to the lines a person needs: `file:line:col: error: message`, each once.
public enum BuildOutput {
    /// The error lines of `output`: those naming a place (the compiler prints each twice, once
    /// per job, with source excerpts between them), else those saying `error:`, else the last
    /// lines. Paths inside `package` are shown relative to it.
    public static func errors(in output: String, package: URL? = nil) -> String {
        let lines = output.split(whereSeparator: \.isNewline)
        let located = placedLines(lines, severity: "error", package: package)
        if !located.isEmpty { return located.joined(separator: "\n") }
        let stated = unique(lines.filter { $0.contains("error:") || $0.hasPrefix("Fatal error") }.map(String.init))
        if !stated.isEmpty { return stated.joined(separator: "\n") }
        return lines.suffix(20).joined(separator: "\n")
    }

    /// The `file:line:col: warning: message` lines of `output` about the package's own files
    /// (not its dependencies'), each once, relative to the package.
    public static func warnings(in output: String, package: URL) -> [String] {
        let prefix = package.standardizedFileURL.path + "/"
        return placedLines(output.split(whereSeparator: \.isNewline), severity: "warning", package: nil).compactMap { line in
            guard line.hasPrefix(prefix), !line.hasPrefix(prefix + ".build/") else { return nil }
            return String(line.dropFirst(prefix.count))
        }
    }

    private static func placedLines(_ lines: [Substring], severity: String, package: URL?) -> [String] {
        let prefix = package.map { $0.standardizedFileURL.path + "/" }
        return unique(lines.compactMap { line in
            guard let place = place(of: line, severity: severity) else { return nil }
            guard let prefix, place.hasPrefix(prefix) else { return String(line) }
            return String(line.dropFirst(prefix.count))
        })
    }

    /// The `file:line` or `file:line:col` before `: severity: `, or nil when the line has none.
    private static func place(of line: Substring, severity: String) -> Substring? {
        guard let marker = line.range(of: ": \(severity): ") else { return nil }
        let place = line[..<marker.lowerBound]
        var parts = place.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.last!.allSatisfy(\.isNumber), !parts.last!.isEmpty else { return nil }
        parts.removeLast()
        if parts.count >= 2, !parts.last!.isEmpty, parts.last!.allSatisfy(\.isNumber) { parts.removeLast() }
        let file = parts.joined(separator: ":")
        guard !file.isEmpty, !file.hasPrefix(" ") else { return nil }
        return place
    }

    private static func unique(_ lines: [String]) -> [String] {
        var seen: Set<String> = []
        return lines.filter { seen.insert($0).inserted }
    }
}
