import Foundation
import Kiln
import KilnTestSupport
import Testing

/// The input vocabulary in a real browser: the search field and its suggestions are there and
/// named, the field focused at load has the focus, and the filtering opt-in hides the rows that
/// do not match as the reader types (the page's own script; the others run none).
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct InputBrowserTests {
    enum Field: Hashable { case name, email }

    private struct Characters: View {
        @State private var query = ""
        let filters: Bool
        let names = ["The View Builder", "The Truth Duplicator", "The Previewer", "The Stylizer"]
        var body: some View {
            NavigationStack {
                List(names, id: \.self) { Text($0) }
                    .navigationTitle("Characters")
            }
            .searchable(text: $query, prompt: "Heroes and villains") {
                Text("The Stylizer").searchCompletion("Stylizer")
                Text("The Singleton")
            }
            .searchFiltering(filters ? .asYouType : .none)
        }
    }

    private struct SignIn: View {
        @FocusState private var focusedField: Field?
        @State private var text = ""
        var body: some View {
            Form {
                TextField("Name", text: $text).focused($focusedField, equals: .name)
                TextField("Email", text: $text).focused($focusedField, equals: .email)
            }
            .onAppear { focusedField = .email }
        }
    }

    @Test func theSearchFieldAndItsSuggestionsArePresentAndLabelled() throws {
        let html = HTMLRenderer(content: Characters(filters: false)).document(title: "Search")
        let found = try Browser.shared().evaluate(html: html, width: 390, script: """
            const search = document.querySelector('search');
            const field = search && search.querySelector('input[type=search]');
            if (!field) return null;
            const box = field.getBoundingClientRect(), title = document.querySelector('h1').getBoundingClientRect();
            const list = document.querySelector('ul').getBoundingClientRect();
            return {
              known: !(search instanceof HTMLUnknownElement),
              label: field.getAttribute('aria-label'), width: box.width, height: box.height,
              belowTitle: box.top >= title.bottom, aboveList: box.bottom <= list.top,
              suggestions: field.list ? [...field.list.options].map(o => [o.value, o.label]) : [],
              scripts: document.scripts.length,
            };
            """) as? [String: Any]
        let result = try #require(found, "a search field in a <search> element")
        #expect(result["known"] as? Bool == true, "the browser knows <search> (the search landmark)")
        #expect(result["label"] as? String == "Heroes and villains", "the field is named by its prompt")
        #expect((result["width"] as? NSNumber)?.doubleValue ?? 0 > 200, "the field is drawn across the column")
        #expect((result["height"] as? NSNumber)?.doubleValue ?? 0 >= 30, "and tall enough to type in")
        #expect(result["belowTitle"] as? Bool == true, "under the navigation title, as iOS draws its drawer")
        #expect(result["aboveList"] as? Bool == true, "over the list it searches")
        let suggestions = result["suggestions"] as? [[String]] ?? []
        // An option's label is the suggestion's text where it differs from the completion; else the value shows.
        #expect(suggestions == [["Stylizer", "The Stylizer"], ["The Singleton", ""]], "the field's list holds the suggestions, by completion and label")
        #expect((result["scripts"] as? NSNumber)?.intValue == 0, "without the opt-in the page runs no script")
    }

    @Test @MainActor func theFieldFocusedAtLoadHasTheFocus() throws {
        let html = HTMLRenderer(content: SignIn()).document(title: "Sign in")
        let focused = try Browser.shared().evaluate(html: html, width: 390, script: """
            return document.activeElement && document.activeElement.getAttribute('aria-label');
            """) as? String
        #expect(focused == "Email", "the field whose focus binding holds at load is focused")
    }

    @Test func theFilteringOptInHidesRowsThatDoNotMatch() throws {
        let html = HTMLRenderer(content: Characters(filters: true)).document(title: "Search")
        let shown = try Browser.shared().evaluate(html: html, width: 390, script: """
            const field = document.querySelector('search input');
            const visible = () => [...document.querySelectorAll('li')].filter(r => r.getBoundingClientRect().height > 0).map(r => r.textContent.trim());
            const before = visible();
            field.value = 'preview';
            field.dispatchEvent(new Event('input'));
            const typed = visible();
            field.value = '';
            field.dispatchEvent(new Event('input'));
            return [before, typed, visible()];
            """) as? [[String]] ?? []
        let all = ["The View Builder", "The Truth Duplicator", "The Previewer", "The Stylizer"]
        #expect(shown == [all, ["The Previewer"], all], "every row, then only the match (ignoring case), then every row again")
    }
}
