import KilnTree

/// Why a view's content is redacted, as in SwiftUI.
nonisolated public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

nonisolated private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

nonisolated extension EnvironmentValues {
    /// Why the views here are redacted (empty outside `redacted(reason:)` and inside `unredacted()`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// `.placeholder` draws the texts inside as grey bars their own length, as SwiftUI does;
    /// `.privacy` only those inside `privacySensitive()` views.
    public func redacted(reason: RedactionReasons) -> some View {
        RedactedView(content: self, reason: reason)
    }

    /// Keeps the texts inside readable within a redacted view.
    public func unredacted() -> some View {
        RedactionMarkView(content: self, mark: .unredacted, site: nil)
    }

    /// Redacted where the environment's reasons hold `.privacy`; elsewhere (a page is never on
    /// a locked screen) it does nothing, and the page says so once.
    public func privacySensitive(_ sensitive: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        RedactionMarkView(content: self, mark: sensitive ? .privacySensitive : nil, site: CallSite(fileID: fileID, line: line))
    }
}

/// Lowers its content with the reasons in the environment, then draws the content's texts as
/// bars. The texts are rewritten after lowering, so that a `Text` outside a redacted view costs
/// nothing more; `unredacted()` and `privacySensitive()` mark the nodes they lowered (only
/// inside a redacted view) for this rewrite to skip or take.
nonisolated struct RedactedView<Content: View>: View {
    let content: Content
    let reason: RedactionReasons

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let outer = context.environment.redactionReasons
        context.environment.redactionReasons = outer.union(view.reason)
        let start = nodes.count
        lower(view.content, into: &nodes, context: context)
        context.environment.redactionReasons = outer
        let redactsAll = view.reason.contains(.placeholder)
        guard redactsAll || view.reason.contains(.privacy) else { return }
        // The outermost redaction takes the marks off; an inner one leaves them for the outer.
        let keepsMarks = !outer.isEmpty
        for index in start..<nodes.count { redact(&nodes[index], redacting: redactsAll, keepsMarks: keepsMarks) }
    }

    private static func redact(_ node: inout Node, redacting: Bool, keepsMarks: Bool) {
        var redacting = redacting
        if let mark = RedactionMark.of(node) {
            if !keepsMarks { RedactionMark.remove(from: &node) }
            switch mark {
            case .unredacted: return
            case .privacySensitive: redacting = true
            }
        }
        if redacting, case .text(var runs) = node.kind {
            for index in runs.indices where runs[index].image == nil {
                runs[index].foreground = .color(.clear)
                runs[index].attributes(\.background, .color(.gray.opacity(0.3)))
            }
            node.kind = .text(runs)
        }
        for index in node.children.indices { redact(&node.children[index], redacting: redacting, keepsMarks: keepsMarks) }
    }
}

/// What `unredacted()` and `privacySensitive()` say to the redacted view around them, kept on
/// their nodes as a value for the enclosing view to read, as `layoutValue` is for a layout.
nonisolated enum RedactionMark: Sendable {
    case unredacted, privacySensitive

    private enum Key {}
    private static let key = ObjectIdentifier(Key.self)

    var modifier: NodeModifier { .layoutValue(key: Self.key, LayoutValue(self)) }

    static func of(_ node: Node) -> RedactionMark? {
        for case .layoutValue(let owner, let value) in node.modifiers where owner == key { return value.value(as: RedactionMark.self) }
        return nil
    }

    static func remove(from node: inout Node) {
        node.modifiers.removeAll { modifier in
            if case .layoutValue(let owner, _) = modifier { return owner == key }
            return false
        }
    }
}

/// Lowers `unredacted()`'s or `privacySensitive()`'s content, marking its nodes only inside a
/// redacted view (the environment says so); `unredacted()` also clears the reasons its
/// content reads.
nonisolated struct RedactionMarkView<Content: View>: View {
    let content: Content
    let mark: RedactionMark?
    let site: CallSite?

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let reasons = context.environment.redactionReasons
        guard let mark = view.mark, !reasons.isEmpty else {
            if let site = view.site, view.mark != nil { context.reportNoStaticMeaning("privacySensitive", at: site) }
            lower(view.content, into: &nodes, context: context)
            return
        }
        if mark == .privacySensitive, !reasons.contains(.privacy) {
            lower(view.content, into: &nodes, context: context)
            return
        }
        let start = nodes.count
        if mark == .unredacted { context.environment.redactionReasons = [] }
        lower(view.content, into: &nodes, context: context)
        context.environment.redactionReasons = reasons
        for index in start..<nodes.count { nodes[index].modifiers.append(mark.modifier) }
    }
}
