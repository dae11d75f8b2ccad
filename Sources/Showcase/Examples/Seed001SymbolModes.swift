// Seed 001's "Symbol rendering modes" sample, as the session wrote it; only `import SwiftUI` became
// `import Kiln`. The session calls it `ContentView`, as it does other samples, so it sits in an
// enum of its own here.
import Kiln

enum SymbolRenderingModes {
    struct ContentView: View {
        var body: some View {
            VStack {
                HStack { symbols }
                    .symbolRenderingMode(.monochrome)
                HStack { symbols }
                    .symbolRenderingMode(.multicolor)
                HStack { symbols }
                    .symbolRenderingMode(.hierarchical)
                HStack { symbols }
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(Color.cyan, Color.purple)
            }
            .foregroundStyle(.blue)
            .font(.title)
        }

        @ViewBuilder
        var symbols: some View {
            Group {
                Image(systemName: "exclamationmark.triangle.fill")
                Image(systemName: "pc")
                Image(systemName: "phone.down.circle")
                Image(systemName: "hourglass")
                Image(systemName: "heart.fill")
                Image(systemName: "airplane.circle.fill")
            }
            .frame(width: 40, height: 40)
        }
    }
}
