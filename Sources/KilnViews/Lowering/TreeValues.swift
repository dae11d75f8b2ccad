import KilnTree

// Not API: the tree values behind the underscored requirements of public protocols
// (`ShapeStyle._paint`, `Shape._kind`, `ListStyle._style` …). Public only as opaque wrappers whose
// members are `package`, so that users see underscored names and the tree's types stay `package`.

public struct _Paint: Sendable {
    package let value: Paint
    package init(_ value: Paint) { self.value = value }
}

public struct _ShapeKind: Sendable {
    package let value: ShapeKind
    package init(_ value: ShapeKind) { self.value = value }
}

public struct _ListStyleLook: Sendable {
    package let value: ListSpec.Style
    package init(_ value: ListSpec.Style) { self.value = value }
}

public struct _FormLayout: Sendable {
    package let value: FormLayout
    package init(_ value: FormLayout) { self.value = value }
}

public struct _ChartSymbol: Sendable {
    /// A basic symbol, or nil for a shape of the app's own (`outline`).
    package let value: ChartSymbol?
    /// The width of its outline where it is stroked inside its edge, nil where it is filled.
    package let lineWidth: Double?
    package let outline: ChartSymbolOutline?

    package init(_ value: ChartSymbol, lineWidth: Double? = nil) {
        self.value = value
        self.lineWidth = lineWidth
        self.outline = nil
    }

    package init(outline: ChartSymbolOutline) {
        self.value = nil
        self.lineWidth = nil
        self.outline = outline
    }
}

/// A scale domain as the tree keeps it, or what is wrong with it.
public struct _ChartScaleDomain {
    package let value: Result<ChartScaleDomain, ScaleDomainProblem>
    package init(_ value: Result<ChartScaleDomain, ScaleDomainProblem>) { self.value = value }
}
