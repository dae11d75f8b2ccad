import Foundation
import KilnMarkdown

/// Decodes a Markdown file into the user's `Decodable` type: its front matter's values by
/// name, `body` as the text after the front matter, and `slug` and `id` as the file's path
/// in its collection unless the front matter sets them. Scalars are read as the type asks
/// (`3` as a number, `2026-01-05` as a date), and a value that does not read names its line.
nonisolated struct DocumentDecoder: Decoder {
    /// Where a value comes from: the front matter, or one of the names the file gives.
    enum Value {
        case frontMatter(FrontMatterValue)
        case body
        case slug
    }

    static let bodyKey = "body"
    static let slugKeys: Set<String> = ["slug", "id"]

    let source: DocumentSource
    let value: Value
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(source: DocumentSource, value: Value, codingPath: [any CodingKey]) {
        self.source = source
        self.value = value
        self.codingPath = codingPath
    }

    /// The document's top: its front matter and the names the file gives.
    init(source: DocumentSource) {
        self.init(source: source, value: .frontMatter(source.frontMatter), codingPath: [])
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .frontMatter(let node) = value, case .mapping(let entries) = node.kind else {
            throw mismatch("a mapping of names to values")
        }
        return KeyedDecodingContainer(DocumentKeyedContainer<Key>(decoder: self, entries: entries, line: node.line))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .frontMatter(let node) = value, case .sequence(let items) = node.kind else {
            throw mismatch("a list ([a, b] or lines starting with -)")
        }
        return DocumentUnkeyedContainer(decoder: self, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { DocumentSingleValueContainer(decoder: self) }

    /// The value as a Markdown document: the body with its file lines, or a front matter
    /// string read as Markdown at its line; nil for other values.
    func markdown() throws -> MarkdownDocument? {
        switch value {
        case .body:
            return MarkdownDocument(source.body, file: source.file, firstLine: source.bodyFirstLine)
        case .frontMatter(let node):
            guard case .scalar(let text, _) = node.kind else { throw mismatch("Markdown text") }
            return MarkdownDocument(text, file: source.file, firstLine: node.line)
        case .slug:
            return nil
        }
    }

    func child(_ value: Value, key: any CodingKey) -> DocumentDecoder {
        DocumentDecoder(source: source, value: value, codingPath: codingPath + [key])
    }

    /// The line the value is written on (the file's first for the names it gives).
    var line: Int {
        switch value {
        case .frontMatter(let node): node.line
        case .body: source.bodyFirstLine
        case .slug: 1
        }
    }

    /// `tags[2]` or `author.name`: the value as the front matter names it.
    var name: String {
        codingPath.reduce(into: "") { name, key in
            if let index = key.intValue { name += "[\(index)]" } else { name += (name.isEmpty ? "" : ".") + key.stringValue }
        }
    }

    func error(_ message: String) -> DocumentError { DocumentError(file: source.file, line: line, message: message) }

    func mismatch(_ expected: String) -> DocumentError {
        let shown: String
        switch value {
        case .frontMatter(let node):
            switch node.kind {
            case .scalar(let text, _): shown = "\"\(text.count > 40 ? text.prefix(40) + "…" : Substring(text))\""
            case .null: shown = "empty"
            case .sequence: shown = "a list"
            case .mapping: shown = "a mapping"
            }
        case .body: shown = "the document's text"
        case .slug: shown = "the file's name"
        }
        return error("\(name.isEmpty ? "the front matter" : "`\(name)`") is \(shown), not \(expected)")
    }
}

/// A front matter mapping; at the document's top, also `body`, `slug` and `id`.
nonisolated struct DocumentKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: DocumentDecoder
    let entries: [(key: String, value: FrontMatterValue)]
    let line: Int
    var codingPath: [any CodingKey] { decoder.codingPath }
    private var isTop: Bool { decoder.codingPath.isEmpty }

    var allKeys: [Key] {
        var names = entries.map(\.key)
        if isTop {
            names += [DocumentDecoder.bodyKey] + DocumentDecoder.slugKeys.sorted().filter { !names.contains($0) }
        }
        return names.compactMap { Key(stringValue: $0) }
    }

    private func value(for key: Key) -> DocumentDecoder.Value? {
        if let entry = entries.first(where: { $0.key == key.stringValue }) { return .frontMatter(entry.value) }
        guard isTop else { return nil }
        if key.stringValue == DocumentDecoder.bodyKey { return .body }
        if DocumentDecoder.slugKeys.contains(key.stringValue) { return .slug }
        return nil
    }

    func contains(_ key: Key) -> Bool { value(for: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = value(for: key) else { return true }
        if case .frontMatter(let node) = value, case .null = node.kind { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try child(key).decodeValue(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }

    private func child(_ key: Key) throws -> DocumentDecoder {
        guard let value = value(for: key) else {
            let path = (decoder.name.isEmpty ? "" : decoder.name + ".") + key.stringValue
            throw DocumentError(file: decoder.source.file, line: line, message: "the front matter has no `\(path)`, which \(Self.ownerName) needs")
        }
        return decoder.child(value, key: key)
    }

    /// `Post` for `Post.CodingKeys`: the type whose property the key names.
    private static var ownerName: String {
        // `Module.Post.(unknown context at $…).CodingKeys`: synthesized keys are private.
        let parts = String(reflecting: Key.self).split(separator: ".").filter { !$0.hasPrefix("(") }
        return parts.count >= 2 && parts.last == "CodingKeys" ? String(parts[parts.count - 2]) : "the document's type"
    }
}

nonisolated struct DocumentUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: DocumentDecoder
    let items: [FrontMatterValue]
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    init(decoder: DocumentDecoder, items: [FrontMatterValue]) {
        self.decoder = decoder
        self.items = items
    }

    private mutating func next() throws -> DocumentDecoder {
        guard !isAtEnd else { throw decoder.error("`\(decoder.name)` has \(items.count) items, and more were read") }
        defer { currentIndex += 1 }
        return decoder.child(.frontMatter(items[currentIndex]), key: IndexKey(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex].kind else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(T.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}

nonisolated struct DocumentSingleValueContainer: SingleValueDecodingContainer {
    let decoder: DocumentDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        if case .frontMatter(let node) = decoder.value, case .null = node.kind { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(T.self) }
}

nonisolated struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
