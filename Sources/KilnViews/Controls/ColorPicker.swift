import KilnTree

/// A colour well beside its label, as SwiftUI's `ColorPicker` on iOS: the selected colour in a
/// circle inside a ring of hues. Choosing another colour needs a running app, so on a page the
/// well shows the binding's colour; assistive technology reads the label, the well being drawing.
nonisolated public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    public var body: some View {
        LabeledContent {
            ZStack {
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
                Circle().fill(.background).padding(3)
                Circle().fill(color).padding(5)
            }
            .frame(width: 28, height: 28)
            .accessibilityHidden(true)
        } label: {
            label
        }
    }
}

nonisolated extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
