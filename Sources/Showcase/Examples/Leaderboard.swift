// Seed 002's Leaderboard and its Pet model, as they are in the session notes; only
// `import SwiftUI` became `import Kiln`. Names are leading, counts trailing, the bars take the
// space the text columns leave, and each divider spans the grid.
import Kiln

struct Pet: Identifiable, Equatable {
    let type: String
    var votes: Int = 0
    var id: String { type }

    static var exampleData: [Pet] = [
        Pet(type: "Cat", votes: 25),
        Pet(type: "Goldfish", votes: 9),
        Pet(type: "Dog", votes: 16)
    ]
}

struct Leaderboard: View {
    var pets: [Pet]
    var totalVotes: Int

    var body: some View {
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type)
                    ProgressView(
                        value: Double(pet.votes),
                        total: Double(totalVotes))
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                }

                Divider()
            }
        }
        .padding()
    }
}

/// The leaderboard with the seed's example data.
struct LeaderboardExample: View {
    var body: some View {
        Leaderboard(pets: Pet.exampleData, totalVotes: Pet.exampleData.reduce(0) { $0 + $1.votes })
    }
}
