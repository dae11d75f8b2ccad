// Seed 001's text field formatting sample ("What's new in SwiftUI", 30:43), as the session wrote it;
// only `import SwiftUI` became `import Kiln`, and its ContentView lives in `TextFieldFormattingSample`.
import Kiln

enum TextFieldFormattingSample {
struct ContentView: View {
    @State private var newAttendee = PersonNameComponents()

    var body: some View {
        TextField("New Person", value: $newAttendee,
          format: .name(style: .medium))
    }
}
}
