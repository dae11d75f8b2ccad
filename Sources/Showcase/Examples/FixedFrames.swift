import Kiln

struct FixedFrames: View {
    var body: some View {
        HStack {
            Text("Top leading")
                .frame(width: 90, height: 60, alignment: .topLeading)
                .border(.gray)
            Text("Centre")
                .frame(width: 90, height: 60)
                .border(.gray)
            Circle()
                .fill(.orange)
                .frame(width: 90, height: 60)
        }
    }
}
