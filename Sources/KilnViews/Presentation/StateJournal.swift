/// The state writes of a button action that Kiln runs at build time, kept aside so that the
/// page still shows the initial state. While the journal is in force (`LoweringContext.journal`),
/// reads of that state see the written values, which is how lowering learns what the action
/// would present.
nonisolated final class StateJournal {
    /// By the identity of the storage written; the storage is kept alive with its value so that
    /// the identity cannot be reused.
    private var entries: [ObjectIdentifier: (storage: AnyObject, value: Any)] = [:]

    /// Set when a read sees one of the journal's writes; lowering clears it before asking
    /// whether a presentation's binding depends on what the action wrote.
    var wasRead = false

    var isEmpty: Bool { entries.isEmpty }

    /// The value written to `storage`, or nil if the action did not write it.
    subscript<Value>(storage: Box<Value>) -> Value? {
        get {
            guard let entry = entries[ObjectIdentifier(storage)] else { return nil }
            wasRead = true
            return (entry.value as! Value)
        }
        set { entries[ObjectIdentifier(storage)] = newValue.map { (storage, $0) } }
    }
}

nonisolated extension LoweringContext {
    /// Runs `body` with `journal`'s writes visible to every read of state.
    func reading<T>(through journal: StateJournal, _ body: () -> T) -> T {
        let saved = self.journal
        self.journal = journal
        defer { self.journal = saved }
        return body()
    }
}
