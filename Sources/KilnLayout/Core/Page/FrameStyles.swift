import KilnTree

/// The styles of a page's fixed-frame wrappers (`frame(width:height:alignment:)`), by what decides
/// them: each is five declarations, and a table's rows repeat the same few frames. Searched in
/// order (a page has few), not hashed: hashing a key cost as much as the declarations.
final class FrameStyles {
    struct Key: Equatable {
        var width: Double?
        var height: Double?
        var alignment: Alignment
        /// Whether the framed content fills the axis: the frame's track then fills too.
        var contentFillsWidth: Bool
        var contentFillsHeight: Bool
    }

    // Unchecked: each frame reads them, and a page's layout runs on one thread.
    @exclusivity(unchecked) private var keys: [Key] = []
    @exclusivity(unchecked) private var styles: [Style] = []

    subscript(key: Key) -> Style? {
        get {
            for index in keys.indices where keys[index] == key { return styles[index] }
            return nil
        }
        set {
            // A page of many different frames keeps its first few.
            guard let newValue, keys.count < 16 else { return }
            keys.append(key)
            styles.append(newValue)
        }
    }
}
