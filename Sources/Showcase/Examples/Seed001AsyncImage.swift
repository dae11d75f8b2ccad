// Seed 001's first AsyncImage sample ("What's new in SwiftUI", 3:29), as the session wrote it; only
// `import SwiftUI` became `import Kiln`, and its ContentView lives in `AsyncImageSample` beside the
// showcase's other samples. The store's default photos are the showcase's own logo, so the page asks
// no other site for anything.
import Kiln

enum AsyncImageSample {
struct ContentView: View {
  @StateObject private var photoStore = PhotoStore()

  var body: some View {
    NavigationView {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 420))]) {
          ForEach(photoStore.photos) { photo in
            AsyncImage(url: photo.url)
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

class PhotoStore: ObservableObject {
  @Published var photos: [Photo] = [Photo(url: URL(string: "../assets/kiln-logo.svg")!)]
}

struct Photo: Identifiable {
  var id: URL { url }
  var url: URL
}
