import Foundation
@testable import KilnMacroSupport
import Testing

/// `#Preview` in each of its forms expands to a uniquely named type that makes a
/// `KilnViews.Preview` from the macro's own arguments; what cannot expand says why.
struct PreviewMacroExpansionTests {
    private func registry(_ arguments: String, attributes: String = "", line: Int = 3, column: Int = 1) -> String {
        """
        \(attributes)nonisolated struct $s3App0012RowsfMf_15PreviewRegistryfMu_: KilnViews.PreviewRegistry {
            static var fileID: String { "App/Rows.swift" }
            static var line: Int { \(line) }
            static var column: Int { \(column) }

            @MainActor static func makePreview() -> KilnViews.Preview {
                KilnViews.Preview\(arguments)
            }
        }
        \(attributes)@_silgen_name("\(PreviewSymbol.name(fileID: "App/Rows.swift", line: line))")
        nonisolated func $s3App0012RowsfMf_12PreviewEntryfMu0_() -> any KilnViews.PreviewRegistry.Type {
            $s3App0012RowsfMf_15PreviewRegistryfMu_.self
        }
        """
    }

    @Test func theEntrysSymbolIsNamedAfterTheFileAndLine() {
        #expect(PreviewSymbol.name(fileID: "App/Rows.swift", line: 3).hasPrefix("kiln_preview_App_Rows_swift_"))
        #expect(PreviewSymbol.name(fileID: "App/Rows.swift", line: 3).hasSuffix("_3"))
        // Names the readable part makes equal stay apart.
        #expect(PreviewSymbol.name(fileID: "App/a-b.swift", line: 3) != PreviewSymbol.name(fileID: "App/a_b.swift", line: 3))
    }

    @Test func theCapabilityAnswerNamesTheProtocolVersion() {
        for message in [#"{"getCapability":{}}"#, #"{"getCapability":{"capability":{"protocolVersion":8}}}"#] {
            let answer = String(decoding: PluginMessageHandler().handle(Array(message.utf8)), as: UTF8.self)
            #expect(answer == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
        }
    }

    @Test func aPreviewWithoutArgumentsPassesItsClosure() {
        let result = expansion(answering: freestandingRequest("#Preview {\n    Row()\n}"))
        #expect(result.source == registry(" {\n    Row()\n}"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aNamedPreviewKeepsItsName() {
        let result = expansion(answering: freestandingRequest(#"#Preview("Row (dark)") { Row() }"#))
        #expect(result.source == registry(#"("Row (dark)") { Row() }"#))
    }

    @Test func previewsWithTraitsKeepThemInOrder() {
        #expect(expansion(answering: freestandingRequest("#Preview(traits: .sizeThatFitsLayout) { Row() }")).source
            == registry("(traits: .sizeThatFitsLayout) { Row() }"))
        let both = #"#Preview("Wide", traits: .landscapeLeft, .fixedLayout(width: 400, height: 200)) { Row() }"#
        #expect(expansion(answering: freestandingRequest(both)).source
            == registry(#"("Wide", traits: .landscapeLeft, .fixedLayout(width: 400, height: 200)) { Row() }"#))
    }

    @Test func previewableStateStaysInTheBodyAndItsAttributeAddsNothing() {
        let source = "#Preview {\n    @Previewable @State var isOn = true\n    Toggle(\"On\", isOn: $isOn)\n}"
        #expect(expansion(answering: freestandingRequest(source)).source
            == registry(" {\n    @Previewable @State var isOn = true\n    Toggle(\"On\", isOn: $isOn)\n}"))
        let attached = """
            {"expandAttachedMacro":{"macro":{"moduleName":"KilnMacros","typeName":"PreviewableMacro","name":"Previewable"},\
            "macroRole":"peer","discriminator":"$s1","attributeSyntax":{"kind":"attribute","source":"@Previewable",\
            "location":{"fileID":"App/Rows.swift","fileName":"/p/Rows.swift","offset":60,"line":4,"column":5}},\
            "declSyntax":{"kind":"declaration","source":"@State var isOn = true",\
            "location":{"fileID":"App/Rows.swift","fileName":"/p/Rows.swift","offset":73,"line":4,"column":18}}}}
            """
        #expect(expansion(answering: attached) == (source: "", diagnostics: []))
    }

    @Test func triviaAndAvailabilityBeforeTheMacroAreHandled() {
        let source = "\n// A row.\n/* in\n two lines */\n@available(iOS 17, *)\n#Preview { Row() }"
        #expect(expansion(answering: freestandingRequest(source)).source
            == registry(" { Row() }", attributes: "@available(iOS 17, *)\n", line: 8, column: 1))
        #expect(expansion(answering: freestandingRequest("  #Kiln.Preview { Row() }")).source
            == registry(" { Row() }", column: 3))
    }

    @Test func stringsAndCommentsInsideArgumentsDoNotEndThem() {
        let source = ##"@available(iOS, message: "a ) in (") #Preview(#"raw" )"#) { Text("x") }"##
        let result = expansion(answering: freestandingRequest(source))
        #expect(result.source?.contains(##"KilnViews.Preview(#"raw" )"#) { Text("x") }"##) == true)
        #expect(result.source?.hasPrefix(#"@available(iOS, message: "a ) in (")"#) == true)
    }

    @Test func whatCannotExpandIsAnErrorAtTheMacro() {
        #expect(expansion(answering: freestandingRequest("#Preview")).diagnostics
            == ["error: #Preview needs the view to preview as a closure, as in '#Preview { ContentView() }'"])
        #expect(expansion(answering: freestandingRequest("/* never ends #Preview { }")).diagnostics
            == ["error: a comment before #Preview never ends"])
        #expect(expansion(answering: freestandingRequest("@available(iOS 17, * #Preview { }")).diagnostics
            == ["error: the arguments of an attribute before #Preview never close"])
        #expect(expansion(answering: freestandingRequest("#Preview { }", discriminator: "")).diagnostics
            == ["error: the compiler gave #Preview no name to expand into"])
        #expect(expansion(answering: freestandingRequest("#Preview { }", typeName: "StringifyMacro")).diagnostics
            == ["error: Kiln's macro plugin has no macro 'StringifyMacro' (used as 'Preview')"])
    }

    @Test func malformedMessagesAreAnsweredWithAnError() {
        let cases: [(String, String)] = [
            ("{not json", "error: Kiln's macro plugin could not read a message from the compiler: "),
            (#"{"getCapability":{},"expandFreestandingMacro":{}}"#, "error: Kiln's macro plugin could not read a message from the compiler: a message is an object with exactly one key, not 2"),
            (#"{"expandFreestandingMacro":{"discriminator":"$s1"}}"#, "error: Kiln's macro plugin could not read a message from the compiler: no 'macro' in 'expandFreestandingMacro'"),
            (#"{"shutDown":{}}"#, "error: Kiln's macro plugin does not know the message 'shutDown'"),
            ("[1, 2]", "error: Kiln's macro plugin could not read a message from the compiler: "),
        ]
        for (message, expected) in cases {
            let result = expansion(answering: message)
            #expect(result.source == nil, "\(message)")
            #expect(result.diagnostics.count == 1 && result.diagnostics[0].hasPrefix(expected), "\(message): \(result.diagnostics)")
        }
    }

    @Test func diagnosticsPointAtTheMacroInItsFile() {
        let answer = PluginMessageHandler().handle(Array(freestandingRequest("\n\n#Preview").utf8))
        let result = object(String(decoding: answer, as: UTF8.self))?["expandMacroResult"] as? [String: Any]
        let position = (result?["diagnostics"] as? [[String: Any]])?.first?["position"] as? [String: Any]
        #expect(position?["fileName"] as? String == "/p/Sources/App/Rows.swift")
        #expect(position?["offset"] as? Int == 42)
    }
}
