import Foundation
import KilnTree

// Control styles are environment values, as in SwiftUI: `.pickerStyle(.segmented)` on a stack
// styles every picker inside it. Each control reads them while it lowers. The styles users can
// write (`ButtonStyle`, `ToggleStyle` …) live in `Styles/`.

nonisolated private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyle.automatic }
nonisolated private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
nonisolated private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
nonisolated private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
nonisolated private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension EnvironmentValues {
    public var pickerStyle: PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The time zone date pickers write their value in. UTC by default, so that a site built
    /// on any machine is the same; set it to show dates in another zone.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// `labelsHidden()`: controls show no label; it still names them for assistive technology.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The lines a multiline text field keeps room for (`lineLimit(_:reservesSpace:)`, a range's lower bound).
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

/// `datePickerStyle(_:)`: compiles; a page always uses the browser's date input.
nonisolated public enum DatePickerStyle: Hashable, Sendable {
    case automatic, compact, graphical, wheel, field, stepperField
}

/// `textFieldStyle(_:)`: `.plain` draws the text without a box; the others draw the rounded
/// border (iOS's `.roundedBorder`), as the automatic style does outside a grouped form.
nonisolated public enum TextFieldStyle: Hashable, Sendable {
    case automatic, plain, roundedBorder, squareBorder
}

nonisolated extension View {
    public func pickerStyle(_ style: PickerStyle) -> some View { environment(\.pickerStyle, style) }
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
    public func datePickerStyle(_ style: DatePickerStyle) -> some View { self }
    /// The controls inside show no label (a toggle is its switch, a picker its menu); the label
    /// still names each control for assistive technology.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
    public func textFieldStyle(_ style: TextFieldStyle) -> some View {
        transformEnvironment(\.textInputTraits) { traits in
            traits.look = switch style {
            case .automatic: .automatic
            case .plain: .plain
            case .roundedBorder, .squareBorder: .roundedBorder
            }
        }
    }

    /// At most `limit` lines; with `reservesSpace`, a multiline text field keeps room for them all.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit).environment(\.reservedLines, reservesSpace ? limit : nil)
    }

    /// Between `range.lowerBound` lines (kept free in a multiline text field) and `range.upperBound`.
    public func lineLimit(_ range: ClosedRange<Int>) -> some View {
        lineLimit(range.upperBound).environment(\.reservedLines, range.lowerBound)
    }

    public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil).environment(\.reservedLines, range.lowerBound)
    }

    public func lineLimit(_ range: PartialRangeThrough<Int>) -> some View {
        lineLimit(range.upperBound)
    }
}

nonisolated extension LoweringContext {
    /// A control node with the enabled state and size in force.
    func control(_ kind: Control.Kind, children: [Node], source: CallSite? = nil) -> Node {
        var control = Control(kind, isEnabled: environment.isEnabled, size: environment.controlSize, borderShape: environment.buttonBorderShape.look)
        // A button's label is its content, which `labelsHidden` leaves as it is (as SwiftUI does).
        if environment.labelsHidden, !kind.isButton { control.labelIsHidden = true }
        return Node(.control(control), children: children, source: source)
    }
}

/// One node for a label slot: a single view as it is, several in SwiftUI's implicit stack.
func labelNode(_ nodes: [Node]) -> Node {
    nodes.count == 1 ? nodes[0] : Node(.hstack(alignment: .center, spacing: nil), children: nodes)
}

/// A binding's number as a Double, for the integer and floating-point values controls edit.
func numericValue<Value>(_ value: Value) -> Double {
    func floating<F: BinaryFloatingPoint>(_ value: F) -> Double { Double(value) }
    func integer<I: BinaryInteger>(_ value: I) -> Double { Double(value) }
    if let value = value as? any BinaryFloatingPoint { return floating(value) }
    if let value = value as? any BinaryInteger { return integer(value) }
    return .nan
}
