import Foundation
@testable import KilnMacroSupport
import Testing

/// The conversation's framing: an 8-byte little-endian length before each message, both ways.
struct PluginServerTests {
    private let capability = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#

    private func run(_ bytes: [UInt8], chunkSize: Int = .max) -> (end: PluginServer<ScriptedInput, CollectedOutput>.End, answers: [String]?) {
        var server = PluginServer(input: ScriptedInput(bytes: bytes, chunkSize: chunkSize), output: CollectedOutput())
        let end = server.run()
        return (end, unframe(server.output.bytes))
    }

    @Test func aFrameIsItsLengthInEightLittleEndianBytes() {
        #expect(PluginServer<ScriptedInput, CollectedOutput>.frame(Array("abc".utf8)) == [3, 0, 0, 0, 0, 0, 0, 0] + Array("abc".utf8))
        let long = [UInt8](repeating: 0x20, count: 0x0102)
        #expect(PluginServer<ScriptedInput, CollectedOutput>.frame(long).prefix(8) == [0x02, 0x01, 0, 0, 0, 0, 0, 0])
    }

    @Test func eachMessageGetsOneFramedAnswerEvenWhenReadsSplitThem() {
        let message = PluginServer<ScriptedInput, CollectedOutput>.frame(Array(capability.utf8))
        for chunkSize in [1, 3, 8, 1000] {
            let (end, answers) = run(message + message, chunkSize: chunkSize)
            #expect(end == .inputClosed)
            #expect(answers == [#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#, #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#])
        }
    }

    @Test func anEmptyMessageEndsTheConversation() {
        let message = PluginServer<ScriptedInput, CollectedOutput>.frame(Array(capability.utf8))
        let (end, answers) = run(message + [UInt8](repeating: 0, count: 8) + message)
        #expect(end == .terminated)
        #expect(answers?.count == 1)
    }

    @Test func brokenFramingStopsTheServerWithAReason() {
        let message = PluginServer<ScriptedInput, CollectedOutput>.frame(Array(capability.utf8))
        #expect(run(Array(message.prefix(5))).end == .failed("the input ended inside a message's length (5 of 8 bytes)"))
        #expect(run(Array(message.dropLast(2))).end == .failed("the input ended inside a message (\(capability.utf8.count - 2) of \(capability.utf8.count) bytes)"))
        let huge: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0x10]
        guard case .failed(let reason) = run(huge).end else { Issue.record("a length of 2^60 was read"); return }
        #expect(reason.hasPrefix("a message claims 1152921504606846976 bytes"))
    }

    @Test func aMalformedMessageIsAnsweredAndTheConversationGoesOn() {
        let garbage = PluginServer<ScriptedInput, CollectedOutput>.frame(Array("{not json".utf8))
        let message = PluginServer<ScriptedInput, CollectedOutput>.frame(Array(capability.utf8))
        let (end, answers) = run(garbage + message)
        #expect(end == .inputClosed)
        #expect(answers?.count == 2)
        let error = answers.flatMap { object($0[0]) }?["expandMacroResult"] as? [String: Any]
        let diagnostics = error?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.first?["severity"] as? String == "error")
        #expect(answers?[1].contains("getCapabilityResult") == true)
    }
}
