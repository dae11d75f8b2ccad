import Kiln

/// `.secondary` and below follow the foreground style: under a red foreground they are lighter
/// reds; `foregroundStyle(_:_:)` sets the secondary outright.
struct HierarchicalStyles: View {
    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Primary")
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Capsule().fill(.quaternary).frame(width: 80, height: 8)
            }
            .foregroundStyle(.red)
            VStack(alignment: .leading, spacing: 6) {
                Text("Primary")
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Capsule().fill(.quaternary).frame(width: 80, height: 8)
            }
            .foregroundStyle(.indigo, .teal)
        }
        .font(.headline)
    }
}
