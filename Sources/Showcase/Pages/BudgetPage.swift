import Foundation
import Kiln

/// The party's budget: a `Window` scene, which is a page of its own (`/budget/`), its content
/// centred as a window's is.
struct BudgetPage: View {
    private let expenses: [(name: LocalizedStringKey, euros: Double)] = [
        ("Food", 240), ("Decorations", 85.5), ("Music", 120), ("Venue", 300),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HomeLink()
            Text("Party Budget").font(.largeTitle).bold().accessibilityHeading(.h1)
            Text("A `Window` scene is a page of its own. Amounts are written as the page's language writes them.")
                .foregroundStyle(.secondary)
            Grid(alignment: .leading, horizontalSpacing: 32, verticalSpacing: 8) {
                ForEach(expenses.indices, id: \.self) { index in
                    GridRow {
                        Text(expenses[index].name)
                        Text(expenses[index].euros, format: .currency(code: "EUR")).gridColumnAlignment(.trailing)
                    }
                }
                Divider()
                GridRow {
                    Text("Total").bold()
                    Text(expenses.map(\.euros).reduce(0, +), format: .currency(code: "EUR")).bold()
                }
            }
        }
        .padding(24)
        .frame(maxWidth: 560)
    }
}
