import Kiln

struct GradientBar: View {
    var body: some View {
        VStack {
            LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .leading, endPoint: .trailing)
                .frame(height: 24)
                .clipShape(Capsule())
            HStack(spacing: 0) {
                ForEach(0..<12) { step in
                    Color(hue: Double(step) / 12, saturation: 0.6, brightness: 0.95)
                }
            }
            .frame(height: 24)
        }
    }
}
