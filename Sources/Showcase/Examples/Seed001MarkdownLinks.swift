// Seed 001's Markdown links sample ("What's new in SwiftUI", 27:24), as the session wrote it;
// only `import SwiftUI` became `import Kiln`, and the view sits in `MarkdownTextSample` beside the others.
import Kiln

extension MarkdownTextSample {
struct Links: View {
  var body: some View {
    VStack(alignment: .leading) {
Text("**Hello**, World!")

Text("""
Have a *happy* [WWDC](https://developer.apple.com/wwdc21/)!
""")
    }
  }
}
}
