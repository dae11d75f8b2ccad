import KilnTree

// The keyboard vocabulary of SwiftUI and UIKit, mapped to the attributes browsers read for the
// same purpose: they are environment values, as in SwiftUI, so `.submitLabel(.go)` on a form
// reaches every field inside it. Text fields read them while they lower (`TextInputTraits`).

nonisolated private struct TextInputTraitsKey: EnvironmentKey { static let defaultValue = TextInputTraits() }

nonisolated extension EnvironmentValues {
    /// The traits the text fields below take: enter key, keyboard, autofill, capitals, autocorrection, focus and look.
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }
}

/// The label of the keyboard's return key, as SwiftUI's `SubmitLabel`: the `enterkeyhint` a
/// browser's on-screen keyboard shows.
nonisolated public struct SubmitLabel: Hashable, Sendable {
    let enterKeyHint: String

    public static let done = SubmitLabel(enterKeyHint: "done")
    public static let go = SubmitLabel(enterKeyHint: "go")
    public static let send = SubmitLabel(enterKeyHint: "send")
    public static let join = SubmitLabel(enterKeyHint: "go")
    public static let route = SubmitLabel(enterKeyHint: "go")
    public static let search = SubmitLabel(enterKeyHint: "search")
    public static let `return` = SubmitLabel(enterKeyHint: "enter")
    public static let next = SubmitLabel(enterKeyHint: "next")
    public static let `continue` = SubmitLabel(enterKeyHint: "next")
}

/// What submits a view's fields, as SwiftUI's `SubmitTriggers`.
nonisolated public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// UIKit's keyboard types, which SwiftUI's `keyboardType(_:)` takes: the `inputmode` a
/// browser's on-screen keyboard follows (nil: the default keyboard).
nonisolated public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad

    public static var alphabet: UIKeyboardType { .asciiCapable }

    var inputMode: String? {
        switch self {
        case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter: nil
        case .URL: "url"
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .phonePad: "tel"
        case .emailAddress: "email"
        case .decimalPad: "decimal"
        case .webSearch: "search"
        }
    }
}

/// UIKit's text content types, which SwiftUI's `textContentType(_:)` takes; the raw value is
/// the HTML `autocomplete` token a browser fills the field from. Types the web has no token
/// for (a flight number, a tracking number …) have an empty raw value and add nothing.
nonisolated public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let middleName = UITextContentType(rawValue: "additional-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let location = UITextContentType(rawValue: "")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let addressCityAndState = UITextContentType(rawValue: "")
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
    public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")
    public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
    public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    public static let creditCardType = UITextContentType(rawValue: "cc-type")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "current-password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let birthdate = UITextContentType(rawValue: "bday")
    public static let birthdateDay = UITextContentType(rawValue: "bday-day")
    public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
    public static let birthdateYear = UITextContentType(rawValue: "bday-year")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "")
    public static let flightNumber = UITextContentType(rawValue: "")
    public static let dateTime = UITextContentType(rawValue: "")
}

/// How a field capitalizes what is typed, as SwiftUI's `TextInputAutocapitalization`: the
/// `autocapitalize` a browser's on-screen keyboard follows.
nonisolated public struct TextInputAutocapitalization: Hashable, Sendable {
    let value: String

    public static let never = TextInputAutocapitalization(value: "off")
    public static let words = TextInputAutocapitalization(value: "words")
    public static let sentences = TextInputAutocapitalization(value: "sentences")
    public static let characters = TextInputAutocapitalization(value: "characters")
}

/// UIKit's capitalization styles, which `autocapitalization(_:)` takes (`.none`, `.words` …).
nonisolated public enum AutocapitalizationType: Hashable, Sendable {
    case none, words, sentences, allCharacters

    var current: TextInputAutocapitalization {
        switch self {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}

nonisolated extension View {
    /// The return key's label on the fields below: `enterkeyhint`.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        transformEnvironment(\.textInputTraits) { $0.enterKeyHint = submitLabel.enterKeyHint }
    }

    /// The keyboard the fields below ask for: `inputmode`.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        transformEnvironment(\.textInputTraits) { $0.inputMode = type.inputMode }
    }

    /// What the fields below hold, for autofill: `autocomplete`.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        transformEnvironment(\.textInputTraits) { traits in
            traits.autocomplete = textContentType.flatMap { $0.rawValue.isEmpty ? nil : $0.rawValue }
        }
    }

    /// How the fields below capitalize: `autocapitalize`.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocapitalize = autocapitalization?.value }
    }

    /// SwiftUI 1's spelling, with UIKit's styles: `textInputAutocapitalization`.
    public func autocapitalization(_ style: AutocapitalizationType) -> some View {
        textInputAutocapitalization(style.current)
    }

    /// Turns autocorrection off in the fields below: `spellcheck=false`.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocorrectionDisabled = disable }
    }

    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }

    /// An action for when a field below is submitted. A static page runs no action: pressing
    /// return in the field does nothing, as tapping a button does nothing.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        self
    }

    /// Whether the view's fields take part in submission; compiles, nothing is submitted.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        self
    }
}
