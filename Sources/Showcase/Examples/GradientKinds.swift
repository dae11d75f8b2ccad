import Kiln

/// Every kind of gradient, as a fill and as text.
struct GradientKinds: View {
    private let spectrum: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .red]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.linearGradient(colors: [.mint, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                RoundedRectangle(cornerRadius: 12)
                    .fill(.radialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 50))
                Circle()
                    .fill(AngularGradient(colors: spectrum, center: .center))
                RoundedRectangle(cornerRadius: 12)
                    .fill(.ellipticalGradient(colors: [.white, .indigo], center: .center, endRadiusFraction: 0.6))
            }
            .frame(height: 90)
            Text("Gradient text")
                .font(.largeTitle.bold())
                .foregroundStyle(.linearGradient(colors: [.pink, .purple, .blue], startPoint: .leading, endPoint: .trailing))
        }
    }
}
