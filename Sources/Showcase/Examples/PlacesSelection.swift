import Foundation
import Kiln

/// Explicit rows in sections, with a selection: a selected row is marked for assistive
/// technology (`aria-selected` in an ARIA grid) and drawn with the accent colour.
struct PlacesSelection: View {
    @State private var modelData = ModelData()
    @State private var selection: Set<Place.ID> = [2, 4]

    var body: some View {
        Table(of: Place.self, selection: $selection) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city).width(min: 80, max: 140)
            TableColumn("Noise", value: \.noiseLevel) { place in
                NoiseLevelView(level: place.noiseLevel)
            }
            .width(70)
        } rows: {
            Section("Quiet") {
                ForEach(modelData.places.filter { $0.noiseLevel <= 2 }) { place in
                    TableRow(place)
                }
            }
            Section("Lively") {
                ForEach(modelData.places.filter { $0.noiseLevel > 2 }) { place in
                    TableRow(place)
                }
            }
        }
    }
}
