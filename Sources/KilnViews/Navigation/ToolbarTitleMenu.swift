import KilnTree

/// A menu an app opens from its navigation title (`ToolbarTitleMenu { … }` in a toolbar). Its
/// actions change the app's state, which a page cannot, so a page leaves it out and says so once.
nonisolated public struct ToolbarTitleMenu<Content: View>: View {
    let source: CallSite

    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        context.report(.warning, "ToolbarTitleMenu opens from the title in an app; a page leaves it out", at: view.source)
    }
}

nonisolated extension ToolbarTitleMenu where Content == EmptyView {
    /// The title menu of a document's commands (rename, duplicate …), which a page has none of.
    public init(fileID: String = #fileID, line: Int = #line) {
        source = CallSite(fileID: fileID, line: line)
    }
}
