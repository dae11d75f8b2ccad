import KilnTree
/// A key for a value a view gives the custom layout that holds it (`layoutValue(key:value:)`),
/// read in the layout through the subview (`subview[Key.self]`).
@preconcurrency
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Gives the enclosing custom layout `value` for `key`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modified(.layoutValue(key: ObjectIdentifier(key), LayoutValue(value)))
    }
}
