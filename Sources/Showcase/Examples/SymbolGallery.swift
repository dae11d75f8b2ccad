import Kiln

/// Every SF Symbol name Kiln draws: one cell per base name, its icon above the name and the
/// variant names (`.fill`, `.circle`, `.square`, `.rectangle`, `.slash` and their mixes) that it also answers.
struct SymbolGallery: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), alignment: .top)], alignment: .leading, spacing: 16) {
            ForEach(Self.families, id: \.name) { family in
                VStack(alignment: .leading, spacing: 4) {
                    HStack(spacing: 8) {
                        Image(systemName: family.name)
                        if let circled = family.circled {
                            Image(systemName: circled)
                        }
                    }
                    .font(.title2)
                    .foregroundStyle(.tint)
                    Text(verbatim: family.name).font(.caption).bold()
                    if !family.variants.isEmpty {
                        Text(verbatim: family.variants.joined(separator: " "))
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
    }

    struct Family {
        /// The name drawn: the base name, or the family's first name where the base is not one.
        let name: String
        var variants: [String]
        var circled: String?
    }

    /// The names grouped by their base: the name without its trailing variant words.
    static let families: [Family] = {
        let names = Image.kilnSymbolNames
        let mapped = Set(names)
        var order: [String] = []
        var members: [String: [String]] = [:]
        for name in names {
            var words = name.split(separator: ".")
            while words.count > 1, let last = words.last, ["fill", "circle", "square", "rectangle", "slash"].contains(last) {
                words.removeLast()
            }
            let base = words.joined(separator: ".")
            if members[base] == nil { order.append(base) }
            members[base, default: []].append(name)
        }
        return order.map { base in
            let all = members[base] ?? []
            let name = mapped.contains(base) ? base : all[0]
            let circled = base + ".circle.fill"
            return Family(name: name, variants: all.filter { $0 != name }.map { String($0.dropFirst(base.count)) },
                          circled: mapped.contains(circled) && circled != name ? circled : nil)
        }
    }()
}
