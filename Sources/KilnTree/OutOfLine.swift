/// What a value has that few instances set, kept behind one pointer and only when not empty:
/// values copied along every page (text runs, `Text`s) stay a few words wide.
package protocol OutOfLineParts {
    init()
    /// Whether nothing is set; matched by case, not compared with `nil`, as a comparison copies each payload.
    var isEmpty: Bool { get }
}

package struct OutOfLine<Parts: OutOfLineParts> {
    fileprivate indirect enum Storage {
        case some(Parts)
    }

    fileprivate var storage: Storage?

    package init() {}

    /// The parts, empty when none are set; setting empty parts frees them.
    package var parts: Parts {
        get {
            guard case .some(let parts)? = storage else { return Parts() }
            return parts
        }
        set { storage = newValue.isEmpty ? nil : .some(newValue) }
    }

    /// Whether any part is set, without building empty parts.
    package var isSet: Bool {
        guard case .none = storage else { return true }
        return false
    }
}

extension OutOfLine: Equatable where Parts: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.none, .none): true
        case (.some(.some(let left)), .some(.some(let right))): left == right
        default: false
        }
    }
}

extension OutOfLine: Hashable where Parts: Hashable {
    package func hash(into hasher: inout Hasher) {
        guard case .some(.some(let parts)) = storage else { return hasher.combine(false) }
        hasher.combine(true)
        hasher.combine(parts)
    }
}

extension OutOfLine: Sendable where Parts: Sendable {}

extension OutOfLine.Storage: Sendable where Parts: Sendable {}
