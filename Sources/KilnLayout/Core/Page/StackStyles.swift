/// The styles of a page's stacks as they are made, by what decides them (the axis, alignment
/// and gap): a list's rows repeat the same few stacks, and writing their declarations afresh for
/// each was about 6% of such a page's layout. Searched in order, as `FrameStyles` is.
final class StackStyles {
    struct Key: Equatable {
        var alignment: StackAlignment
        var gap: Double
    }

    // Unchecked: each stack reads them, and a page's layout runs on one thread.
    @exclusivity(unchecked) private var keys: [Key] = []
    @exclusivity(unchecked) private var styles: [Style] = []

    /// The style of stacks like `key`, made of `declarations` the first time.
    func style(_ key: Key, _ declarations: () -> [(CSSProperty, String)]) -> Style {
        for index in keys.indices where keys[index] == key { return styles[index] }
        var style = Style()
        for (property, value) in declarations() { style[property] = value }
        // A page of many different stacks keeps its first few.
        if keys.count < 16 {
            keys.append(key)
            styles.append(style)
        }
        return style
    }
}
