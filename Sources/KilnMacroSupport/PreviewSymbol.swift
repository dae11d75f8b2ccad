/// The linker name under which a `#Preview`'s expansion gives its registry type, so that the
/// catalog the `KilnPreviews` plugin generates can call it: the expansion's own type names are
/// made by the compiler and cannot be written in another file, a symbol name made from where the
/// preview is written can.
public enum PreviewSymbol {
    /// `kiln_preview_App_Row_swift_5f3a…_12` for a `#Preview` at line 12 of `App/Row.swift`.
    public static func name(fileID: String, line: Int) -> String {
        let readable = String(decoding: fileID.utf8.map { isSymbolByte($0) ? $0 : UInt8(ascii: "_") }, as: UTF8.self)
        return "kiln_preview_\(readable)_\(String(fnv1a(fileID), radix: 16))_\(line)"
    }

    private static func isSymbolByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Tells apart file names the readable part makes equal (`a-b.swift`, `a_b.swift`).
    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
