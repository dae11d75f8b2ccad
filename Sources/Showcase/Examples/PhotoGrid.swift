import Kiln

/// An adaptive LazyVGrid: as many 72 pt columns as fit, sharing the width, with pinned headers.
struct PhotoGrid: View {
    private let palettes: [(name: String, colors: [Color])] = [
        ("Warm", [.red, .orange, .yellow, .pink, .brown]),
        ("Cool", [.blue, .teal, .cyan, .indigo, .mint, .purple, .green]),
    ]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 72))], spacing: 8, pinnedViews: [.sectionHeaders]) {
            ForEach(palettes, id: \.name) { palette in
                Section {
                    ForEach(palette.colors.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(palette.colors[index])
                            .frame(height: 48)
                    }
                } header: {
                    Text(palette.name).font(.headline)
                }
            }
        }
    }
}
