// Seed 001's inline code sample ("What's new in SwiftUI", 27:30), as the session wrote it;
// only `import SwiftUI` became `import Kiln`, and the view sits in `MarkdownTextSample` beside the others.
import Kiln

extension MarkdownTextSample {
struct InlineCode: View {
  var body: some View {
Text("""
Is this *too* meta?

`Text("**Hello**, World!")`
`Text(\"\"\"`
`Have a *happy* [WWDC](https://developer.apple.com/wwdc21/)!`
`\"\"\")`
""")
  }
}
}
