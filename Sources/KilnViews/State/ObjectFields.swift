@_spi(Reflection) import Swift
import KilnTree
import Observation

/// A stored property of an `@Observable` model a state island holds (`@State var model =
/// Model()`), as storage the island explores. An object's writes cannot go to a journal as
/// `@State`'s do, so the island takes them back: it reads the fields before a control's action
/// and after, journals the ones that changed and writes the old values back; a state's rendering
/// has the state's values written in for the while it is lowered. Fields are found and written
/// through the runtime's reflection of the class (`_forEachField`), typed, so values are retained
/// and released as Swift does.
nonisolated final class ObjectField: StateStorage {
    let object: AnyObject
    private let offset: Int
    private let access: any FieldAccess.Type

    private init(object: AnyObject, offset: Int, access: any FieldAccess.Type) {
        self.object = object
        self.offset = offset
        self.access = access
    }

    var site: CallSite? { nil }
    var heldObject: AnyObject? { nil }

    var value: Any {
        get { access.read(pointer) }
        set { access.write(pointer, newValue) }
    }

    private var pointer: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset
    }

    /// The stored properties of `object`, if it is `@Observable`: all but the observation registrar.
    static func fields(of object: AnyObject) -> [ObjectField] {
        guard object is any Observable else { return [] }
        var fields: [ObjectField] = []
        // `.classType`, spelled by its raw value: the standard library declares it a `static var`.
        _ = _forEachField(of: type(of: object), options: _EachFieldOptions(rawValue: 1)) { name, offset, type, _ in
            if !String(cString: name).hasPrefix("_$") {
                fields.append(ObjectField(object: object, offset: offset, access: fieldAccess(type)))
            }
            return true
        }
        return fields
    }

    /// Whether two of a field's values differ: by equality where they are hashable, else by what they print.
    static func differ(_ first: Any, _ second: Any) -> Bool {
        if let first = first as? AnyHashable, let second = second as? AnyHashable { return first != second }
        var (a, b) = ("", "")
        dump(first, to: &a)
        dump(second, to: &b)
        return a != b
    }
}

/// Typed access to a field of type `T` at a raw address.
nonisolated private protocol FieldAccess {
    static func read(_ pointer: UnsafeMutableRawPointer) -> Any
    static func write(_ pointer: UnsafeMutableRawPointer, _ value: Any)
}

nonisolated private enum TypedField<T>: FieldAccess {
    static func read(_ pointer: UnsafeMutableRawPointer) -> Any { pointer.assumingMemoryBound(to: T.self).pointee }
    static func write(_ pointer: UnsafeMutableRawPointer, _ value: Any) { pointer.assumingMemoryBound(to: T.self).pointee = value as! T }
}

nonisolated private func fieldAccess(_ type: Any.Type) -> any FieldAccess.Type {
    func open<T>(_: T.Type) -> any FieldAccess.Type { TypedField<T>.self }
    return _openExistential(type, do: open)
}
