/// A `searchable` field and what comes with it. children, in order: the prompt if `hasPrompt`,
/// `suggestionCount` suggestion views, `tokenCount` token views, the scope picker if
/// `hasScopes`, then the searched view (`searchParts` names them).
package struct SearchField: Hashable, Sendable {
    package enum Placement: Hashable, Sendable { case automatic, toolbar, sidebar, navigationBarDrawer }

    /// The binding's text when the page was built.
    package var text: String
    package var placement: Placement
    package var hasPrompt: Bool
    package var suggestionCount: Int
    package var tokenCount: Int
    package var hasScopes: Bool
    /// What typing in the field does beyond what HTML does (each an opt-in with a small script;
    /// without it the field does nothing, and nothing is missing).
    package var filtering: Filtering
    /// Suggestions, scopes or filtering applied where no `searchable` is (yet): the parts wait for
    /// a `searchable` around them; without one, the view shows as it is.
    package var isPending = false

    package init(text: String, placement: Placement = .automatic, hasPrompt: Bool = false, suggestionCount: Int = 0, tokenCount: Int = 0, hasScopes: Bool = false, filtering: Filtering = .none) {
        self.text = text
        self.placement = placement
        self.hasPrompt = hasPrompt
        self.suggestionCount = suggestionCount
        self.tokenCount = tokenCount
        self.hasScopes = hasScopes
        self.filtering = filtering
    }
}

extension SearchField {
    package enum Filtering: Hashable, Sendable {
        case none
        /// The page hides the searched view's rows that do not hold the typed text.
        case asYouType
        /// The field searches the whole site: a form leading to the site's search page, and
        /// results from the site's index as the reader types.
        case site
    }
}

/// A `search` node's children by role.
package struct SearchParts {
    package var prompt: Node?
    package var suggestions: ArraySlice<Node>
    package var tokens: ArraySlice<Node>
    package var scopes: Node?
    package var content: ArraySlice<Node>
}

extension Node {
    /// A `search` node's parts, as its payload divides its children; nil for another kind.
    package var searchParts: SearchParts? {
        guard case .search(let field) = kind else { return nil }
        var rest = children[...]
        let prompt = field.hasPrompt ? rest.popFirst() : nil
        let suggestions = rest.prefix(field.suggestionCount)
        rest = rest.dropFirst(field.suggestionCount)
        let tokens = rest.prefix(field.tokenCount)
        rest = rest.dropFirst(field.tokenCount)
        let scopes = field.hasScopes ? rest.popFirst() : nil
        return SearchParts(prompt: prompt, suggestions: suggestions, tokens: tokens, scopes: scopes, content: rest)
    }

    /// Builds a `search` node whose payload agrees with the parts it is given.
    package static func search(_ field: SearchField, prompt: Node?, suggestions: [Node], tokens: [Node], scopes: Node?, content: [Node], source: CallSite?) -> Node {
        var field = field
        field.hasPrompt = prompt != nil
        field.suggestionCount = suggestions.count
        field.tokenCount = tokens.count
        field.hasScopes = scopes != nil
        let children = (prompt.map { [$0] } ?? []) + suggestions + tokens + (scopes.map { [$0] } ?? []) + content
        return Node(.search(field), children: children, source: source)
    }

    /// The text a search suggestion fills the field with: its `searchCompletion`, else its text.
    package var searchCompletion: String {
        for case .searchCompletion(let completion) in modifiers { return completion }
        for child in children { for case .searchCompletion(let completion) in child.modifiers { return completion } }
        return plainText
    }
}

/// What a `ShareLink` shares: a URL or a text, with an optional subject and message.
package struct ShareItem: Hashable, Sendable {
    /// The shared URL, if the item is one (`url`), else the shared text (`text`).
    package var url: String?
    package var text: String?
    package var subject: String?
    package var message: String?

    package init(url: String? = nil, text: String? = nil, subject: String? = nil, message: String? = nil) {
        self.url = url
        self.text = text
        self.subject = subject
        self.message = message
    }
}

/// A file chooser's accepted types and whether it takes several files.
package struct FilePicker: Hashable, Sendable {
    /// The `accept` attribute: MIME types or patterns (`image/*`); nil accepts any file.
    package var accept: String?
    package var allowsMultiple: Bool

    package init(accept: String?, allowsMultiple: Bool) {
        self.accept = accept
        self.allowsMultiple = allowsMultiple
    }
}

/// What the environment says about a text field's keyboard, focus and look, each as the HTML
/// attribute value it becomes (nil: the attribute is left out).
package struct TextInputTraits: Hashable, Sendable {
    /// `submitLabel` → `enterkeyhint`.
    package var enterKeyHint: String?
    /// `keyboardType` → `inputmode`.
    package var inputMode: String?
    /// `textContentType` → `autocomplete`.
    package var autocomplete: String?
    /// `textInputAutocapitalization` → `autocapitalize`.
    package var autocapitalize: String?
    /// `autocorrectionDisabled` → `spellcheck=false`.
    package var autocorrectionDisabled: Bool
    /// `focused(_:)` bound to a value that focuses this field when the page loads → `autofocus`.
    package var isFocused: Bool
    /// Where that `focused` modifier was written, for the warning when another field has focus already.
    package var focusSource: CallSite?
    /// `textFieldStyle(_:)`: `.plain` draws no box, `.roundedBorder` one even in a grouped form.
    package var look: TextFieldLook

    package init(enterKeyHint: String? = nil, inputMode: String? = nil, autocomplete: String? = nil, autocapitalize: String? = nil, autocorrectionDisabled: Bool = false, isFocused: Bool = false, focusSource: CallSite? = nil, look: TextFieldLook = .automatic) {
        self.enterKeyHint = enterKeyHint
        self.inputMode = inputMode
        self.autocomplete = autocomplete
        self.autocapitalize = autocapitalize
        self.autocorrectionDisabled = autocorrectionDisabled
        self.isFocused = isFocused
        self.focusSource = focusSource
        self.look = look
    }
}

/// How `textFieldStyle(_:)` draws a field: automatic is plain, as on iOS.
package enum TextFieldLook: Hashable, Sendable {
    case automatic, plain, roundedBorder
}
