import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`:
/// `@Bindable var model: Model` then `TextField("Name", text: $model.name)`, or
/// `Bindable(model).name` where the object is not a property.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { newValue in
            // A control's action run at build time (in a journal) leaves the object as it is:
            // its changes cannot be kept aside as state's are.
            // (The models a state island explores are written, and the island takes the write back.)
            if let context = LoweringContext.current, context.journal != nil, context.islands.stack.last?.explores(object) != true {
                context.skippedObjectWrite = true
            } else {
                object[keyPath: keyPath] = newValue
            }
        })
    }
}

nonisolated extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
