import Foundation

/// An element's tag or class hint (`div`, `v`): the address of its NUL-terminated UTF-8 bytes,
/// which are never freed — a literal's, or a copy made once per process for a name built at run
/// time (`init(_:)`). Plain data, eight bytes: as strings, an element's two names were retained
/// and released by every copy and every free of every element.
package struct ElementName: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    // Never freed and never written: safe to share between threads.
    @usableFromInline nonisolated(unsafe) let start: UnsafePointer<UInt8>

    // Inlined, in other modules too: every element is made with two literal names.
    @inlinable
    package init(stringLiteral literal: StaticString) {
        start = literal.hasPointerRepresentation ? literal.utf8Start : Self.interned(literal)
    }

    @usableFromInline @inline(never)
    static func interned(_ literal: StaticString) -> UnsafePointer<UInt8> {
        Interned.shared.bytes(of: literal.description)
    }

    /// A name made at run time (an SVG element's, from the chart stage), kept for the rest of the
    /// process: names are few, HTML's and SVG's own.
    package init(_ name: String) {
        start = Interned.shared.bytes(of: name)
    }

    /// The name's bytes, without the terminating NUL.
    @inlinable
    package var utf8: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: strlen(start))
    }

    package var description: String { String(cString: start) }

    package var isEmpty: Bool { start.pointee == 0 }

    /// The first byte, 0 for the empty name: enough to rule out most names (`Element.isVoid`).
    @inlinable
    package var firstByte: UInt8 { start.pointee }

    @inlinable
    package static func == (lhs: ElementName, rhs: ElementName) -> Bool {
        // Most names compared differ in their first byte: no call for those.
        lhs.start == rhs.start || (lhs.start.pointee == rhs.start.pointee && strcmp(lhs.start, rhs.start) == 0)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(bytes: UnsafeRawBufferPointer(utf8))
    }

    /// The bytes of names made at run time, one copy each.
    private final class Interned: @unchecked Sendable {
        static let shared = Interned()
        private let lock = NSLock()
        private var names: [String: UnsafePointer<UInt8>] = [:]

        func bytes(of name: String) -> UnsafePointer<UInt8> {
            lock.lock()
            defer { lock.unlock() }
            if let found = names[name] { return found }
            let utf8 = Array(name.utf8)
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: utf8.count + 1)
            bytes.initialize(from: utf8, count: utf8.count)
            bytes[utf8.count] = 0
            names[name] = UnsafePointer(bytes)
            return UnsafePointer(bytes)
        }
    }
}
