import Kiln

struct GradientMask: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Fading out towards the end of the line")
                .font(.title3)
                .bold()
                .mask {
                    LinearGradient(colors: [.black, .black, .clear], startPoint: .leading, endPoint: .trailing)
                }
            Color.purple
                .frame(width: 120, height: 80)
                .mask { Capsule() }
        }
    }
}
