import Foundation
import Kiln

struct FoodItem: Hashable, Identifiable, Codable, Equatable {
    let emoji: String
    let name: String
    var description: String = ""
    let price: Decimal
    var quantity: Int = 0
    var id: String { name }
}

struct FoodRow: View {
    let food: FoodItem

    var body: some View {
        HStack {
            Text(food.emoji)
                .font(.system(size: 15))
                .foregroundStyle(.secondary)
            Text(food.name)
                .font(.caption)
                .bold()
            Spacer()
            Text("\(food.quantity)")
        }
    }
}

struct PartyFoodList: View {
    let foods = [
        FoodItem(emoji: "🍩", name: "Doughnut", price: 2.35, quantity: 6),
        FoodItem(emoji: "🥮", name: "Moon Cake", price: 2.20, quantity: 4),
        FoodItem(emoji: "🧁", name: "Cupcake", price: 4.00, quantity: 5),
    ]

    var body: some View {
        VStack {
            ForEach(foods) { food in
                FoodRow(food: food)
                Divider()
            }
        }
    }
}
