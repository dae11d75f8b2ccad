import Foundation

/// One element's border box in document coordinates (CSS px from the top-left of the page, i.e.
/// `getBoundingClientRect()` plus the scroll offset), so results do not depend on scroll position.
public struct ElementBox: Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// Computed values (`getComputedStyle`) of the properties passed as `styleProperties`, keyed by
    /// the CSS property name as requested, e.g. `["display": "flex"]`.
    public var style: [String: String]

    public init(x: Double, y: Double, width: Double, height: Double, style: [String: String] = [:]) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.style = style
    }

    public var description: String {
        let geometry = "(\(Self.format(x)), \(Self.format(y))) \(Self.format(width))x\(Self.format(height))"
        guard !style.isEmpty else { return geometry }
        let pairs = style.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return geometry + " {" + pairs.joined(separator: "; ") + "}"
    }

    // Layout works in 1/64 px, so most values print exactly; trim the noise from the rest.
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3f", value)
    }
}

/// The result of loading one page at one viewport size.
public struct PageMeasurement: Sendable, CustomStringConvertible {
    /// The CSS viewport width the page was laid out at (`window.innerWidth`).
    public var viewportWidth: Int
    /// `document.documentElement.scrollWidth`; larger than `viewportWidth` means horizontal overflow.
    public var scrollWidth: Double
    /// Boxes by `data-testid`; an id that names more than one element fails the measurement.
    public var boxes: [String: ElementBox]

    public init(viewportWidth: Int, scrollWidth: Double, boxes: [String: ElementBox]) {
        self.viewportWidth = viewportWidth
        self.scrollWidth = scrollWidth
        self.boxes = boxes
    }

    /// The box for `testID`, or an error naming the ids that do exist, so a typo or a missing
    /// `data-testid` in the rendered HTML is obvious from the test failure alone.
    public func box(_ testID: String) throws -> ElementBox {
        if let box = boxes[testID] { return box }
        let present = boxes.keys.sorted()
        let listed = present.prefix(40).joined(separator: ", ")
            + (present.count > 40 ? ", … (\(present.count) in all)" : "")
        throw BrowserError(
            "no element with data-testid=\"\(testID)\" at viewport width \(viewportWidth); "
                + (present.isEmpty ? "the page has no [data-testid] elements" : "ids present: \(listed)"))
    }

    public var description: String {
        var lines = ["viewport \(viewportWidth), scrollWidth \(ElementBox.format(scrollWidth))"]
        for id in boxes.keys.sorted() { lines.append("  \(id): \(boxes[id]!)") }
        return lines.joined(separator: "\n")
    }
}
