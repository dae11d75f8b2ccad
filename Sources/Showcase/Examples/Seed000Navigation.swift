// Seed 000's "Stacks" and "Split views" samples, copied as they are in the session notes; only
// `import SwiftUI` became `import Kiln` (and the notes' garbled emoji were restored), and
// `random(_:except:)` takes the foods after the item instead of shuffling, so each food's
// related foods are the same in every build instead of changing each time the site is built. The
// view-based version of the food list keeps the notes' names inside `ViewBasedLinks`, since
// the value-based version that follows it in the notes reuses them.
import Foundation
import Kiln

// MARK: Food Models (FoodItem and donut are in Seed000Views.swift)

let moonCake = FoodItem(emoji: "🥮", name: "Moon Cake", description: "Lotus seed paste — plenty of crust", price: 2.20, quantity: 4)
let shavedIce = FoodItem(emoji: "🍧", name: "Shaved Ice", description: "Shave your own ice!", price: 3.25, quantity: 1)
let cupcake = FoodItem(emoji: "🧁", name: "Cupcake", description: "Also goes by the name Cake Nano", price: 4.00, quantity: 5)
let flan = FoodItem(emoji: "🍮", name: "Flan", description: "What's in a flan? That which we call milk, eggs, and sugar by any other name would taste just as sweet.", price: 6.50, quantity: 2)
let taffy = FoodItem(emoji: "🍬", name: "Taffy", description: "Freshwater, actually.", price: 1.00, quantity: 11)
let cake = FoodItem(emoji: "🎂", name: "Cake Cake", description: "The real deal", price: 15.00, quantity: 1)
let cookie = FoodItem(emoji: "🍪", name: "Cookie Cake", description: "The ultimate dessert", price: 4.30, quantity: 1)

let relatedFoods = [donut, moonCake, shavedIce, cupcake, flan, taffy, cake, cookie]

extension Array where Element: Equatable {

    /// A quick-and-dirty way of getting a random few elements from an Array that don't include a single,
    /// particular element.
    /// - Parameters:
    ///   - count: The number of desired random elements, must be less than `Array.count`
    ///   - except: Filter out this particular element
    func random(_ count: Int, except: Element) -> [Element] {
        assert(count >= count)
        // The ones after `except`, wrapping around: a static page is built once, so "random"
        // would only make each build differ.
        let start = (firstIndex(of: except) ?? -1) + 1
        var copy = Array(self[start...] + self[..<start])
        copy.removeAll(where: { $0 == except })
        return Array(copy[0..<count])
    }
}

let partyFoods = [
    FoodItem(emoji: "🍨", name: "Ice Cream",
             price: 3.50, quantity: 4),
    flan,
    taffy,
    donut,
    FoodItem(emoji: "🍉", name: "Watermelon",
             price: 3.65, quantity: 1),
    FoodItem(emoji: "🍒", name: "Cherries",
             price: 8.00, quantity: 1),
    cupcake,
    cookie,
    FoodItem(emoji: "🍥", name: "Fish Cake",
             price: 5.00, quantity: 2),
    moonCake,
    cake,
    FoodItem(emoji: "🍘", name: "Rice Cracker",
             price: 0.25, quantity: 16),
    FoodItem(emoji: "🥨", name: "Pretzels",
             price: 3.00, quantity: 3),
    shavedIce,
    FoodItem(emoji: "🥧", name: "Apple Pie",
             price: 4.10, quantity: 1)
]

enum ViewBasedLinks {
// MARK: NavigationStack with View-based NavigationLinks

struct FoodsListView: View {
    fileprivate var foodItems = partyFoods
    @State private var selectedFoodItems: [FoodItem] = []

    var body: some View {
        NavigationStack {
            List(foodItems) { item in
                NavigationLink {
                    FoodDetailView(item: item)
                } label: {
                    FoodRow(food: item)
                }
            }
            .navigationTitle("Party Food")

        }
    }
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

struct FoodDetailView: View {
    let item: FoodItem

    var body: some View {
        ScrollView {
            VStack {
                HStack {
                    Text(item.emoji)
                        .font(.system(size: 30))
                    Text(item.name)
                        .font(.title3)
                }
                .padding(.bottom, 4)
                Text(item.description)
                    .font(.caption)
                Divider()
                RelatedFoodsView(relatedFoods: relatedFoods.random(3, except: item))
            }
        }
    }
}

struct RelatedFoodsView: View {
    @State var relatedFoods: [FoodItem]

    var body: some View {
        VStack {
            Text("Related Foods")
                .background(.background, in: RoundedRectangle(cornerRadius: 2))
            HStack {
                ForEach(relatedFoods) { food in
                    NavigationLink {
                        FoodDetailView(item: food)
                    } label: { Text(food.emoji) }
                }
            }
        }
    }
}
}

// MARK: NavigationStack with Value-based Navigation Links

struct FoodsListView: View {
    fileprivate var foodItems = partyFoods
    @State private var selectedFoodItems: [FoodItem] = []

    var body: some View {
        NavigationStack(path: $selectedFoodItems) {
            List(foodItems) { item in
                NavigationLink(value: item) {
                    FoodRow(food: item)
                }
            }
            .navigationTitle("Party Food")
            .navigationDestination(for: FoodItem.self) { item in
                FoodDetailView(item: item, path: $selectedFoodItems)
            }
        }
    }
}

struct FoodDetailView: View {
    let item: FoodItem
    @Binding var path: [FoodItem]

    var body: some View {
        ScrollView {
            VStack {
                HStack {
                    Text(item.emoji)
                        .font(.system(size: 30))
                    Text(item.name)
                        .font(.title3)
                }
                .padding(.bottom, 4)
                Text(item.description)
                    .font(.caption)
                Divider()
                RelatedFoodsView(relatedFoods: relatedFoods.random(3, except: item))
                if path.count > 1 {
                    Button("Back to First Item") { path.removeSubrange(1...) }
                }
            }
        }
    }
}

struct RelatedFoodsView: View {
    @State var relatedFoods: [FoodItem]

    var body: some View {
        VStack {
            Text("Related Foods")
                .background(.background, in: RoundedRectangle(cornerRadius: 2))
            HStack {
                ForEach(relatedFoods) { food in
                    NavigationLink(value: food) {
                        Text(food.emoji)
                    }
                }
            }
        }
    }
}

// MARK: NavigationSplitView Demo (the session's last version, with the budget sheet)

struct PartyPlannerHome: View {
    @State private var selectedTask: PartyTask?
    @State private var presented: Bool = false

    var body: some View {
        NavigationSplitView {
            List(PartyTask.allCases, selection: $selectedTask) { task in
                NavigationLink(value: task) {
                    TaskLabel(task: task)
                }
                .listItemTint(task.color)
            }
        } detail: {
            if case .food = selectedTask {
                FoodsListView()
            } else {
                selectedTask.flatMap { $0.color } ?? .white
            }
        }
        .sheet(isPresented: $presented) {
            Text("Budget View")
                .presentationDetents([.height(250), .medium])
                .presentationDragIndicator(.visible)
        }
    }
}
