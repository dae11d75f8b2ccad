import Foundation
import KilnTree

// A static page shows each state as it is: animations and transitions compile, change nothing,
// and the page says once that it leaves them out.

/// How a change animates, as in SwiftUI; a static page never animates.
nonisolated public struct Animation: Hashable, Sendable {
    /// What the animation was made from, so that values compare as SwiftUI's do.
    private var recipe: [Double]
    private init(_ recipe: [Double]) { self.recipe = recipe }

    public static let `default` = Animation([0])
    public static let linear = Animation([1])
    public static let easeIn = Animation([2])
    public static let easeOut = Animation([3])
    public static let easeInOut = Animation([4])
    public static let spring = Animation([5])
    public static let bouncy = Animation([6])
    public static let smooth = Animation([7])
    public static let snappy = Animation([8])
    public static let interactiveSpring = Animation([9])

    public static func linear(duration: Double) -> Animation { Animation([1, duration]) }
    public static func easeIn(duration: Double) -> Animation { Animation([2, duration]) }
    public static func easeOut(duration: Double) -> Animation { Animation([3, duration]) }
    public static func easeInOut(duration: Double) -> Animation { Animation([4, duration]) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation([5, response, dampingFraction, blendDuration])
    }
    // `.spring()` with no arguments means the response form, as it compiles against SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation([5, duration, bounce, blendDuration, 1])
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation([10, stiffness, damping, initialVelocity] + (mass == 1 ? [] : [mass]))
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation([9, response, dampingFraction, blendDuration])
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation([6, duration, extraBounce]) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation([7, duration, extraBounce]) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation([8, duration, extraBounce]) }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation([11, p1x, p1y, p2x, p2y, duration])
    }

    public func delay(_ delay: Double) -> Animation { Animation(recipe + [-1, delay]) }
    public func speed(_ speed: Double) -> Animation { Animation(recipe + [-2, speed]) }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation(recipe + [-3, Double(count), autoreverses ? 1 : 0])
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(recipe + [-4, autoreverses ? 1 : 0]) }
}

/// Runs `body` and returns its result, as SwiftUI does; the change it makes is not animated.
nonisolated public func withAnimation<Result>(
    _ animation: Animation? = .default, fileID: String = #fileID, line: Int = #line, _ body: () throws -> Result
) rethrows -> Result {
    LoweringContext.current?.reportNoStaticMeaning("withAnimation", at: CallSite(fileID: fileID, line: line))
    return try body()
}

/// Runs `body` in `transaction`, as SwiftUI does to animate the state it changes; a page
/// animates nothing, so this runs `body` and is reported where a page runs it, as `withAnimation`.
nonisolated public func withTransaction<Result>(
    _ transaction: Transaction, fileID: String = #fileID, line: Int = #line, _ body: () throws -> Result
) rethrows -> Result {
    LoweringContext.current?.reportNoStaticMeaning("withTransaction", at: CallSite(fileID: fileID, line: line))
    return try body()
}

nonisolated public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, fileID: String = #fileID, line: Int = #line, _ body: () throws -> Result
) rethrows -> Result {
    LoweringContext.current?.reportNoStaticMeaning("withTransaction", at: CallSite(fileID: fileID, line: line))
    return try body()
}

/// How a view comes and goes, as in SwiftUI; a static page shows views without a transition.
nonisolated public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// A transition between a modifier's state while the view comes or goes and its state once there.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes from one state to the next (`contentTransition(.numericText())`),
/// as in SwiftUI; a static page shows each state as it is.
nonisolated public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static let symbolEffect = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

/// A value a view interpolates while it animates, as in SwiftUI.
public protocol Animatable {
    associatedtype AnimatableData = EmptyAnimatableData
    var animatableData: AnimatableData { get set }
}

nonisolated extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to interpolate: the value changes at once.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A view modifier whose `animatableData` SwiftUI interpolates, as `AnimatableModifier`: a page
/// draws it at its current value.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// No animatable data.
nonisolated public struct EmptyAnimatableData: Hashable, Sendable {
    public init() {}
}

/// Two animatable values as one, as `animatableData` combines them.
nonisolated public struct AnimatablePair<First, Second> {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// Identifies views across a `matchedGeometryEffect`, as in SwiftUI.
@propertyWrapper
public struct Namespace: Sendable {
    /// One namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private static let counter = Counter()
    public let wrappedValue: ID
    public init() { wrappedValue = ID(value: Namespace.counter.next()) }
}

nonisolated private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.withLock { value += 1; return value } }
}

/// The geometry `matchedGeometryEffect` matches.
nonisolated public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("animation", fileID: fileID, line: line)
    }

    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("animation", fileID: fileID, line: line)
    }

    /// Changes the transaction of the view's state changes (its animation); a page animates nothing.
    public func transaction(fileID: String = #fileID, line: Int = #line, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        appOnly("transaction", fileID: fileID, line: line)
    }

    public func transaction<V: Equatable>(value: V, fileID: String = #fileID, line: Int = #line, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        appOnly("transaction", fileID: fileID, line: line)
    }

    public func transition(_ transition: AnyTransition, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("transition", fileID: fileID, line: line)
    }

    public func contentTransition(_ transition: ContentTransition, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("contentTransition", fileID: fileID, line: line)
    }

    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        appOnly("matchedGeometryEffect", fileID: fileID, line: line)
    }
}

nonisolated extension Binding {
    /// The same binding: a change through it is not animated on a static page.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}
