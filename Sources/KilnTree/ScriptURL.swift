/// URLs that would run script rather than lead somewhere (`javascript:`, `vbscript:`,
/// `data:`), however they are spelled: any case, with spaces, tabs or newlines inside the
/// scheme. One rule for the whole pipeline: lowering reports such links with the user's call
/// site, and the emitter refuses to write them.
package enum ScriptURL {
    package static func isScript(_ url: String) -> Bool {
        let visible = url.unicodeScalars.filter { $0.value > 0x20 && $0 != "\u{7F}" }
        let scheme = visible.prefix(while: { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" })
        guard visible.dropFirst(scheme.count).first == ":" else { return false }
        return ["javascript", "vbscript", "data"].contains(String(String.UnicodeScalarView(scheme)).lowercased())
    }
}
