// Seed 004's PlacesTable, as in the session notes but for the import, with a small model,
// PlaceCell and NoiseLevelView of our own.
import Foundation
import Kiln

struct PlacesTable: View {
    @Binding var modelData: ModelData
    @State private var sortOrder = [KeyPathComparator(\Place.name)]

    var body: some View {
        Table(modelData.places, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name) { place in
                PlaceCell(place)
            }
            TableColumn("Comfort Level", value: \.comfortDescription).width(200)
            TableColumn("Noise", value: \.noiseLevel) { place in
                NoiseLevelView(level: place.noiseLevel)
            }
        }
        .onChange(of: sortOrder) {
            modelData.sort(using: $0)
        }
    }
}

/// The showcase owns the model data the table binds to.
struct PlacesTableExample: View {
    @State private var modelData = ModelData()

    var body: some View {
        PlacesTable(modelData: $modelData)
    }
}

struct Place: Identifiable, Hashable {
    let id: Int
    var name: String
    var city: String
    var comfortDescription: String
    /// From 1 (quiet) to 5 (loud).
    var noiseLevel: Int
}

struct ModelData {
    var places = [
        Place(id: 1, name: "Botanical Garden Café", city: "Lisbon", comfortDescription: "Armchairs by the window", noiseLevel: 1),
        Place(id: 2, name: "City Library", city: "Oslo", comfortDescription: "Quiet desks with lamps", noiseLevel: 1),
        Place(id: 3, name: "Harbour Coworking", city: "Hamburg", comfortDescription: "Standing desks", noiseLevel: 3),
        Place(id: 4, name: "Night Market Tea", city: "Taipei", comfortDescription: "Stools at the counter", noiseLevel: 5),
        Place(id: 5, name: "Rooftop Terrace", city: "Lima", comfortDescription: "Benches in the shade", noiseLevel: 4),
    ]

    mutating func sort(using comparators: [KeyPathComparator<Place>]) {
        places.sort(using: comparators)
    }
}

struct PlaceCell: View {
    let place: Place

    init(_ place: Place) {
        self.place = place
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(place.name)
            Text(place.city)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// Five bars, as many filled as the place is loud, with the level spoken as a number.
struct NoiseLevelView: View {
    let level: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1..<6) { bar in
                RoundedRectangle(cornerRadius: 1)
                    .fill(bar <= level ? Color.accentColor : Color.secondary.opacity(0.3))
                    .frame(width: 4, height: 4 + 2 * Double(bar))
            }
        }
        .frame(height: 14, alignment: .bottom)
        .accessibilityLabel("Noise level \(level) of 5")
    }
}
