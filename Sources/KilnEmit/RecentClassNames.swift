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

    // Each place has a home slot, picked from its address, where it is found with one
    // comparison; one whose home is taken goes to another slot and is found by looking through
    // all of them. (With the home slot alone, two of a row's styles sharing it pushed each other
    // out on every row, on some runs and not others.)
    private static let count = 8
    private var slots = [Slot](repeating: Slot(), count: count)
    /// The slot a place whose home is taken replaces once all are full.
    private var victim = 0

    /// Where the name of the style whose bytes lie at `address` was written, for an element with `hint`.
    func written(address: UInt, hint: ElementName) -> Range<Int>? {
        let home = Self.home(address)
        if slots[home].address == address && slots[home].hint == hint { return slots[home].written }
        for index in 0..<Self.count where slots[index].address == address && slots[index].hint == hint {
            return slots[index].written
        }
        return nil
    }

    mutating func note(address: UInt, hint: ElementName, written: Range<Int>) {
        var index = Self.home(address)
        if slots[index].address != 0 {
            if let empty = (0..<Self.count).first(where: { slots[$0].address == 0 }) {
                index = empty
            } else {
                index = victim
                victim = (victim + 1) % Self.count
            }
        }
        slots[index] = Slot(address: address, hint: hint, written: written)
    }

    mutating func removeAll() {
        self = RecentClassNames()
    }

    /// Array storage is 16-byte aligned: the bits above those pick the slot.
    private static func home(_ address: UInt) -> Int { Int(truncatingIfNeeded: (address >> 4) ^ (address >> 7)) & (count - 1) }
}
