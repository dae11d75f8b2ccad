import Foundation
@testable import KilnMacroSupport

/// Bytes the compiler would send, handed out in chunks of at most `chunkSize` so that reads
/// split messages and their length fields as a pipe may.
struct ScriptedInput: PluginInput {
    var bytes: [UInt8]
    var chunkSize = Int.max

    mutating func read(upTo count: Int) throws -> [UInt8] {
        let taken = Array(bytes.prefix(min(count, chunkSize)))
        bytes.removeFirst(taken.count)
        return taken
    }
}

struct CollectedOutput: PluginOutput {
    var bytes: [UInt8] = []
    mutating func write(_ bytes: [UInt8]) throws { self.bytes += bytes }
}

/// Splits framed output back into its messages, failing on framing that does not add up.
func unframe(_ bytes: [UInt8]) -> [String]? {
    var messages: [String] = []
    var rest = bytes[...]
    while !rest.isEmpty {
        guard rest.count >= 8 else { return nil }
        let length = rest.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
        rest = rest.dropFirst(8)
        guard rest.count >= length else { return nil }
        messages.append(String(decoding: rest.prefix(length), as: UTF8.self))
        rest = rest.dropFirst(length)
    }
    return messages
}

/// The JSON object a message holds.
func object(_ json: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
}

/// An `expandFreestandingMacro` message as swift's compiler sends it for `source`, written at
/// line 3, column 1 of `App/Rows.swift`, 40 bytes into the file.
func freestandingRequest(_ source: String, typeName: String = "PreviewMacro", discriminator: String = "$s3App0012RowsfMf_")
    -> String
{
    let request: [String: Any] = [
        "expandFreestandingMacro": [
            "macro": ["moduleName": "KilnMacros", "typeName": typeName, "name": "Preview"],
            "macroRole": "declaration",
            "discriminator": discriminator,
            "syntax": [
                "kind": "declaration", "source": source,
                "location": ["fileID": "App/Rows.swift", "fileName": "/p/Sources/App/Rows.swift", "offset": 40, "line": 3, "column": 1],
            ],
            "lexicalContext": [],
        ] as [String: Any],
    ]
    return String(decoding: try! JSONSerialization.data(withJSONObject: request), as: UTF8.self)
}

/// What the handler answers to `message`: the expansion's source and its diagnostics' messages.
func expansion(answering message: String) -> (source: String?, diagnostics: [String]) {
    let answer = PluginMessageHandler().handle(Array(message.utf8))
    let result = object(String(decoding: answer, as: UTF8.self))?["expandMacroResult"] as? [String: Any]
    let diagnostics = (result?["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
        "\(diagnostic["severity"] ?? "?"): \(diagnostic["message"] ?? "?")"
    }
    return (result?["expandedSource"] as? String, diagnostics)
}
