import Foundation
import KilnTree

/// A link to a URL, rendered as `<a href>`. `javascript:` URLs are refused with an error that
/// names the call site.
nonisolated public struct Link<Label: View>: View {
    let label: Label
    let destination: URL
    let site: CallSite

    public init(destination: URL, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.site = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let address = view.destination.absoluteString
        let children = lowered(view.label, context: context)
        guard !ScriptURL.isScript(address) else {
            context.report(.error, "Link destination \"\(address)\" is a script URL; links must lead somewhere", at: view.site)
            nodes += children
            return
        }
        nodes.append(Node(.link(.url(address)), children: children, source: view.site))
    }
}

nonisolated extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(title) }
    }
}
