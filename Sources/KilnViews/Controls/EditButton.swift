import KilnTree

/// SwiftUI's `EditButton`, which switches a list in and out of edit mode. A page has no edit
/// mode, so the button is left out and the build says so once.
nonisolated public struct EditButton: View {
    let site: CallSite

    public init(fileID: String = #fileID, line: Int = #line) {
        site = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        context.reportNoStaticMeaning("EditButton", at: view.site)
    }
}
