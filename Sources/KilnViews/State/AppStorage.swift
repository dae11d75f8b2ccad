import Foundation

/// A value SwiftUI keeps in `UserDefaults` under `key`, as `@AppStorage`. A page is built once
/// for every reader, so it shows the default value, never the building machine's defaults;
/// writes at build time are kept as `@State`'s are.
@propertyWrapper
public struct AppStorage<Value> {
    private let state: State<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil, fileID: String = #fileID, line: Int = #line) {
        state = State(wrappedValue: wrappedValue, fileID: fileID, line: line)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

nonisolated extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(wrappedValue: nil, key, store: store, fileID: fileID, line: line)
    }
}

/// A value SwiftUI restores with its scene under `key`, as `@SceneStorage`. A page has no
/// scene to restore, so it shows the default value; writes at build time are kept.
@propertyWrapper
public struct SceneStorage<Value> {
    private let state: State<Value>

    public init(wrappedValue: Value, _ key: String, fileID: String = #fileID, line: Int = #line) {
        state = State(wrappedValue: wrappedValue, fileID: fileID, line: line)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

nonisolated extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, fileID: String = #fileID, line: Int = #line) {
        self.init(wrappedValue: nil, key, fileID: fileID, line: line)
    }
}

nonisolated extension AppStorage: OwnedState {
    var ownedStorage: any StateStorage { state.ownedStorage }
}

nonisolated extension SceneStorage: OwnedState {
    var ownedStorage: any StateStorage { state.ownedStorage }
}
