import Kiln

struct AccessibleRating: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Reviews").font(.headline).accessibilityHeading(.h3)
            Text("★★★★☆").accessibilityLabel("Four stars out of five")
            Text("✦ decoration ✦").accessibilityHidden(true)
        }
    }
}
