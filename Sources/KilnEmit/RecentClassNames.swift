import KilnLayout

/// The class names one `HTMLWriter.write` gave styles, by where the styles' bytes lie and the
/// element's hint, each kept as where the writer wrote it. A list's rows share their styles
/// (`StackStyles`, `PlacedStyles` in the layout pass): named once this way, a row's class is
/// copied from the row before instead of its declarations hashed and looked up again.
///
/// A place stands for the same bytes only while the tree being written is alive and unchanged:
/// the writer clears these at each `write`.
struct RecentClassNames {
    private struct Slot {
        var address: UInt = 0
        var hint: ElementName = ""
        /// Where the name was written in the writer's output.
        var written: Range<Int> = 0..<0
    }

    // Direct-mapped: a row's few styles rarely share a slot, and a lookup is one comparison.
    private var slots = [Slot](repeating: Slot(), count: 8)

    /// Where the name of the style whose bytes lie at `address` was written, for an element with `hint`.
    func written(address: UInt, hint: ElementName) -> Range<Int>? {
        let slot = slots[Self.index(address)]
        return slot.address == address && slot.hint == hint ? slot.written : nil
    }

    mutating func note(address: UInt, hint: ElementName, written: Range<Int>) {
        slots[Self.index(address)] = Slot(address: address, hint: hint, written: written)
    }

    mutating func removeAll() {
        for index in slots.indices { slots[index] = Slot() }
    }

    /// Array storage is 16-byte aligned: the bits above those pick the slot.
    private static func index(_ address: UInt) -> Int { Int(truncatingIfNeeded: (address >> 4) ^ (address >> 7)) & 7 }
}
