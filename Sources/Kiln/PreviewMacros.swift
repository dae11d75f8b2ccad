// `#Preview` and `@Previewable`, declared as SwiftUI declares them, expanded by Kiln's own macro
// plugin (Sources/KilnMacros), which needs no swift-syntax. A preview compiles and is kept as a
// `Preview`; it never becomes a page.

/// A preview of the view its closure builds: `#Preview { ContentView() }`, `#Preview("Name") { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "KilnMacros", type: "PreviewMacro")

/// A preview with traits: `#Preview(traits: .sizeThatFitsLayout) { … }`,
/// `#Preview("Name", traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) { … }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KilnMacros", type: "PreviewMacro")

/// Marks state a preview's body declares, as in `@Previewable @State var isOn = false`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "KilnMacros", type: "PreviewableMacro")
