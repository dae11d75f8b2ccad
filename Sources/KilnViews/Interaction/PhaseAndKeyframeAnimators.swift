import Foundation
import KilnTree

// Animations that run by themselves once a view appears: a page built ahead of time shows
// their first frame (the first phase, the initial value) and the build says so once.

/// The view a `phaseAnimator` or `keyframeAnimator` modifier receives as its content: stands
/// for the modified view, as SwiftUI's `PlaceholderContentView`.
nonisolated public struct PlaceholderContentView<Value>: View {
    let lowerContent: (inout [Node], LoweringContext) -> Void
    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        view.lowerContent(&nodes, context)
    }
}

/// A view that runs through phases, as SwiftUI's `PhaseAnimator`: drawn at its first phase.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content
    let site: CallSite

    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(phases, fileID: fileID, line: line, content: content, animation: animation)
    }

    public init(
        _ phases: some Sequence<Phase>, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
        site = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        context.reportOnce("phaseAnimator runs only in an app; the page shows its first phase", key: "phaseAnimator", at: view.site)
        guard let first = view.first else {
            context.report(.warning, "phaseAnimator has no phases; it draws nothing", at: view.site)
            return
        }
        lower(view.content(first), into: &nodes, context: context)
    }
}

/// A view animated along keyframes, as SwiftUI's `KeyframeAnimator`: drawn at its initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content
    let site: CallSite

    public init(
        initialValue: Value, repeating: Bool = true, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
        site = CallSite(fileID: fileID, line: line)
    }

    public init(
        initialValue: Value, trigger: some Equatable, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.init(initialValue: initialValue, fileID: fileID, line: line, content: content, keyframes: keyframes)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        context.reportOnce("keyframeAnimator runs only in an app; the page shows its initial value", key: "keyframeAnimator", at: view.site)
        lower(view.content(view.initialValue), into: &nodes, context: context)
    }
}

nonisolated extension View {
    public func phaseAnimator<Phase: Equatable, Result: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = self.placeholder
        return PhaseAnimator(phases, fileID: fileID, line: line, content: { content(placeholder, $0) }, animation: animation)
    }

    public func phaseAnimator<Phase: Equatable, Result: View>(
        _ phases: some Sequence<Phase>, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = self.placeholder
        return PhaseAnimator(phases, fileID: fileID, line: line, content: { content(placeholder, $0) }, animation: animation)
    }

    public func keyframeAnimator<Value, Result: View, Path: Keyframes>(
        initialValue: Value, repeating: Bool = true, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        let placeholder = self.placeholder
        return KeyframeAnimator(initialValue: initialValue, fileID: fileID, line: line, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    public func keyframeAnimator<Value, Result: View, Path: Keyframes>(
        initialValue: Value, trigger: some Equatable, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        let placeholder = self.placeholder
        return KeyframeAnimator(initialValue: initialValue, fileID: fileID, line: line, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    private var placeholder: PlaceholderContentView<Self> {
        PlaceholderContentView { nodes, context in lower(self, into: &nodes, context: context) }
    }
}

// MARK: - Keyframes

/// Keyframes for a value, as SwiftUI's `Keyframes`: kept for source compatibility, as a page
/// shows the initial value.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes of one property of the value, as SwiftUI's `KeyframeTrack`.
nonisolated public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public typealias Value = Root

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}
}

/// Keyframes of one value along a track, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// A keyframe reached along a straight line, as SwiftUI's.
nonisolated public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached by a spring, as SwiftUI's.
nonisolated public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve, as SwiftUI's.
nonisolated public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe the value jumps to, as SwiftUI's.
nonisolated public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// Keyframes gathered by a builder.
nonisolated public struct _KeyframeList<Value>: Keyframes, KeyframeTrackContent {}

@resultBuilder
nonisolated public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeList<Value> where K.Value == Value { _KeyframeList() }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { _KeyframeList() }
}

@resultBuilder
nonisolated public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value { _KeyframeList() }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { _KeyframeList() }
}

/// A spring's motion, as SwiftUI's `Spring`: kept for source compatibility.
nonisolated public struct Spring: Hashable, Sendable {
    public let duration: TimeInterval
    public let bounce: Double

    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let response = 2 * Double.pi * (mass / max(stiffness, .leastNonzeroMagnitude)).squareRoot()
        self.init(response: response, dampingRatio: damping / (2 * (stiffness * mass).squareRoot()))
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

/// A timing curve from 0 to 1, as SwiftUI's `UnitCurve`: kept for source compatibility.
nonisolated public struct UnitCurve: Hashable, Sendable {
    private let name: String

    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: "bezier(\(startControlPoint.x),\(startControlPoint.y),\(endControlPoint.x),\(endControlPoint.y))")
    }
}
