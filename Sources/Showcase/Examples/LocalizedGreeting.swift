import Kiln

/// Strings from the showcase's string catalog (`Resources/Localizable.xcstrings`): a plural with
/// a form for zero, a number with a format specifier, and values written by format styles in the
/// page's locale, which is the page's language.
struct LocalizedGreeting: View {
    private let day = Date(timeIntervalSince1970: 1_622_991_600)  // 6 June 2021

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Welcome to the party!").font(.headline)
            ForEach([0, 1, 3], id: \.self) { count in
                Text("\(count) guests are coming")
            }
            Text("Budget: \(1234.5, specifier: "%.2f") €")
            Text(day, format: .dateTime.day().month(.wide).year())
            Text(1_234_567.891, format: .number)
        }
    }
}
