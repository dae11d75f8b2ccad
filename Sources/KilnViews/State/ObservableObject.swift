// SwiftUI's observable objects come from Combine. Where Combine exists (Apple platforms) Kiln
// uses it, so users' models are the same types; elsewhere Kiln provides what model code needs
// to compile. A static page renders each object's state as it is when the page is built.
// (Not `canImport(Combine)`: elsewhere that finds Kiln's own module of that name, Sources/AppleModuleNames.)
import KilnTree

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

/// A property that announces its changes, as Combine's `@Published`. Its value is kept in the
/// same storage as `@State`'s, so a control's action run at build time writes its journal rather
/// than the model: a model a view owns (`@StateObject`) is explored as its state is.
@propertyWrapper
public struct Published<Value> {
    private let box: Box<Value>

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public init(wrappedValue: Value) {
        // Not kept across a page's passes by place: the object holding it is (by its @StateObject).
        box = Box(wrappedValue, keptAcrossPasses: false)
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

nonisolated extension Published: PublishedProperty {
    var storage: any StateStorage { box }
}
#endif

/// A model's `@Published` property, whose storage a state island explores (not where Combine's
/// own `Published` is used, on Apple's platforms).
nonisolated protocol PublishedProperty {
    var storage: any StateStorage { get }
}

/// An observable object a view creates and owns, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let box: LazyBox<ObjectType>

    /// `fileID` and `line` are where the property is declared: a state island's messages name it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType, fileID: String = #fileID, line: Int = #line) {
        box = LazyBox(make: thunk, declaredAt: CallSite(fileID: fileID, line: line))
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
nonisolated final class LazyBox<Value>: PersistentState, StateStorage {
    private let make: () -> Value
    private var made: Value?
    let site: CallSite?
    init(make: @escaping () -> Value, declaredAt site: CallSite? = nil) {
        self.make = make
        self.site = site
        LoweringContext.current?.keepAcrossPasses(self)
    }

    var heldObject: AnyObject? { made.flatMap(objectHeld) }

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

/// An @StateObject's object is the view's own: a view holding one is a state island, whose
/// controls' changes to the object the page cannot follow (see `StateIslands`).
nonisolated extension StateObject: OwnedState {
    var ownedStorage: any StateStorage { box }
}
