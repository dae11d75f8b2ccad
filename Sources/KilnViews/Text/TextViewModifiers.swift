import Foundation
import KilnTree

/// Applies a text modifier set on a view to every text run inside it, as SwiftUI's environment
/// reaches every `Text`: a text's own setting, applied closer to it, wins (`change` keeps it).
nonisolated struct TextRunsModifierView<Content: View>: View {
    let content: Content
    let change: @Sendable (inout TextRun) -> Void

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let start = nodes.count
        lower(view.content, into: &nodes, context: context)
        for index in start..<nodes.count { rewrite(&nodes[index], view.change) }
    }

    private static func rewrite(_ node: inout Node, _ change: (inout TextRun) -> Void) {
        if case .text(var runs) = node.kind {
            for index in runs.indices { change(&runs[index]) }
            node.kind = .text(runs)
        }
        for index in node.children.indices { rewrite(&node.children[index], change) }
    }
}

nonisolated extension View {
    func textRuns(_ change: @escaping @Sendable (inout TextRun) -> Void) -> TextRunsModifierView<Self> {
        TextRunsModifierView(content: self, change: change)
    }

    /// Points added after each character of the texts inside.
    public func kerning(_ kerning: CGFloat) -> some View {
        textRuns { if $0.attributes?.kerning == nil { $0.attributes(\.kerning, Double(kerning)) } }
    }

    /// Points added between the characters of the texts inside.
    public func tracking(_ tracking: CGFloat) -> some View {
        textRuns { if $0.attributes?.tracking == nil { $0.attributes(\.tracking, Double(tracking)) } }
    }

    /// Raises the texts inside by `offset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        textRuns { if $0.attributes?.baselineOffset == nil { $0.attributes(\.baselineOffset, Double(baselineOffset)) } }
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        let line = Text.LineStyle(pattern: pattern, color: color).line
        return textRuns { run in
            guard isActive, !run.isUnderlined, run.attributes?.underline == nil else { return }
            run.attributes(\.underline, line)
        }
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        let line = Text.LineStyle(pattern: pattern, color: color).line
        return textRuns { run in
            guard isActive, !run.isStrikethrough, run.attributes?.strikethrough == nil else { return }
            run.attributes(\.strikethrough, line)
        }
    }

    /// The texts inside in upper or lower case (nil keeps their own case).
    public func textCase(_ textCase: Text.Case?) -> some View {
        modified(.textAppearance(.textCase(textCase.map { $0 == .uppercase ? .uppercase : .lowercase })))
    }

    /// Points added between the lines of the texts inside.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modified(.textAppearance(.lineSpacing(Double(lineSpacing))))
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        modified(.textAppearance(.design(design)))
    }

    /// Written as CSS `font-stretch` (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View {
        modified(.textAppearance(.width((width ?? .standard).stretchPercent)))
    }

    /// Digits of the texts inside all one width, so that numbers line up.
    public func monospacedDigit() -> some View {
        modified(.textAppearance(.monospacedDigit))
    }

    /// A page elides a text cut short by its line limit at the end, whatever the mode: CSS has
    /// no head or middle ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

    /// A browser does not tighten letters to make a line fit; the text wraps or is elided instead.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Approximate: a page does not shrink text to fit its width; the text wraps, or is elided
    /// at its line limit, at its own size.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
}
