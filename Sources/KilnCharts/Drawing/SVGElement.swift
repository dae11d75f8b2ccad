import KilnTree

/// An SVG element the chart stage draws. Colours stay symbolic (`Paint`, or a CSS value such
/// as a palette variable) so that the layout stage maps them to CSS with light and dark values.
package struct SVGElement: Sendable {
    package var name: String
    package var attributes: [(name: String, value: String)]
    /// Style properties whose values are colours (`color`, `fill`, `stop-color` …).
    package var colors: [(property: SVGColorProperty, value: ChartColor)]
    package var children: [SVGElement]
    package var text: String?

    package init(_ name: String, _ attributes: [(name: String, value: String)] = [], children: [SVGElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.colors = []
        self.children = children
        self.text = text
    }

    /// Adds a `<title>` child: the browser shows it as a tooltip, no script needed.
    package mutating func addTitle(_ title: String) {
        children.insert(SVGElement("title", text: title), at: 0)
    }
}

/// A colour the chart uses: a paint from the user's code, or one of Kiln's chart tokens.
package enum ChartColor: Sendable, Equatable {
    case paint(Paint)
    /// A CSS value, e.g. `var(--k-chart-2)`, for the palette and the axes.
    case css(String)
    /// The top of a colour's standard gradient (`Color.gradient`), a little lighter than the colour.
    case standardGradientTop(Color)
    /// `first` mixed with `second`, `firstWeight` (0…1) of it: a point along a gradient of the two.
    case mix(Color, Color, firstWeight: Double)
}

/// The properties an SVG element's colours are set with, as CSS (so that they follow light and dark).
package enum SVGColorProperty: Sendable {
    /// `color`, which the element's `currentColor` fills and strokes take.
    case color
    /// A gradient stop's `stop-color`.
    case stopColor
}
