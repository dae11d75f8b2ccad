// Seed 001's AsyncImage sample with a custom placeholder ("What's new in SwiftUI", 3:45), as the
// session wrote it; only `import SwiftUI` became `import Kiln`. Its ContentView lives in
// `AsyncImagePlaceholderSample`; its PhotoStore and Photo are the first sample's, written there.
// The showcase's `randomElement()` picks the same colour at every build (BuildTimeRandom.swift).
import Kiln

enum AsyncImagePlaceholderSample {
struct ContentView: View {
  @StateObject private var photoStore = PhotoStore()

  var body: some View {
    NavigationView {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 420))]) {
          ForEach(photoStore.photos) { photo in
            AsyncImage(url: photo.url) { image in
              image
                .resizable()
                .aspectRatio(contentMode: .fill)
            } placeholder: {
              randomPlaceholderColor()
                .opacity(0.2)
            }
            .frame(width: 400, height: 266)
            .mask(RoundedRectangle(cornerRadius: 16))
          }
        }
        .padding()
      }
      .navigationTitle("Superhero Recruits")
    }
    .navigationViewStyle(.stack)
  }
}
}

func randomPlaceholderColor() -> Color {
  placeholderColors.randomElement()!
}

let placeholderColors: [Color] = [
  .red, .blue, .orange, .mint, .purple, .yellow, .green, .pink
]
