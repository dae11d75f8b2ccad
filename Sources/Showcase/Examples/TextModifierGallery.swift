import Kiln

/// Text's spacing, case, line and redaction modifiers, each on a line of its own.
struct TextModifierGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Kerning 3").kerning(3)
            Text("Tracking −0.5").tracking(-0.5)
            Text("Baseline ") + Text("up 5").baselineOffset(5)
            Text("Upper case from textCase").textCase(.uppercase)
            Text("Dashed blue underline").underline(pattern: .dash, color: .blue)
            Text("Solid strikethrough").strikethrough()
            Text("Serif design").fontDesign(.serif)
            Text("Digits 1111 / 8888").monospacedDigit()
            Text("Lines spaced\nby eight points").lineSpacing(8)
            Text("A placeholder line").redacted(reason: .placeholder)
        }
    }
}
