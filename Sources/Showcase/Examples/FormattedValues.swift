import Kiln

/// Values written by Foundation's format styles in the page's locale: the same views in English
/// and in German.
struct FormattedValues: View {
    private let day = Date(timeIntervalSince1970: 1_622_991_600)  // 6 June 2021, 15:00 UTC

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            column.environment(\.locale, Locale(identifier: "en_US"))
            column.environment(\.locale, Locale(identifier: "de_DE"))
        }
    }

    private var column: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(1_234_567.891, format: .number)
            Text(0.256, format: .percent)
            Text(19.99, format: .currency(code: "EUR"))
            Text(day, format: .dateTime.day().month(.wide).year())
            Text(day..<day.addingTimeInterval(5_400), format: .interval.hour().minute())
            Text(["Ann", "Ben", "Cy"], format: .list(type: .and))
            Text(Int64(1_500_000), format: .byteCount(style: .file))
            Text(Measurement(value: 5.5, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated))
        }
    }
}
