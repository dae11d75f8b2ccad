/// Where the plugin reads the compiler's bytes from.
public protocol PluginInput {
    /// Reads up to `count` bytes; an empty result is the end of the input.
    mutating func read(upTo count: Int) throws -> [UInt8]
}

/// Where the plugin writes its answers.
public protocol PluginOutput {
    mutating func write(_ bytes: [UInt8]) throws
}

/// Runs the compiler's plugin conversation: each message is an 8-byte little-endian length and
/// that many bytes of JSON, each answered in the same framing. It never waits for bytes the
/// stream cannot deliver: it stops at the end of the input, at an empty message (the
/// compiler's way to say goodbye), and at framing it cannot trust.
public struct PluginServer<Input: PluginInput, Output: PluginOutput> {
    public enum End: Equatable, Sendable {
        /// The input ended between messages.
        case inputClosed
        /// The compiler sent the empty message that ends the conversation.
        case terminated
        /// The stream cannot be trusted past this point: the plugin reports why and exits.
        case failed(String)
    }

    /// Larger messages are taken for a broken length field rather than read: a macro's
    /// source is never near this size.
    public static var maximumMessageSize: Int { 256 << 20 }

    var input: Input
    var output: Output
    let handler = PluginMessageHandler()

    public init(input: Input, output: Output) {
        self.input = input
        self.output = output
    }

    public mutating func run() -> End {
        do {
            while true {
                let header = try read(8)
                if header.isEmpty { return .inputClosed }
                guard header.count == 8 else {
                    return .failed("the input ended inside a message's length (\(header.count) of 8 bytes)")
                }
                let length = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                if length == 0 { return .terminated }
                guard length <= UInt64(Self.maximumMessageSize) else {
                    return .failed("a message claims \(length) bytes, more than the \(Self.maximumMessageSize) a macro message can have")
                }
                let message = try read(Int(length))
                guard message.count == Int(length) else {
                    return .failed("the input ended inside a message (\(message.count) of \(length) bytes)")
                }
                let answer = handler.handle(message)
                try output.write(Self.frame(answer))
            }
        } catch {
            return .failed("\(error)")
        }
    }

    /// Reads `count` bytes, or fewer only when the input ends first.
    private mutating func read(_ count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            let chunk = try input.read(upTo: count - bytes.count)
            if chunk.isEmpty { break }
            bytes += chunk
        }
        return bytes
    }

    /// `message` preceded by its length as 8 little-endian bytes.
    public static func frame(_ message: [UInt8]) -> [UInt8] {
        let length = UInt64(message.count)
        return (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) } + message
    }
}
