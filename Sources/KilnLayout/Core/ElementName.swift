import Foundation

/// An element's tag or class hint (`div`, `v`): the address of its UTF-8 bytes, which are never
/// freed — a literal's, or a copy made once per process for a name built at run time
/// (`init(_:)`) — with their count in the word's top 16 bits, which addresses leave clear. Plain
/// data, eight bytes: as strings, an element's two names were retained and released by every
/// copy and every free of every element; with the count beside the address, writing a tag
/// measures nothing. Public, in a module Kiln does not export, so that other stages inline what
/// they ask of it: the compiler inlines no `package` function across modules, `@inlinable` or not.
public struct ElementName: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    @usableFromInline let bits: UInt

    @usableFromInline static let countShift: UInt = 48

    // Names are HTML's and SVG's own, far shorter than 65,535 bytes, and user-space addresses
    // leave the top 16 bits clear on the platforms Swift runs on.
    @inlinable @inline(__always)
    init(start: UnsafePointer<UInt8>, count: Int) {
        assert(count < 1 << 16 && UInt(bitPattern: start) >> Self.countShift == 0, "a name longer than 65,535 bytes, or an address above 48 bits")
        bits = UInt(bitPattern: start) | UInt(count) << Self.countShift
    }

    // Always inlined, in other modules too: every element is made with two literal names, and
    // the writer compares tags with literals; as calls they were 5% of writing a page.
    @inlinable @inline(__always)
    public init(stringLiteral literal: StaticString) {
        if literal.hasPointerRepresentation {
            self.init(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        } else {
            self = Self.interned(literal.description)
        }
    }

    /// A name made at run time (an SVG element's, from the chart stage), kept for the rest of the
    /// process: names are few, HTML's and SVG's own.
    package init(_ name: String) {
        self = Self.interned(name)
    }

    @usableFromInline @inline(never)
    static func interned(_ name: String) -> ElementName {
        let start = Interned.shared.bytes(of: name)
        return ElementName(start: start, count: name.utf8.count)
    }

    @inlinable @inline(__always)
    var start: UnsafePointer<UInt8> { UnsafePointer(bitPattern: bits & (1 << Self.countShift - 1))! }

    @inlinable @inline(__always)
    var count: Int { Int(bits >> Self.countShift) }

    /// The name's bytes.
    @inlinable @inline(__always)
    public var utf8: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: count)
    }

    public var description: String { String(decoding: utf8, as: UTF8.self) }

    @inlinable
    public var isEmpty: Bool { count == 0 }

    /// The first byte, 0 for the empty name: enough to rule out most names (`Element.isVoid`).
    @inlinable @inline(__always)
    public var firstByte: UInt8 { count == 0 ? 0 : start.pointee }

    @inlinable @inline(__always)
    public static func == (lhs: ElementName, rhs: ElementName) -> Bool {
        // Most names compared differ in their length or first byte: no call for those.
        lhs.bits == rhs.bits
            || (lhs.count == rhs.count && lhs.firstByte == rhs.firstByte && memcmp(lhs.start, rhs.start, lhs.count) == 0)
    }

    public func hash(into hasher: inout Hasher) {
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
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, utf8.count))
            bytes.initialize(from: utf8, count: utf8.count)
            names[name] = UnsafePointer(bytes)
            return UnsafePointer(bytes)
        }
    }
}
