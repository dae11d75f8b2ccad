import KilnTree

/// Problems found while resolving a page, collected from every node.
final class LayoutProblems {
    private(set) var diagnostics: [Diagnostic] = []

    func report(_ found: [Diagnostic]) { diagnostics += found }

    /// Reports a problem unless the page already has it (a symbol drawn in every row, say).
    func reportOnce(_ found: Diagnostic) {
        if !diagnostics.contains(found) { diagnostics.append(found) }
    }

    private var unmappedSymbols: Set<String> = []

    /// A symbol name with no icon, reported at its first use on the page only.
    func reportUnmappedSymbol(_ name: String, at source: CallSite?) {
        guard unmappedSymbols.insert(name).inserted else { return }
        diagnostics.append(Diagnostic(.warning, "Image(systemName: \"\(name)\") has no icon in Kiln's symbol set; a neutral glyph stands in", at: source))
    }
}
