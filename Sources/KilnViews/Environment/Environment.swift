import Observation
import KilnTree

/// Reads a value from the environment of the view being rendered, as in SwiftUI.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// Reads an `@Observable` object an ancestor put in the environment with `environment(_:)`;
    /// a missing object is a programming error, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        keyPath = \EnvironmentValues.[requiredObject: ObjectKey<Value>()]
    }

    /// Reads an `@Observable` object from the environment, nil where no ancestor put one there.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        keyPath = \EnvironmentValues.[object: ObjectKey<Object>()]
    }

    public var wrappedValue: Value {
        (LoweringContext.current?.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// Sendable when its value is, as SwiftUI's: it holds only the key path it reads.
extension Environment: @unchecked Sendable where Value: Sendable {}

/// Names an object type in the environment, so that key paths can read objects by type.
nonisolated struct ObjectKey<Object: AnyObject>: Hashable, Sendable {
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(Object.self)) }
}

nonisolated extension EnvironmentValues {
    subscript<Object: AnyObject>(object key: ObjectKey<Object>) -> Object? { self[object: Object.self] }

    subscript<Object: AnyObject>(requiredObject key: ObjectKey<Object>) -> Object {
        guard let object = self[object: Object.self] else {
            fatalError("No \(Object.self) in the environment: an ancestor view must call .environment(_:) with one")
        }
        return object
    }
}

/// Reads an observable object that an ancestor put in the environment with `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = LoweringContext.current?.environment[object: ObjectType.self] else {
            fatalError(
                "No \(ObjectType.self) in the environment: an ancestor view must call .environmentObject(_:) with one")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// Applies an environment change to a view's content.
nonisolated struct EnvironmentWriter<Content: View>: View {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let saved = context.environment
        view.change(&context.environment)
        let shown = context.environment.visibleChanges(since: saved)
        let start = nodes.count
        lower(view.content, into: &nodes, context: context)
        context.environment = saved
        guard !shown.isEmpty else { return }
        for index in start..<nodes.count { nodes[index].modifiers += shown }
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    /// Puts an observable object in the environment for `@EnvironmentObject` readers below.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        EnvironmentWriter(content: self) { $0[object: Object.self] = object }
    }

    /// Puts an `@Observable` object in the environment for `@Environment(Object.self)` readers below.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        EnvironmentWriter(content: self) { $0[object: Object.self] = object }
    }

    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    public func disabled(_ disabled: Bool) -> some View {
        environment(\.isEnabled, !disabled)
    }
}
