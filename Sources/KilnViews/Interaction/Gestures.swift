import Foundation
import KilnTree

// Gestures answer a touch or a pointer, which a static page never sees: they compile, their
// actions never run, and the page says once that it leaves them out.

/// An input a view answers, as in SwiftUI.
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
}

/// Which gestures of a view and its subviews are active.
nonisolated public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none: GestureMask = []
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The space a gesture's locations are measured in.
nonisolated public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

/// The context of a state change; a static page animates nothing.
nonisolated public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// An angle, as rotation gestures report it.
nonisolated public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    // Angles add, subtract and scale as SwiftUI's do.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
}

nonisolated public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap that knows where it landed, as SwiftUI's `SpatialTapGesture`; never made on a static page.
nonisolated public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

nonisolated public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

nonisolated public struct DragGesture: Gesture {
    /// Where a drag stands; never made on a static page.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

nonisolated public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

nonisolated public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A gesture with actions attached (`onChanged`, `onEnded`, `updating`), which never run.
nonisolated public struct _ActionGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

nonisolated extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self> { _ActionGesture(base: self) }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self> { _ActionGesture(base: self) }
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> _ActionGesture<Self> {
        _ActionGesture(base: self)
    }
}

/// Two gestures of which only the first that is recognized counts, as SwiftUI's `ExclusiveGesture`.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// Two gestures recognized together, as SwiftUI's `SimultaneousGesture`.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// A gesture recognized once another has been, as SwiftUI's `SequenceGesture`.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

nonisolated extension Gesture {
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
}

/// State a gesture sets while it lasts; on a static page it keeps its initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

nonisolated extension View {
    public func onTapGesture(count: Int = 1, fileID: String = #fileID, line: Int = #line, perform action: @escaping () -> Void) -> some View {
        appOnly("onTapGesture", fileID: fileID, line: line)
    }

    /// The tap with where it landed; the action never runs at build time.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, fileID: String = #fileID, line: Int = #line,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        appOnly("onTapGesture", fileID: fileID, line: line)
    }

    /// A page's build runs no pointer: the action never runs.
    public func onHover(fileID: String = #fileID, line: Int = #line, perform action: @escaping (Bool) -> Void) -> some View {
        appOnly("onHover", fileID: fileID, line: line)
    }

    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, fileID: String = #fileID, line: Int = #line,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        appOnly("onLongPressGesture", fileID: fileID, line: line)
    }

    /// SwiftUI 1's form, with `pressing` before the action.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)?,
        fileID: String = #fileID, line: Int = #line, perform action: @escaping () -> Void
    ) -> some View {
        appOnly("onLongPressGesture", fileID: fileID, line: line)
    }

    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("gesture", fileID: fileID, line: line)
    }

    public func simultaneousGesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        appOnly("simultaneousGesture", fileID: fileID, line: line)
    }

    public func highPriorityGesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        appOnly("highPriorityGesture", fileID: fileID, line: line)
    }
}
