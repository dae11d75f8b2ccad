#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import KilnLayout
import KilnTree

extension SiteGenerator {
    /// The asset colour variables (`var(--k-c-…)`) that `bytes` reads and `defined` lacks, once each.
    /// Every page's bytes are searched, so the marker is found by its `(` with memchr, not byte by byte:
    /// a page has few of those, where its `v`s are mostly `<div`s.
    static func missingColorVariables(in bytes: [UInt8], defined: Set<String>) -> [String] {
        let marker = Array("var(--k-c-".utf8)
        let parenthesis = 3  // the index of `(` in the marker
        var missing: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            while index + marker.count <= buffer.count,
                let found = memchr(base + index + parenthesis, Int32(marker[parenthesis]), buffer.count - index - marker.count + 1) {
                let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) - parenthesis
                guard memcmp(base + position, marker, marker.count) == 0 else {
                    index = position + 1
                    continue
                }
                let start = position + 4
                var end = start
                while end < buffer.count, buffer[end] != UInt8(ascii: ")"), buffer[end] != UInt8(ascii: ",") { end += 1 }
                let variable = String(decoding: buffer[start..<end], as: UTF8.self)
                if !defined.contains(variable) && !missing.contains(variable) { missing.append(variable) }
                index = end
            }
        }
        return missing
    }

    static func missingColorMessage(_ variable: String) -> String {
        let name = variable.dropFirst("--k-c-".count)
        return "Color(\"…\") names a colour set the assets folder does not have: looked for a .colorset named like \"\(name)\" (letters and digits compared, case ignored)"
    }
}
