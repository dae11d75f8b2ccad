import Foundation
import Kiln
import KilnTesting
import Testing

/// The input vocabulary as HTML: keyboard, autofill and focus attributes on text fields, the
/// editor, the search field with its suggestions, tokens and scopes, share links and the photos
/// picker. Each is a real, labelled form control; scripts appear only where a view asks for one.
struct InputSnapshotTests {
    enum Field: Hashable { case name, email }
    enum Scope: Hashable { case all, heroes, villains }
    struct Topic: Identifiable { let id: String }

    @Test func textFieldTraitsBecomeInputAttributes() {
        assertSnapshot(of: Form {
            TextField("Email", text: .constant(""))
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
            TextField("Tracking number", text: .constant("1Z"))
                .textContentType(.shipmentTrackingNumber)
                .keyboardType(.numbersAndPunctuation)
                .submitLabel(.done)
                .onSubmit {}
        })
    }

    @Test func textFieldStylesPlainAndRoundedBorder() {
        assertSnapshot(of: VStack {
            TextField("Plain", text: .constant("")).textFieldStyle(.plain)
            TextField("Rounded", text: .constant("")).textFieldStyle(.roundedBorder)
            Form { TextField("Rounded in a form", text: .constant("")).textFieldStyle(.roundedBorder) }
        })
    }

    private struct SignIn: View {
        @FocusState private var focusedField: Field?
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focusedField, equals: .name)
                TextField("Email", text: $name).focused($focusedField, equals: .email)
            }
            .onAppear { focusedField = .email }
        }
    }

    @Test @MainActor func theFieldFocusedAtLoadGetsAutofocus() {
        let html = HTMLRenderer(content: SignIn()).prettyHTML()
        #expect(html.components(separatedBy: "autofocus").count == 2, "one field has autofocus")
        assertSnapshot(of: SignIn())
    }

    @Test func textEditorIsALabelledTextArea() {
        assertSnapshot(of: VStack {
            TextEditor(text: .constant("Bring snacks.\nAnd balloons."))
            TextEditor(text: .constant("")).accessibilityLabel("Notes")
        })
    }

    private struct Characters: View {
        @State private var query = "The"
        @State private var scope = Scope.all
        let names = ["The View Builder", "The Truth Duplicator", "The Previewer"]
        var body: some View {
            NavigationStack {
                List(names, id: \.self) { Text($0) }
                    .navigationTitle("Characters")
            }
            .searchable(text: $query, prompt: "Heroes and villains") {
                Text("The Stylizer").searchCompletion("Stylizer")
                Text("The Singleton")
            }
            .searchScopes($scope) {
                Text("All").tag(Scope.all)
                Text("Heroes").tag(Scope.heroes)
                Text("Villains").tag(Scope.villains)
            }
        }
    }

    @Test func searchableInANavigationStackStandsUnderTheTitle() {
        assertSnapshot(of: Characters())
    }

    @Test func searchTokensAndFilteringScript() {
        let view = List(["Swift", "Kiln"], id: \.self) { Text($0) }
            .searchable(text: .constant(""), tokens: .constant([Topic(id: "layout")])) { token in Text(token.id) }
            .searchFiltering(.asYouType)
        let renderer = HTMLRenderer(content: view)
        #expect(renderer.prettyHTML().contains("<script>for(let s of document.querySelectorAll(\"search[data-filter]\"))"))
        assertSnapshot(of: view)
    }

    /// The WWDC22 session's one-call form (seed 000) is the three modifiers in turn.
    @Test func tokensScopesAndSuggestionsInOneCallAreTheModifiersInTurn() {
        let list = List(["Swift", "Kiln"], id: \.self) { Text($0) }
        let oneCall = NavigationStack {
            list.searchable(text: .constant("sw"), tokens: .constant([Topic(id: "layout")]), scope: .constant(Scope.heroes)) { token in
                Text(token.id)
            } scopes: {
                Text("All").tag(Scope.all)
                Text("Heroes").tag(Scope.heroes)
            } suggestions: {
                Text("Swift").searchCompletion("Swift")
            }
        }
        let inTurn = NavigationStack {
            list.searchable(text: .constant("sw"), tokens: .constant([Topic(id: "layout")])) { token in Text(token.id) }
                .searchScopes(.constant(Scope.heroes)) {
                    Text("All").tag(Scope.all)
                    Text("Heroes").tag(Scope.heroes)
                }
                .searchSuggestions { Text("Swift").searchCompletion("Swift") }
        }
        let html = HTMLRenderer(content: oneCall).prettyHTML()
        #expect(html == HTMLRenderer(content: inTurn).prettyHTML())
        #expect(html.contains("<datalist") && html.contains(">Heroes<") && html.contains(">layout<"))
        let withSuggestions = List(["Swift"], id: \.self) { Text($0) }
            .searchable(text: .constant(""), tokens: .constant([Topic(id: "layout")])) { Text($0.id) } suggestions: { Text("Kiln") }
        #expect(HTMLRenderer(content: withSuggestions).prettyHTML().contains("<datalist"))
    }

    @Test func shareLinksWriteAnEmailAndCarryTheShareData() {
        assertSnapshot(of: VStack {
            ShareLink(item: URL(string: "https://example.com/party?day=1")!, subject: Text("Party"), message: Text("Come & see"))
            ShareLink("Share the plan", item: "Bring snacks")
        })
    }

    @Test func photosPickerIsAFileInputAcceptingImages() {
        assertSnapshot(of: VStack {
            PhotosPicker(selection: .constant(nil)) { Label("Add a photo", systemImage: "photo") }
            PhotosPicker("Add videos", selection: .constant([]), matching: .any(of: [.videos, .livePhotos]))
        })
    }
}

/// Input given what a page cannot honour: each has a defined result and a warning at the user's line.
struct InputBadInputTests {
    private let file = "KilnRenderingTests/InputSnapshotTests.swift"

    @Test func twoFieldsFocusedAtLoadKeepTheFirstAndWarnAtTheSecond() throws {
        let line = #line + 4
        let renderer = HTMLRenderer(content: VStack {
            TextField("First", text: .constant("")).focused(FocusState<Bool>().projectedValue.withValue(true))
            TextField("Second", text: .constant(""))
                .focused(FocusState<Bool>().projectedValue.withValue(true))
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: focused: another field of the page is focused at load already; only the first gets autofocus"
        ])
        let html = renderer.prettyHTML()
        #expect(html.components(separatedBy: "autofocus").count == 2)
        let focused = try #require(html.range(of: "autofocus"), "a field has autofocus")
        #expect(focused.lowerBound < html.range(of: "Second")!.lowerBound, "the first field keeps it")
    }

    @Test func suggestionsWithoutASearchableAreLeftOutWithAWarning() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Text("Results").searchSuggestions { Text("Swift") })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: searchSuggestions, searchScopes or searchFiltering without a searchable field around the view do nothing; they are left out"
        ])
        #expect(!renderer.prettyHTML().contains("<search"))
    }

    @Test func dragAndDropAreReportedOnce() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Text("Card").draggable("Card").dropDestination(for: String.self) { _, _ in true }.draggable("Again"))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: draggable has no meaning on a static page; it is left out",
            "\(file):\(line): warning: dropDestination has no meaning on a static page; it is left out",
        ])
    }

    @Test func aShareLinkNeverWritesAScriptURL() {
        let html = HTMLRenderer(content: ShareLink(item: URL(string: "javascript:alert(1)")!)).prettyHTML()
        #expect(!html.contains("href=\"javascript"))
        #expect(html.contains("href=\"mailto:?body=javascript%3Aalert%281%29\""))
    }
}

private extension FocusState<Bool>.Binding {
    /// The binding with `value` written, as an `onAppear` would set it.
    func withValue(_ value: Bool) -> Self {
        wrappedValue = value
        return self
    }
}
