#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file descriptor as the plugin's input or output, retrying reads and writes that a signal
/// interrupts.
public struct FileDescriptorChannel: PluginInput, PluginOutput {
    public let descriptor: Int32

    public init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public mutating func read(upTo count: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: min(count, 1 << 16))
        while true {
            let got = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if got >= 0 { return Array(buffer[..<got]) }
            if errno != EINTR { throw Failure(description: "reading from the compiler failed: \(String(cString: strerror(errno)))") }
        }
    }

    public mutating func write(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count > 0 {
                written += count
            } else if count < 0, errno != EINTR {
                throw Failure(description: "writing to the compiler failed: \(String(cString: strerror(errno)))")
            }
        }
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
