import Foundation

/// Answers one message from the compiler with one message. It never throws: a message it
/// cannot read or does not know gets an answer carrying an error diagnostic, which the
/// compiler shows at the macro's use.
public struct PluginMessageHandler: Sendable {
    /// The message protocol version Kiln speaks (7: swift-syntax's, with the extension
    /// protocol list; Kiln reads none of the later fields it added).
    public static let protocolVersion = 7

    public init() {}

    public func handle(_ message: [UInt8]) -> [UInt8] {
        encode(answer(to: message))
    }

    func answer(to message: [UInt8]) -> PluginMessage {
        let request: HostMessage
        do {
            request = try JSONDecoder().decode(HostMessage.self, from: Data(message))
        } catch {
            return .expandMacroResult(.failure(PluginDiagnostic(
                .error, "Kiln's macro plugin could not read a message from the compiler: \(Self.describe(error))")))
        }
        switch request {
        case .getCapability:
            return .getCapabilityResult(protocolVersion: Self.protocolVersion)
        case .expandFreestandingMacro(let request):
            return .expandMacroResult(expandFreestanding(request))
        case .expandAttachedMacro(let request):
            return .expandMacroResult(expandAttached(request))
        case .loadPluginLibrary:
            return .loadPluginLibraryResult(loaded: false, diagnostics: [
                PluginDiagnostic(.error, "Kiln's macro plugin loads no libraries"),
            ])
        case .unknown(let kind):
            return .expandMacroResult(.failure(PluginDiagnostic(
                .error, "Kiln's macro plugin does not know the message '\(kind)'"))
            )
        }
    }

    private func expandFreestanding(_ request: FreestandingExpansionRequest) -> MacroExpansion {
        switch request.macro.typeName {
        case "PreviewMacro":
            return PreviewMacroExpansion.expand(request.syntax, macroName: request.macro.name, discriminator: request.discriminator)
        default:
            return unknownMacro(request.macro, at: request.syntax)
        }
    }

    private func expandAttached(_ request: AttachedExpansionRequest) -> MacroExpansion {
        switch request.macro.typeName {
        case "PreviewableMacro":
            // `@Previewable` marks state a preview's body declares; a preview's body is kept
            // as written, so the attribute adds nothing beside its declaration. (Swift 6.3
            // does not ask for peers of a closure's local variables; this answers elsewhere.)
            return MacroExpansion(expandedSource: "")
        default:
            return unknownMacro(request.macro, at: request.attributeSyntax)
        }
    }

    private func unknownMacro(_ macro: MacroReference, at syntax: MacroSyntax) -> MacroExpansion {
        .failure(PluginDiagnostic(
            .error, "Kiln's macro plugin has no macro '\(macro.typeName)' (used as '\(macro.name)')",
            fileName: syntax.location.fileName, offset: syntax.location.offset + MacroSourceScanner.triviaLength(of: syntax.source)))
    }

    private func encode(_ message: PluginMessage) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding these value types cannot fail; a failure would be a bug in this file.
        return Array(try! encoder.encode(message))
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        case DecodingError.keyNotFound(let key, let context):
            return "no '\(key.stringValue)' in \(path(context.codingPath))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        default:
            return String(describing: error)
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "the message" : "'" + codingPath.map(\.stringValue).joined(separator: ".") + "'"
    }
}
