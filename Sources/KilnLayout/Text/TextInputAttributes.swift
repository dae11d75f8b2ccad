import KilnTree

/// A text field's input traits as the attributes browsers read: the on-screen keyboard's enter
/// key and layout, autofill, capitals, spelling corrections, and focus at load.
enum TextInputAttributes {
    /// Returns false when the field wanted focus at load but another field of the page has it.
    @discardableResult
    static func apply(_ traits: TextInputTraits, to field: inout Element, focus: PageFocus) -> Bool {
        if let hint = traits.enterKeyHint { field[attribute: "enterkeyhint"] = hint }
        if let mode = traits.inputMode { field[attribute: "inputmode"] = mode }
        if let token = traits.autocomplete { field[attribute: "autocomplete"] = token }
        if let capitals = traits.autocapitalize { field[attribute: "autocapitalize"] = capitals }
        // `spellcheck=false` turns off the browsers' corrections; Safari's `autocorrect`, standard only
        // since 2024, is refused by the HTML checker the project validates with, so it is left out.
        if traits.autocorrectionDisabled { field[attribute: "spellcheck"] = "false" }
        guard traits.isFocused else { return true }
        guard focus.claim() else { return false }
        field[attribute: "autofocus"] = ""
        return true
    }
}

/// Whether a field of the page was given `autofocus` already: a document has one focused
/// control at load, so the first field whose focus binding holds at load keeps it.
final class PageFocus {
    private(set) var isClaimed = false

    func claim() -> Bool {
        defer { isClaimed = true }
        return !isClaimed
    }
}
