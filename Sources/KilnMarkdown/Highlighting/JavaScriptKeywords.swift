/// JavaScript's keywords and TypeScript's, by how a highlighter can tell them.
enum JavaScriptKeywords {
    static let literals: Set<String> = ["true", "false", "null", "undefined", "NaN", "Infinity"]

    static let reserved: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "enum", "export", "extends", "finally", "for", "function", "if", "import", "in", "instanceof", "let",
        "new", "return", "super", "switch", "this", "throw", "try", "typeof", "var", "void", "while", "with",
        "yield", "await",
    ]

    /// Keywords of JavaScript and TypeScript that may also be names (`type`, `of`, `get`).
    static let contextual: Set<String> = [
        "abstract", "accessor", "as", "asserts", "async", "declare", "from", "get", "implements", "infer",
        "interface", "is", "keyof", "module", "namespace", "of", "override", "private", "protected", "public",
        "readonly", "satisfies", "set", "static", "type", "unique",
    ]

    /// TypeScript's primitive types, highlighted as the types they are.
    static let primitiveTypes: Set<String> = ["string", "number", "boolean", "any", "unknown", "never", "object", "symbol", "bigint"]

    /// Whether a contextual keyword is a name here, judging by the byte after it: a name is
    /// assigned, labelled, called, listed or a member's base (`type = `, `from:`, `get(x)`).
    static func isUsedAsName(_ word: String, before next: UInt8?) -> Bool {
        switch next {
        case UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "."),
             UInt8(ascii: ";"), UInt8(ascii: "?"):
            true
        case UInt8(ascii: "("):
            word != "async"
        default:
            false
        }
    }
}
