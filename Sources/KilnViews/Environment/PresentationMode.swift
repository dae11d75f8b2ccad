/// SwiftUI 1's way to dismiss a presentation (`@Environment(\.presentationMode)`, then
/// `presentationMode.wrappedValue.dismiss()`), which `dismiss` replaced. As `dismiss` does on a
/// page (every button in a presentation already closes it), dismissing changes nothing at build
/// time; the view reads as not presented, as a page is first shown.
nonisolated public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

nonisolated extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode())
    }
}
