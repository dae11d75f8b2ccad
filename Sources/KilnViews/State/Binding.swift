/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

nonisolated extension Binding {
    /// Unwraps a binding to an optional; nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding to an optional made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let newValue = $0 { base.wrappedValue = newValue } })
    }
}

nonisolated extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// A binding to a collection is a collection of bindings to its elements, so that
/// `ForEach($items) { $item in … }` works as in SwiftUI.
nonisolated extension Binding: Sequence where Value: MutableCollection {}

nonisolated extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Element = Binding<Value.Element>

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

nonisolated extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

nonisolated extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}
