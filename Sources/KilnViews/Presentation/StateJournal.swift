/// The state writes of a button action that Kiln runs at build time, kept aside so that the
/// page still shows the initial state. While the journal is in force (`LoweringContext.journal`),
/// reads of that state see the written values, which is how lowering learns what the action
/// would present. A journal may stand on another (an action run while a state island's state is
/// lowered stands on that state's journal): reads see its own writes, then its parent's.
nonisolated final class StateJournal {
    /// By the identity of the storage written; the storage is kept alive with its value so that
    /// the identity cannot be reused.
    private var entries: [ObjectIdentifier: (storage: AnyObject, value: Any)] = [:]
    /// The journal whose writes show through where this one has none.
    let parent: StateJournal?

    /// Set when a read sees one of the journal's own writes; lowering clears it before asking
    /// whether a presentation's binding depends on what the action wrote.
    var wasRead = false

    init(parent: StateJournal? = nil) {
        self.parent = parent
    }

    /// True when the journal itself holds no write (its parent's do not count).
    var isEmpty: Bool { entries.isEmpty }

    /// The storage this journal itself wrote.
    var writtenStorage: Dictionary<ObjectIdentifier, (storage: AnyObject, value: Any)>.Keys { entries.keys }

    /// The value written to `storage`, or nil if the action did not write it.
    subscript<Value>(storage: Box<Value>) -> Value? {
        get {
            guard let entry = entries[ObjectIdentifier(storage)] else { return parent?[storage] }
            wasRead = true
            return (entry.value as! Value)
        }
        set { entries[ObjectIdentifier(storage)] = newValue.map { (storage, $0) } }
    }

    /// The value written to an object's field (`ObjectField`), here or in a parent.
    func value(of field: ObjectField) -> Any? {
        entries[ObjectIdentifier(field)]?.value ?? parent?.value(of: field)
    }

    /// Keeps a write to an object's field, which the object itself no longer holds.
    func record(_ value: Any, for field: ObjectField) {
        entries[ObjectIdentifier(field)] = (field, value)
    }

    /// The values the journal itself wrote, by storage, where every one is hashable: two journals
    /// with the same values are the same state.
    var values: [ObjectIdentifier: AnyHashable]? {
        var values: [ObjectIdentifier: AnyHashable] = [:]
        for (storage, entry) in entries {
            guard let value = entry.value as? AnyHashable else { return nil }
            values[storage] = value
        }
        return values
    }

    /// A journal on `parent` with this journal's writes and then `later`'s.
    func extended(with later: StateJournal, on parent: StateJournal?) -> StateJournal {
        let journal = StateJournal(parent: parent)
        journal.entries = entries.merging(later.entries) { _, newer in newer }
        return journal
    }
}

nonisolated extension LoweringContext {
    /// Runs `body` with `journal`'s writes visible to every read of state.
    func reading<T>(through journal: StateJournal?, _ body: () -> T) -> T {
        let saved = self.journal
        self.journal = journal
        defer { self.journal = saved }
        return body()
    }
}
