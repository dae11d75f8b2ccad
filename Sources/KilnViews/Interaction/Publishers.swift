import Foundation
import KilnTree

// Combine's publishers, where Combine is absent (Linux), as far as SwiftUI code uses them: with
// `onReceive` (`Timer.publish(every:on:in:).autoconnect()`; no timer runs at build time), and
// subjects that models send through and `sink` into, which deliver as Combine's do.

// (Not `!canImport(Combine)`: that would find Kiln's own module of that name, Sources/AppleModuleNames.)
#if !canImport(Darwin)
/// A source of values over time, as Combine declares it.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Not API: hands each value published from now on to `receive`, until cancelled.
    func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

nonisolated extension Publisher {
    /// A publisher that publishes nothing while a page is built, such as a timer.
    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }

    /// Calls `receiveValue` with each value published, until the cancellable goes away.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never {
        _subscribe(receiveValue)
    }

    /// Calls `receiveValue` with each value published; a page's subjects never complete.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _subscribe(receiveValue)
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A publisher of another publisher's values, its type erased.
nonisolated public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receive) }
}

/// How a subscription ends, as Combine declares it.
nonisolated public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// A publisher a model sends values through, to whoever subscribed, as Combine's
/// `PassthroughSubject`. Delivery is synchronous, on the sender's thread.
nonisolated public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    fileprivate let subscribers = Subscriptions<Output>()

    public init() {}

    public func send(_ value: Output) { subscribers.deliver(value) }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish() }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receive) }
}

/// A subject holding its current value, which a new subscriber receives first, as Combine's
/// `CurrentValueSubject`.
nonisolated public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    fileprivate let subscribers = Subscriptions<Output>()
    private let lock = NSLock()
    private var current: Output

    public init(_ value: Output) { current = value }

    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        guard !subscribers.isFinished else { return }
        lock.withLock { current = value }
        subscribers.deliver(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish() }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        guard !subscribers.isFinished else { return AnyCancellable {} }
        receive(value)
        return subscribers.add(receive)
    }
}

nonisolated extension PassthroughSubject where Output == Void {
    public func send() { send(()) }
}

nonisolated extension CurrentValueSubject where Output == Void {
    public func send() { send(()) }
}

/// A publisher of one value, as Combine's `Just`.
nonisolated public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(output)
        return AnyCancellable {}
    }
}

/// A subject's subscribers, each removed when its cancellable is cancelled.
nonisolated private final class Subscriptions<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var receivers: [Int: (Output) -> Void] = [:]
    private var next = 0
    private var finished = false
    var isFinished: Bool { lock.withLock { finished } }

    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let key = lock.withLock {
            next += 1
            if !finished { receivers[next] = receive }
            return next
        }
        return AnyCancellable { [weak self] in self?.lock.withLock { _ = self?.receivers.removeValue(forKey: key) } }
    }

    func deliver(_ value: Output) {
        // In the order subscribed; a receiver may subscribe or cancel while it runs.
        let current = lock.withLock { receivers.sorted { $0.key < $1.key }.map(\.value) }
        for receive in current { receive(value) }
    }

    /// After completion a subject delivers nothing more, to old subscribers or new.
    func finish() {
        lock.withLock {
            finished = true
            receivers.removeAll()
        }
    }
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
    deinit { cancelAction() }
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
