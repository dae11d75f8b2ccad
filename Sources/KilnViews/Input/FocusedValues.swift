import KilnTree

/// A key for a value the focused view publishes, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and its ancestors publish, as SwiftUI's `FocusedValues`. Nothing
/// has the focus while a page is built, so every value reads nil.
nonisolated public struct FocusedValues: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value published by the focused view (`focusedValue(_:_:)`), as SwiftUI's `@FocusedValue`:
/// nil on a page, where nothing has the focus while it is built.
@propertyWrapper
nonisolated public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath] }
}

/// A binding published by the focused view, as SwiftUI's `@FocusedBinding`: nil on a page.
@propertyWrapper
nonisolated public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value? {
        get { FocusedValues()[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            if let newValue { FocusedValues()[keyPath: keyPath]?.wrappedValue = newValue }
        }
    }

    public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

nonisolated extension View {
    /// Publishes `value` while this view has the focus; nothing has it while a page is built,
    /// so the build says once that it is left out.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("focusedValue", fileID: fileID, line: line)
    }

    /// Publishes `value` while this view's scene is in front; as `focusedValue(_:_:)`.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("focusedSceneValue", fileID: fileID, line: line)
    }
}
