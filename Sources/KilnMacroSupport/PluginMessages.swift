// The compiler's macro plugin messages that Kiln reads and writes, as JSON objects whose single
// key names the message (the shapes of swift-syntax's `HostToPluginMessage` and
// `PluginToHostMessage`). Fields Kiln does not need are left undecoded.

/// A message from the compiler.
enum HostMessage: Decodable {
    case getCapability
    case expandFreestandingMacro(FreestandingExpansionRequest)
    case expandAttachedMacro(AttachedExpansionRequest)
    case loadPluginLibrary
    case unknown(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MessageKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: [], debugDescription: "a message is an object with exactly one key, not \(container.allKeys.count)"))
        }
        switch key.stringValue {
        case "getCapability": self = .getCapability
        case "expandFreestandingMacro": self = .expandFreestandingMacro(try container.decode(FreestandingExpansionRequest.self, forKey: key))
        case "expandAttachedMacro": self = .expandAttachedMacro(try container.decode(AttachedExpansionRequest.self, forKey: key))
        case "loadPluginLibrary": self = .loadPluginLibrary
        default: self = .unknown(key.stringValue)
        }
    }
}

struct MessageKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

struct MacroReference: Decodable {
    let moduleName: String
    let typeName: String
    /// The name the user wrote after `#` or `@`.
    let name: String
}

/// Source text the compiler sends, with where it starts in its file. `source` includes the
/// node's leading trivia (comments and newlines before it), and `location` is where that starts.
public struct MacroSyntax: Decodable, Sendable {
    public struct Location: Decodable, Sendable {
        public let fileID: String
        public let fileName: String
        /// UTF-8 offset in the file.
        public let offset: Int
        public let line: Int
        public let column: Int

        public init(fileID: String, fileName: String, offset: Int, line: Int, column: Int) {
            self.fileID = fileID
            self.fileName = fileName
            self.offset = offset
            self.line = line
            self.column = column
        }
    }

    public let source: String
    public let location: Location

    public init(source: String, location: Location) {
        self.source = source
        self.location = location
    }
}

struct FreestandingExpansionRequest: Decodable {
    let macro: MacroReference
    let discriminator: String
    let syntax: MacroSyntax
}

struct AttachedExpansionRequest: Decodable {
    let macro: MacroReference
    let attributeSyntax: MacroSyntax
}

/// A diagnostic for the compiler to show, at a UTF-8 offset in a file.
public struct PluginDiagnostic: Encodable, Equatable, Sendable {
    public enum Severity: String, Encodable, Sendable { case error, warning, note }

    public struct Position: Encodable, Equatable, Sendable {
        public let fileName: String
        public let offset: Int
    }

    public let message: String
    public let severity: Severity
    public let position: Position
    // Required by the compiler's decoder even when empty.
    let highlights: [Never] = []
    let notes: [Never] = []
    let fixIts: [Never] = []

    public init(_ severity: Severity, _ message: String, fileName: String = "", offset: Int = 0) {
        self.severity = severity
        self.message = message
        self.position = Position(fileName: fileName, offset: offset)
    }

    enum CodingKeys: CodingKey { case message, severity, position, highlights, notes, fixIts }

    public static func == (a: Self, b: Self) -> Bool {
        a.message == b.message && a.severity == b.severity && a.position == b.position
    }
}

/// What a macro expands to: source text, or nil when it fails, and what to tell the user.
public struct MacroExpansion: Equatable, Sendable {
    public let expandedSource: String?
    public let diagnostics: [PluginDiagnostic]

    public init(expandedSource: String?, diagnostics: [PluginDiagnostic] = []) {
        self.expandedSource = expandedSource
        self.diagnostics = diagnostics
    }

    static func failure(_ diagnostic: PluginDiagnostic) -> MacroExpansion {
        MacroExpansion(expandedSource: nil, diagnostics: [diagnostic])
    }
}

/// A message to the compiler.
enum PluginMessage: Encodable {
    case getCapabilityResult(protocolVersion: Int)
    case expandMacroResult(MacroExpansion)
    case loadPluginLibraryResult(loaded: Bool, diagnostics: [PluginDiagnostic])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MessageKey.self)
        switch self {
        case .getCapabilityResult(let version):
            try container.encode(["capability": ["protocolVersion": version]], forKey: MessageKey(stringValue: "getCapabilityResult"))
        case .expandMacroResult(let expansion):
            try container.encode(ExpansionPayload(expansion), forKey: MessageKey(stringValue: "expandMacroResult"))
        case .loadPluginLibraryResult(let loaded, let diagnostics):
            try container.encode(LoadPayload(loaded: loaded, diagnostics: diagnostics), forKey: MessageKey(stringValue: "loadPluginLibraryResult"))
        }
    }

    private struct ExpansionPayload: Encodable {
        let expandedSource: String?
        let diagnostics: [PluginDiagnostic]
        init(_ expansion: MacroExpansion) {
            expandedSource = expansion.expandedSource
            diagnostics = expansion.diagnostics
        }
    }

    private struct LoadPayload: Encodable {
        let loaded: Bool
        let diagnostics: [PluginDiagnostic]
    }
}
