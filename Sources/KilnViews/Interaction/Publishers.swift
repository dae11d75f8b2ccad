import Foundation
import KilnTree

// Combine's publishers, where Combine is absent (Linux), as far as SwiftUI code uses them with
// `onReceive`: `Timer.publish(every:on:in:).autoconnect()`. No timer runs at build time.

// (Not `!canImport(Combine)`: that would find Kiln's own module of that name, Sources/AppleModuleNames.)
#if !canImport(Darwin)
/// A source of values over time, as Combine declares it.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// Something that can be cancelled, as Combine declares it.
public protocol Cancellable {
    func cancel()
}

/// A cancellable that cancels when it goes away, as Combine's does.
nonisolated public final class AnyCancellable: Cancellable, Hashable {
    private let cancelAction: () -> Void
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }
    public func cancel() { cancelAction() }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Publishers made from other publishers.
nonisolated public enum Publishers {
    /// A connectable publisher that connects when subscribed to.
    public final class Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

nonisolated extension Timer {
    /// A timer's ticks; never published at build time.
    public final class TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }
        public func connect() -> any Cancellable { AnyCancellable {} }
    }

    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}
#endif

nonisolated extension View {
    /// Never performs `action`: nothing is published while a page is built.
    public func onReceive<P: Publisher>(
        _ publisher: P, fileID: String = #fileID, line: Int = #line, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        appOnly("onReceive", fileID: fileID, line: line)
    }
}
