import Kiln

struct StateFavourites: View {
    @State private var favourites: Set<String> = ["Tacos"]
    private let dishes = ["Tacos", "Dumplings", "Paella", "Ramen", "Pierogi"]

    var body: some View {
        List {
            Section {
                ForEach(dishes, id: \.self) { dish in
                    let isFavourite = favourites.contains(dish)
                    HStack {
                        Text(dish)
                        Spacer()
                        Button {
                            if isFavourite { favourites.remove(dish) } else { favourites.insert(dish) }
                        } label: {
                            Image(systemName: isFavourite ? "star.fill" : "star")
                                .foregroundStyle(isFavourite ? .yellow : .secondary)
                        }
                        .buttonStyle(.borderless)
                        .accessibilityLabel(isFavourite ? "Remove \(dish) from favourites" : "Add \(dish) to favourites")
                    }
                }
            } footer: {
                Text(favourites.isEmpty ? "No favourites yet" : "\(favourites.count) of \(dishes.count) are favourites")
            }
        }
    }
}
