import Kiln

struct ShapeGallery: View {
    var body: some View {
        HStack(spacing: 12) {
            Rectangle().fill(.red)
            RoundedRectangle(cornerRadius: 10).fill(.orange)
            Capsule().fill(.green)
            Ellipse().stroke(.teal, lineWidth: 3)
            Circle().fill(.blue)
            Circle().strokeBorder(.purple, lineWidth: 4)
        }
        .frame(height: 50)
    }
}
