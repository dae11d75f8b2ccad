/// Swift's keywords, by how a highlighter can tell them.
enum SwiftKeywords {
    static let literals: Set<String> = ["true", "false", "nil"]

    /// Words that are always keywords (`await` too: it is a name nowhere it could be one).
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "is", "rethrows", "self", "Self", "super", "throws", "try",
    ]

    /// Words that are keywords in declarations and expressions (`some View`, `get {`) but may
    /// also be names (`let set = …`, `open(url)`).
    static let contextual: Set<String> = [
        "actor", "any", "async", "borrowing", "consume", "consuming", "convenience", "copy", "didSet",
        "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy",
        "macro", "mutating", "nonisolated", "nonmutating", "open", "optional", "override", "package",
        "postfix", "prefix", "required", "sending", "set", "some", "unowned", "weak", "willSet",
    ]

    /// Accessors take their parameter in parentheses: `set(newValue)` is still the keyword.
    private static let accessors: Set<String> = ["get", "set", "willSet", "didSet"]

    /// Whether a contextual keyword is a name here, judging by the byte after it: a name is
    /// assigned, labelled, called, listed or a member's base (`set = `, `open:`, `copy(x)`, `get.`).
    static func isUsedAsName(_ word: String, before next: UInt8?) -> Bool {
        switch next {
        case UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "."):
            true
        case UInt8(ascii: "("):
            !accessors.contains(word)
        default:
            false
        }
    }
}
