import Foundation
import KilnTree

/// Colours along a line or out from a centre, as in SwiftUI.
nonisolated public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
    }

    var treeStops: [GradientStop] { stops.map { GradientStop(color: $0.color, location: $0.location) } }
}

/// A `Gradient` used as a style is drawn from the top to the bottom of what it fills, as an
/// `AnyGradient` of it is (`.tint(Gradient(colors:))`, a chart mark's `foregroundStyle`).
nonisolated extension Gradient: ShapeStyle {
    public var _paint: _Paint { AnyGradient(self)._paint }
}

/// A gradient drawn from the top to the bottom of what it fills, as SwiftUI's `AnyGradient`;
/// `Color.gradient` is the colour's standard gradient.
nonisolated public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let paint: Paint

    public init(_ gradient: Gradient) {
        paint = .linearGradient(stops: gradient.treeStops, start: .top, end: .bottom)
    }

    init(color: Color) { paint = .colorGradient(color) }

    public var _paint: _Paint { _Paint(paint) }
}

nonisolated extension Color {
    /// A subtle gradient of the colour, a little lighter at the top, as SwiftUI draws it.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

nonisolated public struct LinearGradient: ShapeStyle, Hashable, Sendable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public var _paint: _Paint { _Paint(.linearGradient(stops: gradient.treeStops, start: startPoint, end: endPoint)) }

}

nonisolated extension LinearGradient: View {
    public typealias Body = Never
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) { lowerFill(view, into: &nodes) }
}

nonisolated public struct RadialGradient: ShapeStyle, Hashable, Sendable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: Double
    var endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = Double(startRadius)
        self.endRadius = Double(endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var _paint: _Paint {
        _Paint(.radialGradient(stops: gradient.treeStops, center: center, startRadius: startRadius, endRadius: endRadius))
    }

}

nonisolated extension RadialGradient: View {
    public typealias Body = Never
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) { lowerFill(view, into: &nodes) }
}

nonisolated extension Color: View {
    public typealias Body = Never
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.fill(.color(view))))
    }
}
