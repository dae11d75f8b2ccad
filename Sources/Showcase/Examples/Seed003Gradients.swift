// Seed 003 ("Add rich graphics to your SwiftUI app"): the gradient app the session builds, written
// from the session's narration (the session shows its code on screen only): a gradient detail view
// that fills the screen under a material bar kept clear of the content by `safeAreaInset`, and the
// sparkle visualizer drawn with `Canvas` in a `TimelineView`.
import Kiln

struct GradientModel: Identifiable {
    var id: String { name }
    var name: String
    var stops: [Gradient.Stop]

    static let library = [
        GradientModel(name: "Sunset", stops: [
            .init(color: .orange, location: 0), .init(color: .pink, location: 0.5), .init(color: .purple, location: 1),
        ]),
        GradientModel(name: "Lagoon", stops: [
            .init(color: .mint, location: 0), .init(color: .teal, location: 0.6), .init(color: .blue, location: 1),
        ]),
    ]
}

struct GradientDetailView: View {
    var gradient: GradientModel
    var isEditing = false
    static let deepRed = Color(red: 0.75, green: 0.1, blue: 0.1)

    var body: some View {
        Group {
            if isEditing {
                List {
                    ForEach(gradient.stops.indices, id: \.self) { index in
                        HStack {
                            Circle().fill(gradient.stops[index].color).frame(width: 24, height: 24)
                            Text("Stop \(index + 1)")
                            Spacer()
                            Text(gradient.stops[index].location, format: .percent)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            } else {
                LinearGradient(stops: gradient.stops, startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea(edges: .bottom)
            }
        }
        .safeAreaInset(edge: .bottom) {
            VStack(spacing: 4) {
                Text(gradient.name)
                    .font(.title2.bold())
                // The session's inner red word; a deeper red than `.red`, which has only 3:1
                // contrast on the light material.
                Text("\(gradient.stops.count) \(Text("colors").foregroundColor(Self.deepRed))")
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity)
            .padding()
            .background(.thinMaterial)
        }
    }
}

struct SparklesVisualizer: View {
    @State private var count = 2

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let now = timeline.date.timeIntervalSinceReferenceDate
                let angle = Angle.degrees(now.remainder(dividingBy: 3) * 120)
                let x = cos(angle.radians)

                var image = context.resolve(Image(systemName: "sparkles"))
                image.shading = .color(.blue)
                let imageSize = image.size
                context.blendMode = .screen

                for i in 0..<count {
                    let frame = CGRect(
                        x: 0.5 * size.width + Double(i) * imageSize.width * x,
                        y: 0.5 * size.height,
                        width: imageSize.width,
                        height: imageSize.height)

                    var innerContext = context
                    innerContext.opacity = 0.5
                    innerContext.fill(Ellipse().path(in: frame), with: .color(.cyan))
                    context.draw(image, in: frame)
                }
            }
        }
        .onTapGesture { count += 1 }
        .accessibilityLabel("A visualizer")
        .accessibilityValue("\(count) sparkles")
    }
}

/// The app's screens side by side: a gradient, one being edited (its list scrolls under the bar
/// and ends clear of it), and the visualizer.
struct GradientApp: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                GradientDetailView(gradient: GradientModel.library[0])
                GradientDetailView(gradient: GradientModel.library[1], isEditing: true)
            }
            .frame(height: 300)
            SparklesVisualizer()
                .frame(height: 120)
                .background(.black, in: RoundedRectangle(cornerRadius: 12))
        }
    }
}
