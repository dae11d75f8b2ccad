import Foundation

// The offset-based edits SwiftUI adds to collections for `onDelete` and `onMove` handlers.

extension MutableCollection {
    /// Moves the elements at `source` offsets to stand before the element that was at
    /// `destination` (the end where it is `count`), keeping their order, as SwiftUI's does.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { elements.indices.contains($0) }.map { elements[$0] }
        var staying = elements.indices.filter { !source.contains($0) }.map { elements[$0] }
        let insertion = destination - source.count(in: 0..<Swift.min(destination, elements.count))
        staying.insert(contentsOf: moving, at: Swift.max(0, Swift.min(insertion, staying.count)))
        for (index, element) in zip(indices, staying) { self[index] = element }
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's does for `onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var offset = 0
        self = Self(filter { _ in
            defer { offset += 1 }
            return !offsets.contains(offset)
        })
    }
}
