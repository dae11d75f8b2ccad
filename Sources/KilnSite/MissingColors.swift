import KilnLayout
import KilnTree

extension SiteGenerator {
    /// The asset colour variables (`var(--k-c-…)`) that `bytes` reads and `defined` lacks, once each.
    static func missingColorVariables(in bytes: [UInt8], defined: Set<String>) -> [String] {
        let marker = Array("var(--k-c-".utf8)
        var missing: [String] = []
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) else {
                index += 1
                continue
            }
            let start = index + 4
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: ",") { end += 1 }
            let variable = String(decoding: bytes[start..<end], as: UTF8.self)
            if !defined.contains(variable) && !missing.contains(variable) { missing.append(variable) }
            index = end
        }
        return missing
    }

    static func missingColorMessage(_ variable: String) -> String {
        let name = variable.dropFirst("--k-c-".count)
        return "Color(\"…\") names a colour set the assets folder does not have: looked for a .colorset named like \"\(name)\" (letters and digits compared, case ignored)"
    }
}
