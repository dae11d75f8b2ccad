// Seed 001's "Symbol variants" sample, as the session wrote it; only `import SwiftUI` became
// `import Kiln`. The session calls it `ContentView`, as it does other samples, so it sits in an
// enum of its own here.
import Kiln

enum SymbolVariantsSample {
    struct ContentView: View {
        var body: some View {
            VStack {
                HStack { symbols }
                HStack { symbols }
                    .symbolVariant(.fill)
            }
            .foregroundStyle(.blue)
        }

        @ViewBuilder
        var symbols: some View {
            let heart = Image(systemName: "heart")
            Group {
                heart
                heart.symbolVariant(.slash)
                heart.symbolVariant(.circle)
                heart.symbolVariant(.square)
                heart.symbolVariant(.rectangle)
            }
            .frame(width: 40, height: 40)
        }
    }
}
