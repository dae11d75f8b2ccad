import Kiln

/// Keyboard, autofill and focus modifiers become the attributes a browser reads: `inputmode`,
/// `autocomplete`, `enterkeyhint`, `autocapitalize` and `spellcheck`; the field a
/// `@FocusState` holds when the page loads gets `autofocus` (none here, so the page does not jump).
struct KeyboardAndAutofill: View {
    enum Field: Hashable { case name, email, phone }

    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""
    @State private var notes = "Bring a dish to share."
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .textContentType(.name)
                .textInputAutocapitalization(.words)
                .submitLabel(.next)
                .focused($focusedField, equals: .name)
            TextField("Email", text: $email, prompt: Text("you@example.com"))
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .focused($focusedField, equals: .email)
            TextField("Phone", text: $phone)
                .keyboardType(.phonePad)
                .textContentType(.telephoneNumber)
                .submitLabel(.done)
                .focused($focusedField, equals: .phone)
                .onSubmit { focusedField = nil }
            Section("Notes") {
                TextEditor(text: $notes)
                    .accessibilityLabel("Notes")
            }
        }
    }
}
