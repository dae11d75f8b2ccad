import KilnMeasure
import KilnTree

/// Turns the intermediate tree of a page into the resolved tree: each view's box becomes CSS
/// flex or grid with the declarations that reproduce SwiftUI's layout.
package enum LayoutPass {
    /// Resolves the views at the root of a page, which is a column as a vertical scroll view's
    /// content is, with the problems found on the way (a chart's unplottable data, say).
    package static func resolvePage(_ nodes: [Node], options: LayoutOptions = LayoutOptions()) -> ResolvedPage {
        let resolver = Resolver(options: options)
        return finish(nodes.map { resolver.resolve($0, in: .column, context: ResolveContext()).element }, resolver: resolver, options: options)
    }

    /// `resolvePage`, for a caller that hands its nodes over: the pass frees each stack's
    /// subtrees as it lays them out (`Resolver.resolveReleasing`), so the page never holds both
    /// trees whole. A subtree the caller still shares is copied first, and left as it was.
    package static func resolvePage(releasing nodes: consuming [Node], options: LayoutOptions = LayoutOptions()) -> ResolvedPage {
        let resolver = Resolver(options: options)
        var nodes = nodes
        return finish(resolver.resolveReleasing(&nodes, in: .column, context: ResolveContext()), resolver: resolver, options: options)
    }

    private static func finish(_ elements: consuming [Element], resolver: Resolver, options: LayoutOptions) -> ResolvedPage {
        var elements = elements
        // Only a page with two shapes or symbols or more can repeat a drawing: the others are not walked again.
        if resolver.shapeCount.count > 1 { elements = SharedDrawings.share(elements) }
        let coversViewport = resolver.safeArea.isIgnored
        var scriptText: String?
        if let (script, text, notes) = resolver.scripts.element() {
            elements.append(script)
            scriptText = text
            resolver.problems.report(notes)
        }
        guard options.isWindow else {
            return ResolvedPage(elements: elements, diagnostics: resolver.problems.diagnostics, coversViewport: coversViewport, script: scriptText)
        }
        // The base stylesheet makes k-window as tall as the window, its content centred.
        var window = Element("div", classHint: "w", children: elements)
        window[attribute: "class"] = "k-window"
        return ResolvedPage(elements: [window], diagnostics: resolver.problems.diagnostics, coversViewport: coversViewport, script: scriptText)
    }

    /// The plan the node's box is written from as the root of a page (a column's child); the
    /// size engine measures with the same plan (`SizeEngine.plan(of:)`).
    package static func plan(of node: Node, options: LayoutOptions = LayoutOptions()) -> BoxPlan {
        Resolver(options: options).resolve(node, in: .column, context: ResolveContext()).placement
    }
}

/// A page's resolved elements and the problems the layout found.
package struct ResolvedPage: Sendable {
    package var elements: [Element]
    package var diagnostics: [Diagnostic]
    /// A view ignores the safe area: the page covers the whole viewport (`viewport-fit=cover`).
    package var coversViewport = false
    /// The text of the page's one script, as the emitter writes it (raw); nil without one.
    package var script: String?
}
