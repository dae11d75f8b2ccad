import Kiln

struct CornerStyles: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                VStack {
                    RoundedRectangle(cornerRadius: 28, style: .continuous).fill(.indigo).frame(width: 110, height: 110)
                    Text("Continuous").font(.caption)
                }
                VStack {
                    RoundedRectangle(cornerRadius: 28, style: .circular).fill(.indigo).frame(width: 110, height: 110)
                    Text("Circular").font(.caption)
                }
            }
            UnevenRoundedRectangle(topLeadingRadius: 32, bottomLeadingRadius: 4, bottomTrailingRadius: 32, topTrailingRadius: 4)
                .fill(.teal)
                .frame(height: 64)
                .overlay { Text("Uneven corners").foregroundStyle(.white).bold() }
            RoundedRectangle(cornerRadius: 16)
                .strokeBorder(.mint, lineWidth: 4)
                .frame(height: 44)
                .overlay { Text("A continuous border") }
        }
    }
}
