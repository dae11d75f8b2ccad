import Foundation

/// What a source file offers the module's other files, read from the `.swiftdeps` the compiler
/// wrote as it compiled the file: each declaration it provides, with the fingerprint of its
/// interface. Function bodies are in no fingerprint, so an edit inside one leaves the interface
/// as it was, and the other files' objects stay valid, as in SwiftPM's incremental build.
struct SwiftDependencies: Equatable {
    /// A declaration the file provides, as the compiler keys it.
    struct Provided: Hashable {
        /// The compiler's node kind: top-level name, type, member, the file itself…
        var kind: UInt64
        var context: String
        var name: String
        var fingerprint: String?
    }

    /// The interface of what the file provides.
    var interface: Set<Provided>

    private static let signature = Array("DEPS".utf8)
    private enum Record {
        static let node: UInt64 = 2
        static let fingerprint: UInt64 = 3
        static let identifier: UInt64 = 5
    }
    private static let sourceFileKind: UInt64 = 6
    private static let interfaceAspect: UInt64 = 0

    /// Reads a `.swiftdeps` file; nil when it is not one.
    init?(contentsOf file: URL) {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        self.init(bytes: Array(data))
    }

    init?(bytes: [UInt8]) {
        guard bytes.starts(with: Self.signature), let records = Bitstream.records(in: bytes, from: Self.signature.count) else { return nil }
        // Identifiers are numbered from 1; 0 is the empty string.
        var identifiers = [""]
        var nodes: [(provided: Provided, isInterface: Bool, isProvided: Bool)] = []
        for record in records {
            switch record.code {
            case Record.identifier:
                identifiers.append(String(decoding: record.blob ?? [], as: UTF8.self))
            case Record.node:
                let fields = record.fields
                guard fields.count == 5, fields[2] < identifiers.count, fields[3] < identifiers.count else { return nil }
                // The file's own node is named for its `.swiftdeps`, wherever that is written.
                let name = fields[0] == Self.sourceFileKind ? "" : identifiers[Int(fields[3])]
                nodes.append((Provided(kind: fields[0], context: identifiers[Int(fields[2])], name: name), fields[1] == Self.interfaceAspect, fields[4] == 1))
            case Record.fingerprint:
                guard !nodes.isEmpty else { return nil }
                nodes[nodes.count - 1].provided.fingerprint = String(decoding: record.blob ?? [], as: UTF8.self)
            default:
                continue
            }
        }
        guard nodes.contains(where: { $0.provided.kind == Self.sourceFileKind }) else { return nil }
        interface = Set(nodes.filter { $0.isInterface && $0.isProvided }.map(\.provided))
    }
}
