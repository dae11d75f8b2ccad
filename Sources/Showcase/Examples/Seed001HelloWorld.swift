// Seed 001's first Text sample ("What's new in SwiftUI", 27:06), as the session wrote it;
// only `import SwiftUI` became `import Kiln`, and the view sits in `MarkdownTextSample` beside the others.
import Kiln

enum MarkdownTextSample {}

extension MarkdownTextSample {
struct HelloWorld: View {
  var body: some View {
Text("Hello, World!")
  }
}
}
