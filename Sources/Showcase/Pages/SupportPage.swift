import Foundation
import Kiln

/// What Kiln supports of SwiftUI and Swift Charts, row by row, from the support table.
struct SupportPage: View {
    let table = SupportTable.shipped

    var body: some View {
        List {
            Section {
                Text("Every row is an API a SwiftUI app uses, with what a Kiln page does with it. A row that renders names the test that shows it; the table is checked by Kiln's tests.")
                ForEach(SupportTable.Status.allCases, id: \.self) { status in
                    LabeledContent {
                        Text("\(table.count(status))")
                    } label: {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(status.title).font(.headline)
                            Text(status.meaning).font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            ForEach(table.areas, id: \.name) { area in
                Section(area.name) {
                    ForEach(area.rows) { row in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(verbatim: row.api).font(.callout.monospaced())
                            if !row.note.isEmpty {
                                Text(verbatim: row.note).font(.footnote).foregroundStyle(.secondary)
                            }
                        }
                        .badge(row.status.title)
                    }
                }
            }
        }
        .navigationTitle("What Kiln supports")
    }
}
