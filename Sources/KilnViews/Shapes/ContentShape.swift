import Foundation
import KilnTree

nonisolated extension View {
    /// The shape the view is hit-tested with. On a page a view takes clicks over its whole box
    /// (a button's label, Spacers and all), which is what `contentShape(Rectangle())` asks for,
    /// so a rectangle needs nothing; any other shape is reported, the hit area staying the box
    /// (a clip path would clip what is drawn too, which SwiftUI does not).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false, fileID: String = #fileID, line: Int = #line) -> some View {
        ContentShapeView(content: self, shape: shape, site: CallSite(fileID: fileID, line: line))
    }

    public func contentShape<S: Shape>(
        _ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        ContentShapeView(content: self, shape: shape, site: CallSite(fileID: fileID, line: line))
    }
}

nonisolated struct ContentShapeView<Content: View, S: Shape>: View {
    let content: Content
    let shape: S
    let site: CallSite
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let message = "contentShape(_:) with \(S.self): a page hit-tests a view over its whole box, so the hit area is its rectangle"
        if view.shape._kind.value != .rectangle, !context.diagnostics.contains(where: { $0.message == message && $0.source == view.site }) {
            context.report(
                .warning, message, at: view.site)
        }
        lower(view.content, into: &nodes, context: context)
    }
}
