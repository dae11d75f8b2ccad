/// Expands `#Preview` without a syntax tree. The macro's arguments were type-checked against
/// its declaration before the compiler asks for the expansion, and `KilnViews.Preview` has
/// initialisers with the same signatures, so the expansion passes everything after the macro's
/// name to one of them unchanged, inside a uniquely named type recording where it was written:
///
///     #Preview("Name", traits: .sizeThatFitsLayout) { Row() }
///
/// becomes
///
///     nonisolated struct $s…15PreviewRegistryfMu_: KilnViews.PreviewRegistry {
///         static var fileID: String { "App/Row.swift" }
///         static var line: Int { 12 }
///         static var column: Int { 1 }
///
///         @MainActor static func makePreview() -> KilnViews.Preview {
///             KilnViews.Preview("Name", traits: .sizeThatFitsLayout) { Row() }
///         }
///     }
public enum PreviewMacroExpansion {
    public static func expand(_ syntax: MacroSyntax, macroName: String, discriminator: String) -> MacroExpansion {
        var scanner = MacroSourceScanner(syntax.source)
        func failure(_ message: String, at offset: Int) -> MacroExpansion {
            .failure(PluginDiagnostic(.error, message, fileName: syntax.location.fileName, offset: syntax.location.offset + offset))
        }

        // Attributes and modifiers before `#Preview`; only availability matters to the expansion.
        var availability: [String] = []
        while true {
            guard scanner.skipTrivia() else { return failure("a comment before #\(macroName) never ends", at: scanner.index) }
            let start = scanner.index
            if scanner.current == .hash { break }
            if scanner.current == .at {
                scanner.advance()
                let name = scanner.readQualifiedName()
                if scanner.current == .openParen, !scanner.skipParenthesised() {
                    return failure("the arguments of an attribute before #\(macroName) never close", at: start)
                }
                if name == "available" { availability.append(String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)) }
            } else if scanner.readIdentifier() == nil {
                return failure("expected '#\(macroName)' here", at: start)
            }
        }

        let hashOffset = scanner.index
        scanner.advance()
        let written = scanner.readQualifiedName()
        guard let written, written.split(separator: ".").last.map(String.init) == macroName else {
            return failure("expected '#\(macroName)' here, not '#\(written ?? "")'", at: hashOffset)
        }
        let arguments = String(decoding: scanner.bytes[scanner.index...], as: UTF8.self)
        guard scanner.skipTrivia(), scanner.current == .openParen || scanner.current == .openBrace else {
            return failure(
                "#\(macroName) needs the view to preview as a closure, as in '#\(macroName) { ContentView() }'", at: hashOffset)
        }
        guard !discriminator.isEmpty else {
            return failure("the compiler gave #\(macroName) no name to expand into", at: hashOffset)
        }

        let position = scanner.lineAndColumn(of: hashOffset, startingAt: syntax.location.line, syntax.location.column)
        let attributes = availability.map { $0 + "\n" }.joined()
        let registryName = "PreviewRegistry"
        // The registry under a name the KilnPreviews plugin's catalog can call (see PreviewSymbol).
        let entryName = "PreviewEntry"
        return MacroExpansion(expandedSource: """
            \(attributes)nonisolated struct \(discriminator)\(registryName.utf8.count)\(registryName)fMu_: KilnViews.PreviewRegistry {
                static var fileID: String { \(swiftStringLiteral(syntax.location.fileID)) }
                static var line: Int { \(position.line) }
                static var column: Int { \(position.column) }

                @MainActor static func makePreview() -> KilnViews.Preview {
                    KilnViews.Preview\(arguments)
                }
            }
            \(attributes)@_silgen_name(\(swiftStringLiteral(PreviewSymbol.name(fileID: syntax.location.fileID, line: position.line))))
            nonisolated func \(discriminator)\(entryName.utf8.count)\(entryName)fMu0_() -> any KilnViews.PreviewRegistry.Type {
                \(discriminator)\(registryName.utf8.count)\(registryName)fMu_.self
            }
            """)
    }
}
