import Foundation

/// A value SwiftUI keeps in `UserDefaults` under `key`, as `@AppStorage`. A page is built once
/// for every reader, so it shows the default value, never the building machine's defaults;
/// writes at build time are kept as `@State`'s are.
@propertyWrapper
public struct AppStorage<Value> {
    private let state: State<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

nonisolated extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: nil, key, store: store)
    }
}

/// A value SwiftUI restores with its scene under `key`, as `@SceneStorage`. A page has no
/// scene to restore, so it shows the default value; writes at build time are kept.
@propertyWrapper
public struct SceneStorage<Value> {
    private let state: State<Value>

    public init(wrappedValue: Value, _ key: String) {
        state = State(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

nonisolated extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) {
        self.init(wrappedValue: nil, key)
    }
}
