import Kiln

/// `ShareLink` opens the platform's share sheet where the browser has one and writes an email
/// elsewhere; a `Transferable` model is shared as its proxy. `PhotosPicker` opens the photo
/// library (a file input accepting images).
struct SharingAndPhotos: View {
    struct Recipe: Transferable {
        let title: String
        let url: URL
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.url)
        }
    }

    let recipe = Recipe(title: "Lemon tart", url: URL(string: "https://example.com/recipes/lemon-tart")!)
    @State private var photo: PhotosPickerItem?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ShareLink(item: URL(string: "https://www.swift.org")!)
            ShareLink(item: recipe, subject: Text("Dessert"), message: Text("For Saturday"), preview: SharePreview(recipe.title)) {
                Label("Share the recipe", systemImage: "paperplane")
            }
            PhotosPicker(selection: $photo, matching: .images) {
                Label("Add a photo of the dish", systemImage: "photo.on.rectangle")
            }
        }
    }
}
