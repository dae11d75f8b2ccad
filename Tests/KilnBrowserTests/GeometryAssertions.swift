import Kiln
import KilnTestSupport
import Testing

/// Browser geometry is compared to 1.5 px: sub-pixel rounding differs between machines.
let tolerance = 1.5

func expectClose(
    _ actual: Double, _ expected: Double, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(what()): measured \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// A fixed-size coloured box with a test id: geometry that does not depend on fonts.
func block(_ id: String, _ width: Double, _ height: Double, _ color: Color = .blue) -> some View {
    color.frame(width: width, height: height).accessibilityIdentifier(id)
}

func measure<V: View>(_ view: V, width: Int = 400, styleProperties: [String] = []) throws -> PageMeasurement {
    try Browser.shared().measure(view, width: width, styleProperties: styleProperties)
}

let browserMissing = Browser.unavailableReason
