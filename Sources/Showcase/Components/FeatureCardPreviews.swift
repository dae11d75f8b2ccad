import Kiln

#if DEBUG
/// What `kiln serve` shows at /_previews/ for the home page's cards: found by the KilnPreviews
/// plugin, as any provider of the target is, and left out of the built site.
struct FeatureCard_Previews: PreviewProvider {
    static var previews: some View {
        FeatureCard(title: "Charts", detail: "Swift Charts marks, drawn as inline SVG.", symbol: "chart.bar")
            .padding()
            .previewDisplayName("On a phone")
        FeatureCard(title: "Forms", detail: "Labelled controls in a grid.", symbol: "list.bullet.rectangle")
            .previewLayout(.fixed(width: 320, height: 140))
            .previewDisplayName("In a 320 × 140 frame")
    }
}
#endif

#Preview("A card that fits", traits: .sizeThatFitsLayout) {
    FeatureCard(title: "Previews", detail: "Every #Preview of the target, at /_previews/.", symbol: "eye")
}
