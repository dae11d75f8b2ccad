import KilnTree

/// Shared set-up for previews, as SwiftUI's `PreviewModifier` (`#Preview(traits: .modifier(SampleData()))`):
/// a context made once (sample data, a model container) and a body that wraps the previewed view.
/// Kiln keeps the trait with its preview and runs neither: previews are not pages.
@MainActor @preconcurrency
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent

    static func makeSharedContext() async throws -> Context
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The previewed view as a `PreviewModifier`'s body receives it. Only a previewer makes one, so
/// nothing of it reaches a page.
nonisolated public struct PreviewModifierContent: View {
    public typealias Body = Never
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {}
}
