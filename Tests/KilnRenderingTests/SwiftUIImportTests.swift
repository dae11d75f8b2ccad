import Kiln
import Testing

// This file imports Kiln alone, as a SwiftUI file imports SwiftUI alone: Foundation's types and
// Observation come with it.

@Observable private final class Library {
    var name = "City Library"
    var books = ["Dune", "Emma"]
}

@MainActor private final class Counter: ObservableObject {
    @Published var count = 2
    func label() -> String { "Count \(count)" }
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    @Environment(Library.self) private var optionalLibrary: Library?
    var body: some View {
        @Bindable var library = library
        Text(library.name)
        ForEach(library.books, id: \.self) { Text($0) }
        TextField("Name", text: $library.name)
        Text(optionalLibrary == nil ? "none" : "found")
    }
}

private struct Editor: View {
    @Bindable var library: Library
    var body: some View { TextField("Library", text: $library.name) }
}

private struct Home: View {
    @State private var library = Library()
    @StateObject private var counter = Counter()
    var body: some View {
        VStack {
            Shelf().environment(library)
            Editor(library: library)
            Text(counter.label())
        }
    }
}

private struct Missing: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library == nil ? "no library" : "library") }
}

struct SwiftUIImportTests {
    @Test @MainActor func observableModelsReachViewsThroughTheEnvironmentAndBindable() {
        let html = HTMLRenderer(content: Home()).prettyHTML()
        for text in ["City Library", "Dune", "Emma", "found", "Count 2"] { #expect(html.contains(">\(text)<"), "\(text)") }
        #expect(html.contains(#"value="City Library""#))
        #expect(HTMLRenderer(content: Missing()).prettyHTML().contains(">no library<"))
    }

    @Test func foundationTypesComeWithKiln() {
        let size = CGSize(width: 3, height: 4)
        let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: size)
        let interval: TimeInterval = 90
        let day = Date(timeIntervalSince1970: 86_400 * 365)
        let id = UUID()
        let sorted = ["ccc", "a", "bb"].sorted(using: KeyPathComparator(\String.count))
        let calendar = Calendar(identifier: .gregorian)
        #expect(rect.maxX == 4 && interval.formatted() == "90" && sorted == ["a", "bb", "ccc"])
        #expect(calendar.component(.year, from: day) == 1971 && id != UUID())
        let html = HTMLRenderer(content: Text(day, style: .date)).prettyHTML()
        #expect(html.contains(">January 1, 1971<"))
        #expect(HTMLRenderer(content: Text(day, style: .time)).prettyHTML().contains(">12:00\u{202F}AM<")
            || HTMLRenderer(content: Text(day, style: .time)).prettyHTML().contains(">12:00 AM<"))
    }

    @Test func localizedStringsShowTheirDefaultValueWithoutATable() {
        let count = 3
        #expect(String(localized: "\(count) guests", comment: "guest count") == "3 guests")
        #expect(String(localized: "party.title", defaultValue: "Party", table: "Missing") == "Party")
        #expect(HTMLRenderer(content: Text(LocalizedStringResource("Welcome"))).prettyHTML().contains(">Welcome<"))
    }
}

struct FoundationShimTests {
    @Test func listFormatterJoinsAsASentence() {
        #expect(ListFormatter.localizedString(byJoining: ["Ana", "Ben", "Cy"]) == "Ana, Ben, and Cy")
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: ["one", 2]) == "one and 2")
        #expect(formatter.string(for: ["x"]) == "x")
    }
}

struct CollectionOffsetTests {
    @Test func removeAtOffsetsAndMoveFromOffsetsEditAsSwiftUIs() {
        var names = ["a", "b", "c", "d", "e"]
        names.remove(atOffsets: IndexSet([1, 3]))
        #expect(names == ["a", "c", "e"])
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(letters == ["c", "d", "a", "b", "e"])
        letters.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(letters == ["e", "c", "d", "a", "b"])
        letters.move(fromOffsets: IndexSet([1]), toOffset: 5)
        #expect(letters == ["e", "d", "a", "b", "c"])
    }

    @Test @MainActor func aListRowBackgroundFillsTheRow() {
        let html = HTMLRenderer(content: List {
            Text("Plain")
            Text("Tinted").listRowBackground(Color.yellow)
        }).prettyHTML()
        #expect(html.contains("background-color:var(--k-yellow)"))
    }
}

/// Modifiers from Apple's samples that compile with the meaning a page can give them.
struct SampleVocabularyTests {
    private struct Toolbarish: View {
        var body: some View {
            VStack {
                ControlGroup {
                    Button("Back") {}
                    Button("Forward") {}
                }
                .controlGroupStyle(.navigation)
                Menu("Sort") { Button("Name") {} }
                    .menuStyle(BorderedButtonMenuStyle())
                Button("Save") {}.keyboardShortcut(.defaultAction)
                Image(systemName: "star").foregroundStyle(Color.cyan, Color.purple)
                Text("Tap twice").accessibilityQuickAction(style: .prompt) { Button("Pause") {} }
            }
        }
    }

    @Test @MainActor func sampleModifiersCompileAndKeepTheirContent() {
        let renderer = HTMLRenderer(content: Toolbarish())
        let html = renderer.prettyHTML()
        for text in ["Back", "Forward", "Sort", "Save", "Tap twice"] { #expect(html.contains(text), "\(text)") }
        #expect(html.contains("var(--k-cyan)"))
        #expect(renderer.diagnostics.contains { $0.message.hasPrefix("keyboardShortcut ") })
    }
}
