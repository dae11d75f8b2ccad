import Kiln

struct ImageSizes: View {
    var body: some View {
        HStack(spacing: 16) {
            Image("kiln-logo")
            Image("kiln-logo")
                .resizable()
                .frame(width: 40, height: 40)
            Image(decorative: "kiln-logo")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 100, height: 30)
                .border(.gray)
        }
    }
}
