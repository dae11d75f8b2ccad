import KilnTree

/// A value a view owns, as SwiftUI's `@State`. A static page shows the initial value; writes
/// (from code run while building) are kept so that bindings stay consistent.
@propertyWrapper
public struct State<Value> {
    private let box: Box<Value>

    /// `fileID` and `line` are where the property is declared: a state island's messages name it.
    public init(wrappedValue value: Value, fileID: String = #fileID, line: Int = #line) {
        box = Box(value, declaredAt: CallSite(fileID: fileID, line: line))
    }

    public init(initialValue value: Value, fileID: String = #fileID, line: Int = #line) {
        self.init(wrappedValue: value, fileID: fileID, line: line)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// Sendable when its value is, as SwiftUI's: a view holding only such state can be made off the
/// main actor. The box is read and written by the one thread lowering the page.
extension State: @unchecked Sendable where Value: Sendable {}

nonisolated extension State where Value: ExpressibleByNilLiteral {
    public init(fileID: String = #fileID, line: Int = #line) {
        self.init(wrappedValue: nil, fileID: fileID, line: line)
    }
}

nonisolated extension State: OwnedState {
    var ownedStorage: any StateStorage { box }
}

/// Mutable storage shared by a property wrapper and the bindings made from it. Writes from a
/// button action that Kiln runs at build time go to the action's journal instead, so pages
/// show the initial state; reads see the journal while it is in force. Made while a page is
/// lowered, it takes the value its predecessor at the same place had when the page was lowered
/// before (see `PageLifecycle`), as SwiftUI keeps a view's state while the view stays.
nonisolated final class Box<Value>: PersistentState, StateStorage {
    private var stored: Value
    let site: CallSite?
    /// `keptAcrossPasses`: whether a page lowered again gives it its predecessor's value, by its
    /// place among the page's views (a model's property is kept with its model instead).
    init(_ value: Value, declaredAt site: CallSite? = nil, keptAcrossPasses: Bool = true) {
        stored = value
        self.site = site
        if keptAcrossPasses { LoweringContext.current?.keepAcrossPasses(self) }
    }

    func adopt(_ previous: AnyObject) {
        if let previous = previous as? Box<Value> { stored = previous.stored }
    }

    var heldObject: AnyObject? { objectHeld(stored) }

    var value: Value {
        get {
            if let journal = LoweringContext.current?.journal, let written = journal[self] { return written }
            return stored
        }
        set {
            if let journal = LoweringContext.current?.journal { journal[self] = newValue } else { stored = newValue }
        }
    }
}
