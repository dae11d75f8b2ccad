import Foundation
import KilnTree
import KilnViews
import Testing

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private final class Model: ObservableObject {
    @Published var title = "From the model"
}

/// The environment flows down, and state renders its initial value.
struct EnvironmentAndStateTests {

    @Test func customEnvironmentValuesReachDescendants() {
        struct Reader: View {
            @Environment(\.accentName) var accentName
            var body: some View { Text(accentName) }
        }
        #expect(loweredTexts(VStack { Reader() }.environment(\.accentName, "blue")) == ["blue"])
        #expect(loweredTexts(Reader()) == ["none"])
    }

    @Test @MainActor func innerEnvironmentWinsAndOuterIsRestored() {
        struct Reader: View {
            @Environment(\.accentName) var accentName
            var body: some View { Text(accentName) }
        }
        let view = VStack {
            Reader().environment(\.accentName, "inner")
            Reader()
        }
        .environment(\.accentName, "outer")
        #expect(loweredTexts(view) == ["inner", "outer"])
    }

    @Test func fontEnvironmentIsReadable() {
        struct Reader: View {
            @Environment(\.font) var font
            var body: some View { Text(font == .title ? "title" : "other") }
        }
        #expect(loweredTexts(Reader().font(.title)) == ["title"])
    }

    @Test func stateRendersItsInitialValueAndBindingsShareIt() {
        struct Counter: View {
            @State private var count = 3
            var body: some View {
                Child(count: $count)
                Text("\(count)")
            }
        }
        struct Child: View {
            @Binding var count: Int
            var body: some View { Text("child \(count)") }
        }
        #expect(loweredTexts(Counter()) == ["child 3", "3"])
        let binding = Binding.constant(5)
        binding.wrappedValue = 6
        #expect(binding.wrappedValue == 5)
    }

    @Test func bindingsToCollectionsGiveBindingsToElements() {
        struct Pet: Identifiable {
            var id: String
            var votes: Int
        }
        var pets = [Pet(id: "Cat", votes: 1), Pet(id: "Dog", votes: 2)]
        let binding = Binding(get: { pets }, set: { pets = $0 })
        let view = ForEach(binding) { $pet in Text("\(pet.id) \(pet.votes)") }
        #expect(loweredTexts(view) == ["Cat 1", "Dog 2"])
        binding[1].votes.wrappedValue = 9
        #expect(pets[1].votes == 9)
    }

    @Test @MainActor func observableObjectsRenderTheirCurrentState() {
        struct Owner: View {
            @StateObject private var model = Model()
            var body: some View {
                Text(model.title)
                Shared()
            }
        }
        struct Shared: View {
            @EnvironmentObject var model: Model
            var body: some View { Text("shared \(model.title)") }
        }
        struct Observer: View {
            @ObservedObject var model: Model
            var body: some View { Text(model.title) }
        }
        let model = Model()
        #expect(loweredTexts(Owner().environmentObject(model)) == ["From the model", "shared From the model"])
        model.title = "Changed"
        #expect(loweredTexts(Observer(model: model)) == ["Changed"])
    }
}
