import Kiln

/// A search with suggestions (the browser's list for the field), scopes (a segmented control)
/// and Kiln's filtering opt-in: this page carries a script of a few hundred bytes that hides the
/// rows that do not match as you type. Without scripts, every row shows.
struct SearchSuggestions: View {
    enum Course: String, CaseIterable, Identifiable {
        case all = "All", savoury = "Savoury", sweet = "Sweet"
        var id: Self { self }
    }

    @State private var query = ""
    @State private var course = Course.all
    let dishes = ["Tomato soup", "Garden salad", "Lasagne", "Mushroom risotto", "Apple pie", "Lemon tart"]

    var body: some View {
        NavigationStack {
            List(dishes, id: \.self) { dish in
                Text(dish)
            }
            .navigationTitle("Menu")
            .searchable(text: $query, prompt: "Dishes") {
                Text("Apple pie").searchCompletion("Apple pie")
                Text("Risotto").searchCompletion("risotto")
            }
            .searchScopes($course) {
                ForEach(Course.allCases) { course in
                    Text(course.rawValue).tag(course)
                }
            }
            .searchFiltering(.asYouType)
        }
    }
}
