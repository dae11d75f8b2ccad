import Foundation
import KilnTree

/// Views in rows and columns sized together, as SwiftUI's `Grid`: each column is as wide as its
/// widest cell and each row as tall as its tallest; flexible views take the space left. A view
/// outside any `GridRow` spans all columns.
nonisolated public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let kind = Node.Kind.grid(
            alignment: view.alignment, horizontalSpacing: view.horizontalSpacing.map(Double.init),
            verticalSpacing: view.verticalSpacing.map(Double.init))
        nodes.append(Node(kind, children: lowered(view.content, context: context)))
    }
}

/// One row of a `Grid`: each view is a cell of the next column.
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.gridRow(alignment: view.alignment), children: lowered(view.content, context: context)))
    }
}

nonisolated extension View {
    /// Makes a grid cell span `count` columns.
    public func gridCellColumns(_ count: Int, fileID: String = #fileID, line: Int = #line) -> some View {
        guard count >= 1 else {
            let problem = Diagnostic(
                .error, "gridCellColumns(\(count)): a cell spans at least one column",
                at: CallSite(fileID: fileID, line: line))
            return modified(nil, problems: [problem])
        }
        return modified(count == 1 ? nil : .gridCellColumns(count))
    }

    /// Aligns every cell of this view's grid column horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modified(.gridColumnAlignment(guide))
    }

    /// Places this view in its grid cell by `anchor`, overriding the grid's and row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modified(.gridCellAnchor(anchor))
    }

    /// Keeps a flexible view from sizing its grid column (horizontal) or row (vertical): it takes
    /// the size the other cells give it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modified(axes.isEmpty ? nil : .gridCellUnsizedAxes(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))
    }
}
