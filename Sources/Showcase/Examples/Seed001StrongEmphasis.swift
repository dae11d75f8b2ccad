// Seed 001's strong emphasis sample ("What's new in SwiftUI", 27:17), as the session wrote it;
// only `import SwiftUI` became `import Kiln`, and the view sits in `MarkdownTextSample` beside the others.
import Kiln

extension MarkdownTextSample {
struct StrongEmphasis: View {
  var body: some View {
Text("**Hello**, World!")
  }
}
}
