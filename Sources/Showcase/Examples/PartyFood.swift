import Foundation
import Kiln

/// Seed 000's FoodRow (in Seed000Views.swift) for a few of the party's foods.
struct PartyFoodList: View {
    let foods = [
        donut,
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
