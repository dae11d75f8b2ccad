// SwiftUI's observable objects come from Combine. Where Combine exists (Apple platforms) Kiln
// uses it, so users' models are the same types; elsewhere Kiln provides what model code needs
// to compile. A static page renders each object's state as it is when the page is built.
// (Not `canImport(Combine)`: elsewhere that finds Kiln's own module of that name, Sources/AppleModuleNames.)
#if canImport(Darwin)
@_exported import Combine
#else
/// A type whose changes views observe, as Combine's `ObservableObject`.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

nonisolated extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Announces changes; nothing listens on a static page.
nonisolated public final class ObservableObjectPublisher: @unchecked Sendable {
    public init() {}
    public func send() {}
}

/// A property that announces its changes, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Publisher { Publisher(value: wrappedValue) }

    /// The property's current value; subscribers are not supported on a static page.
    public struct Publisher {
        public let value: Value
    }
}
#endif

/// An observable object a view creates and owns, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let box: LazyBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = LazyBox(make: thunk)
    }

    public var wrappedValue: ObjectType { box.value }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: box.value).projectedValue
    }
}

/// An observable object passed in by a parent, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// Creates its value on first use, as `@StateObject` does; made while a page is lowered again,
/// it keeps the object its predecessor made (see `PageLifecycle`).
nonisolated final class LazyBox<Value>: PersistentState {
    private let make: () -> Value
    private var made: Value?
    init(make: @escaping () -> Value) {
        self.make = make
        LoweringContext.current?.keepAcrossPasses(self)
    }

    func adopt(_ previous: AnyObject) {
        if let previous = previous as? LazyBox<Value>, let object = previous.made { made = object }
    }
    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
