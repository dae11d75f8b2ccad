import Foundation
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

/// The numbers a page script returned, each within `tolerance` of its expected value; a
/// missing or shorter list fails once, with `what` and what the script returned.
func expectNumbers(
    _ returned: Any?, _ expected: [(value: Double, what: String)], _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let numbers = (returned as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
    guard numbers.count == expected.count else {
        Issue.record("\(what): the page returned \(String(describing: returned))", sourceLocation: sourceLocation)
        return
    }
    for (number, wanted) in zip(numbers, expected) {
        expectClose(number, wanted.value, wanted.what, sourceLocation: sourceLocation)
    }
}

/// The yes-or-no answers a page script returned (`true`/`false`, or 1/0), each exactly as
/// expected: `expectNumbers`' tolerance of 1.5 would take 0 for 1.
func expectFlags(
    _ returned: Any?, _ expected: [(flag: Bool, what: String)], _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let flags = (returned as? [Any])?.compactMap { ($0 as? Bool) ?? ($0 as? NSNumber).map { $0.doubleValue != 0 } } ?? []
    guard flags.count == expected.count else {
        Issue.record("\(what): the page returned \(String(describing: returned))", sourceLocation: sourceLocation)
        return
    }
    for (flag, wanted) in zip(flags, expected) {
        #expect(flag == wanted.flag, "\(wanted.what)", sourceLocation: sourceLocation)
    }
}

/// A fixed-size coloured box with a test id: geometry that does not depend on fonts.
func block(_ id: String, _ width: Double, _ height: Double, _ color: Color = .blue) -> some View {
    color.frame(width: width, height: height).accessibilityIdentifier(id)
}

func measure<V: View>(_ view: V, width: Int = 400, styleProperties: [String] = []) throws -> PageMeasurement {
    try Browser.shared().measure(view, width: width, styleProperties: styleProperties)
}

let browserMissing = Browser.unavailableReason

/// The border box (document coordinates) and the computed `styles` of the first element matching
/// each CSS selector in `html`, for the parts of a page that carry no test id (bars, columns,
/// rows); a selector that matches nothing is missing from the result.
func inspect(
    html: String, width: Int, height: Int = 800, selectors: [String], styles: [String] = []
) throws -> [String: ElementBox] {
    let script = """
        var props = arguments[1], out = {};
        arguments[0].forEach(function (selector) {
          var e = document.querySelector(selector);
          if (!e) return;
          var r = e.getBoundingClientRect(), cs = getComputedStyle(e), style = {};
          props.forEach(function (p) { style[p] = cs.getPropertyValue(p); });
          out[selector] = [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height, style];
        });
        return out;
        """
    let value = try Browser.shared().evaluate(html: html, width: width, height: height, script: script, arguments: [selectors, styles])
    guard let found = value as? [String: Any] else { throw BrowserError("inspect returned \(String(describing: value))") }
    var boxes: [String: ElementBox] = [:]
    for (selector, entry) in found {
        guard let parts = entry as? [Any], parts.count == 5 else { throw BrowserError("inspect returned \(entry) for \(selector)") }
        let numbers = parts.prefix(4).map { ($0 as? NSNumber)?.doubleValue ?? .nan }
        boxes[selector] = ElementBox(
            x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3], style: parts[4] as? [String: String] ?? [:])
    }
    return boxes
}
