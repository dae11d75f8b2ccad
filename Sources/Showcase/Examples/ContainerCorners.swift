import Kiln

struct ContainerCorners: View {
    var body: some View {
        VStack(spacing: 8) {
            ContainerRelativeShape()
                .fill(.orange.gradient)
                .frame(height: 56)
                .overlay { Text("Inner corners follow the outer ones").foregroundStyle(.white).bold() }
            ContainerRelativeShape()
                .fill(.blue.opacity(0.2))
                .frame(height: 32)
        }
        .padding(10)
        .background(.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 26, style: .continuous))
        .containerShape(RoundedRectangle(cornerRadius: 26, style: .continuous))
    }
}
