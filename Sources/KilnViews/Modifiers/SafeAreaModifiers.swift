import Foundation
import KilnTree

/// The kinds of safe area a view may ignore, as in SwiftUI: the container's (the screen's notch,
/// rounded corners and bars) and the software keyboard's, which a static page never shows.
nonisolated public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// A bar at the top or bottom edge of the view. On a scroll view or list the bar stays at that
    /// edge while the content scrolls under it, and the content ends clear of it; elsewhere the
    /// view is laid out in the room the bar leaves.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(
            content: self, bar: content(), edge: edge == .top ? .top : .bottom,
            alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing.map(Double.init))
    }

    /// A bar at the leading or trailing edge of the view, as the vertical form does across.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(
            content: self, bar: content(), edge: edge == .leading ? .leading : .trailing,
            alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing.map(Double.init))
    }

    /// Lets the view reach the screen's edges past the safe area (full-bleed backgrounds): the page
    /// covers the whole viewport (`viewport-fit=cover`) and keeps its other content clear of the
    /// notch and rounded corners with `env(safe-area-inset-*)` padding. The keyboard's region alone
    /// changes nothing: a static page shows no keyboard.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modified(regions.contains(.container) && !edges.isEmpty ? .ignoresSafeArea(edges) : nil)
    }

    /// The older spelling of `ignoresSafeArea(.all, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

/// `safeAreaInset`: lowers to a `safeAreaInset` node holding the view and its bar.
nonisolated struct SafeAreaInsetView<Content: View, Bar: View>: View {
    let content: Content
    let bar: Bar
    let edge: Edge
    let alignment: Alignment
    let spacing: Double?

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let bars = lowered(view.bar, context: context)
        guard !bars.isEmpty else { return lower(view.content, into: &nodes, context: context) }
        let across = view.edge == .leading || view.edge == .trailing
        let contents = lowered(view.content, context: context)
        // Several views are one view to the modifier, stacked along the bar's axis.
        let content = contents.count == 1 ? contents[0] : Node(.vstack(alignment: .center, spacing: nil), children: contents)
        let bar = bars.count == 1 ? bars[0]
            : Node(across ? .hstack(alignment: view.alignment.vertical, spacing: nil) : .vstack(alignment: view.alignment.horizontal, spacing: nil), children: bars)
        nodes.append(Node(.safeAreaInset(edge: view.edge, alignment: view.alignment, spacing: view.spacing), children: [content, bar]))
    }
}

nonisolated extension View {
    /// Adds `insets` to the view's safe area, as SwiftUI does: on a scroll view or list the content
    /// starts and ends that far in and scrolls under the space; elsewhere the view is laid out
    /// inside it. Each inset is an empty bar at its edge (`safeAreaInset`).
    public func safeAreaPadding(_ insets: EdgeInsets, fileID: String = #fileID, line: Int = #line) -> some View {
        SafeAreaPaddingView(content: self, insets: insets, site: CallSite(fileID: fileID, line: line))
    }

    /// `length` points (16, the system's padding, when nil) on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        safeAreaPadding(EdgeInsets(edges, Double(length ?? 16)), fileID: fileID, line: line)
    }

    public func safeAreaPadding(_ length: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        safeAreaPadding(.all, length, fileID: fileID, line: line)
    }
}

/// `safeAreaPadding`: the content inside an empty bar on each edge with a length.
nonisolated struct SafeAreaPaddingView<Content: View>: View {
    let content: Content
    let insets: EdgeInsets
    let site: CallSite

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let edges: [(Edge, CGFloat)] = [(.top, view.insets.top), (.bottom, view.insets.bottom), (.leading, view.insets.leading), (.trailing, view.insets.trailing)]
        if edges.contains(where: { !($0.1.isFinite && $0.1 >= 0) }) {
            context.report(.warning, "safeAreaPadding has an inset that is not a length of zero or more; it is ignored", at: view.site)
            return lower(view.content, into: &nodes, context: context)
        }
        let contents = lowered(view.content, context: context)
        var node = contents.count == 1 ? contents[0] : Node(.vstack(alignment: .center, spacing: nil), children: contents)
        for (edge, length) in edges where length > 0 {
            let across = edge == .leading || edge == .trailing
            let space = across ? lowered(Color.clear.frame(width: length), context: context) : lowered(Color.clear.frame(height: length), context: context)
            node = Node(.safeAreaInset(edge: edge, alignment: .center, spacing: 0), children: [node] + space)
        }
        nodes.append(node)
    }
}
