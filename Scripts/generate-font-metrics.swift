// Writes Sources/KilnTextMetrics/LiberationSansMetrics.swift: the advance widths of Liberation Sans
// (metric-compatible with Arial and Helvetica) for the code points chart labels plausibly use.
//
//     swift Scripts/generate-font-metrics.swift [output path, or - for standard output]
//
// Reads Debian's fonts-liberation (LiberationSans-Regular.ttf and -Bold.ttf) and parses only what
// advance widths need: head (unitsPerEm), hhea (numberOfHMetrics), hmtx and cmap format 4.
// Run from the package root. No dependencies beyond Foundation.

import Foundation

let fontDirectory = "/usr/share/fonts/truetype/liberation"
let defaultOutput = "Sources/KilnTextMetrics/LiberationSansMetrics.swift"

/// The blocks a chart label plausibly draws from: Latin (with Extended-A/B), Greek, Cyrillic,
/// general punctuation, currency, letterlike symbols and number forms, arrows, mathematical
/// operators (U+2212 minus), geometric shapes and check marks.
let codePointRanges: [ClosedRange<UInt32>] = [
    0x0020...0x024F, 0x0370...0x03FF, 0x0400...0x04FF, 0x2000...0x206F, 0x20A0...0x20CF,
    0x2100...0x215F, 0x2190...0x21FF, 0x2200...0x22FF, 0x25A0...0x25FF, 0x2713...0x2718,
]

struct FontError: Error, CustomStringConvertible {
    var description: String
}

/// The tables of one TrueType font that advance widths depend on.
struct TrueTypeFont {
    let bytes: [UInt8]
    let tables: [String: Int]

    init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FontError(description: "cannot read \(path) (install fonts-liberation)")
        }
        bytes = [UInt8](data)
        var tables: [String: Int] = [:]
        let count = Int(Self.u16(bytes, 4))
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            tables[tag] = Int(Self.u32(bytes, record + 8))
        }
        self.tables = tables
    }

    static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(u16(bytes, offset)) << 16 | UInt32(u16(bytes, offset + 2))
    }

    func u16(_ offset: Int) -> UInt16 { Self.u16(bytes, offset) }

    func table(_ tag: String) throws -> Int {
        guard let offset = tables[tag] else { throw FontError(description: "the font has no \(tag) table") }
        return offset
    }

    var unitsPerEm: Int { get throws { Int(u16(try table("head") + 18)) } }

    /// The advance of every glyph: hmtx holds numberOfHMetrics pairs, later glyphs repeat the last advance.
    func advances() throws -> (advances: [UInt16], last: UInt16) {
        let count = Int(u16(try table("hhea") + 34))
        let hmtx = try table("hmtx")
        let advances = (0..<count).map { u16(hmtx + 4 * $0) }
        return (advances, advances[count - 1])
    }

    /// Code point → glyph id from the Windows Unicode BMP subtable (platform 3, encoding 1), format 4.
    func glyphIDs() throws -> [UInt32: UInt16] {
        let cmap = try table("cmap")
        var subtable: Int?
        for index in 0..<Int(u16(cmap + 2)) {
            let record = cmap + 4 + 8 * index
            if u16(record) == 3 && u16(record + 2) == 1 { subtable = cmap + Int(Self.u32(bytes, record + 4)) }
        }
        guard let subtable, u16(subtable) == 4 else { throw FontError(description: "no cmap format 4 subtable (3, 1)") }
        let segments = Int(u16(subtable + 6)) / 2
        let endCodes = subtable + 14, startCodes = endCodes + 2 * segments + 2
        let deltas = startCodes + 2 * segments, rangeOffsets = deltas + 2 * segments
        var glyphs: [UInt32: UInt16] = [:]
        for segment in 0..<segments {
            let start = u16(startCodes + 2 * segment), end = u16(endCodes + 2 * segment)
            let delta = u16(deltas + 2 * segment), rangeOffsetAddress = rangeOffsets + 2 * segment
            let rangeOffset = Int(u16(rangeOffsetAddress))
            guard start != 0xFFFF else { continue }
            for code in start...end {
                var glyph: UInt16
                if rangeOffset == 0 {
                    glyph = code &+ delta
                } else {
                    // idRangeOffset counts bytes from its own address into glyphIdArray.
                    glyph = u16(rangeOffsetAddress + rangeOffset + 2 * Int(code - start))
                    if glyph != 0 { glyph = glyph &+ delta }
                }
                if glyph != 0 { glyphs[UInt32(code)] = glyph }
            }
        }
        return glyphs
    }
}

/// The advance widths of one face for the wanted code points; nil where the font has no glyph.
func advanceWidths(path: String) throws -> (unitsPerEm: Int, widths: [UInt32: UInt16]) {
    let font = try TrueTypeFont(path: path)
    let (advances, last) = try font.advances()
    let glyphs = try font.glyphIDs()
    var widths: [UInt32: UInt16] = [:]
    for range in codePointRanges {
        for code in range {
            guard let glyph = glyphs[code] else { continue }
            widths[code] = Int(glyph) < advances.count ? advances[Int(glyph)] : last
        }
    }
    return (try font.unitsPerEm, widths)
}

/// Runs of consecutive code points both faces cover, as Swift source.
func render(regular: [UInt32: UInt16], bold: [UInt32: UInt16], unitsPerEm: Int) -> String {
    let covered = regular.keys.filter { bold[$0] != nil }.sorted()
    var runs: [[UInt32]] = []
    for code in covered {
        if let last = runs.last?.last, last + 1 == code { runs[runs.count - 1].append(code) } else { runs.append([code]) }
    }
    func list(_ codes: [UInt32], _ widths: [UInt32: UInt16]) -> String {
        codes.map { String(widths[$0]!) }.joined(separator: ",")
    }
    var lines = [
        "// Generated by Scripts/generate-font-metrics.swift from Debian's fonts-liberation",
        "// (LiberationSans-Regular.ttf, LiberationSans-Bold.ttf). Do not edit; run the script again.",
        "",
        "/// Advance widths of Liberation Sans (the metrics of Arial and Helvetica) in font units.",
        "enum LiberationSansMetrics {",
        "    static let unitsPerEm: Double = \(unitsPerEm)",
        "",
        "    /// Runs of consecutive code points with a glyph in both faces, sorted by `first`.",
        "    static let runs: [AdvanceRun] = [",
    ]
    for run in runs {
        let first = String(format: "0x%04X", run[0])
        lines.append("        AdvanceRun(")
        lines.append("            first: \(first),")
        lines.append("            regular: [\(list(run, regular))],")
        lines.append("            bold: [\(list(run, bold))]),")
    }
    lines += ["    ]", "}", ""]
    return lines.joined(separator: "\n")
}

do {
    let arguments = CommandLine.arguments.dropFirst()
    let output = arguments.first ?? defaultOutput
    let regular = try advanceWidths(path: "\(fontDirectory)/LiberationSans-Regular.ttf")
    let bold = try advanceWidths(path: "\(fontDirectory)/LiberationSans-Bold.ttf")
    guard regular.unitsPerEm == bold.unitsPerEm else { throw FontError(description: "the faces differ in unitsPerEm") }
    let source = render(regular: regular.widths, bold: bold.widths, unitsPerEm: regular.unitsPerEm)
    if output == "-" {
        FileHandle.standardOutput.write(Data(source.utf8))
    } else {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output))
    }
} catch {
    FileHandle.standardError.write(Data("generate-font-metrics: \(error)\n".utf8))
    exit(1)
}
