/// A control as the tree keeps it: what it is and its current (initial) state, read from its
/// bindings while lowering. Labels, options and other nested views live in the node's
/// `children`, in the order each case documents; the payload only says which child is which.
package struct Control: Sendable {
    package var kind: Kind
    /// False under `.disabled(true)`: the HTML control gets `disabled`.
    package var isEnabled: Bool
    package var size: ControlSize
    /// `buttonBorderShape(_:)`: the corners of a bordered button.
    package var borderShape: ButtonBorderLook
    /// `labelsHidden()`: the label names the control for assistive technology but is not shown.
    package var labelIsHidden = false

    package init(_ kind: Kind, isEnabled: Bool = true, size: ControlSize = .regular, borderShape: ButtonBorderLook = .automatic) {
        self.kind = kind
        self.isEnabled = isEnabled
        self.size = size
        self.borderShape = borderShape
    }

    package enum Kind: Sendable {
        /// children: the label, or with the `.custom` look the body of a `ButtonStyle` (which
        /// holds the label) that draws the button.
        case button(isDestructive: Bool, style: ButtonLook)
        /// `isOn` is nil when the toggle stands for several bindings that differ (mixed).
        /// children: the label; with the `.custom` look, then the body of the `ToggleStyle` with
        /// the toggle off and with it on. `buttonStyle` is how a `.button` toggle is drawn.
        case toggle(isOn: Bool?, style: ToggleLook, buttonStyle: ButtonLook)
        /// `selected`: the indices of the options matching the selection (several when a
        /// collection of bindings differs). children: the label, then one view per option.
        case picker(selected: [Int], style: PickerStyle)
        /// children: the label.
        case dateField(DateField)
        /// children: the label, then one text per selected date.
        case dateList
        /// children: the label, then the prompt if `hasPrompt`.
        case textField(TextFieldValue)
        /// children: the label.
        case stepper(NumberField)
        /// children: the label, then the minimum and maximum value labels if `hasValueLabels`.
        case slider(NumberField, hasValueLabels: Bool)
        /// children: the label if `hasLabel`, then the current value label if `hasCurrentValueLabel`;
        /// with the `.custom` look, the label if `hasLabel` (naming it), then the body of the
        /// `ProgressViewStyle`.
        case progress(ProgressValue)
        /// children: the label, then the current value label if `hasCurrentValueLabel`, then the
        /// minimum and maximum value labels if `hasBoundLabels`; with the `.custom` look, the
        /// label (naming it), then the body of the `GaugeStyle`.
        case gauge(GaugeValue)
        /// children: the label, then the content.
        case disclosureGroup(isExpanded: Bool)
        /// children: the items.
        case controlGroup
        /// A file chooser (`PhotosPicker`): `<input type=file>`. children: the label.
        case filePicker(FilePicker)
    }
}

/// `controlSize(_:)`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension ControlSize {
    /// A bordered button's padding and corner radius at this size, as iOS draws them.
    package var borderedButtonPadding: (vertical: Double, horizontal: Double, radius: Double) {
        switch self {
        case .mini: (2, 8, 6)
        case .small: (4, 10, 6)
        case .regular: (7, 14, 8)
        case .large: (14, 20, 12)
        case .extraLarge: (16, 24, 14)
        }
    }

    /// iOS's text size in px for the smaller controls; regular and larger keep the body size (nil).
    package var textSize: Double? {
        switch self {
        case .mini: 12
        case .small: 15
        case .regular, .large, .extraLarge: nil
        }
    }
}

/// How `buttonStyle(_:)` draws a button. Automatic is borderless, as for a button in an iOS
/// stack; `custom` draws nothing: a `ButtonStyle`'s body in the node's children is the look.
package enum ButtonLook: Hashable, Sendable {
    case automatic, bordered, borderedProminent, borderless, plain, custom

    /// A bordered look paints a background with padding inside it on the button's own box, so
    /// padding, a background or a clip applied to the button go on a box around it.
    package var paintsBackground: Bool { self == .bordered || self == .borderedProminent }
}

/// `buttonBorderShape(_:)`: a bordered button's corners. Automatic is iOS's rounded rectangle
/// of the control size's radius; a radius is kept as a `Float`, so that a control stays as small.
package enum ButtonBorderLook: Hashable, Sendable {
    case automatic, capsule, circle, roundedRectangle(radius: Float?)
}

/// How `toggleStyle(_:)` draws a toggle. Automatic is iOS's switch; `custom` shows a
/// `ToggleStyle`'s body for the toggle's state.
package enum ToggleLook: Hashable, Sendable {
    case automatic, `switch`, checkbox, button, custom
}

/// `pickerStyle(_:)`. Automatic, wheel, palette and navigation-link pickers are menus on a page.
public enum PickerStyle: Hashable, Sendable {
    case automatic, menu, segmented, inline, radioGroup, wheel, palette, navigationLink
}

/// How `progressViewStyle(_:)` draws a progress view. Automatic is linear with a value and
/// circular without, as on iOS; `custom` is a `ProgressViewStyle`'s body.
package enum ProgressLook: Hashable, Sendable {
    case automatic, linear, circular, custom
}

/// How `gaugeStyle(_:)` draws a gauge: the linear styles as a bar, the accessory circular ones
/// as a ring; `custom` is a `GaugeStyle`'s body.
package enum GaugeLook: Hashable, Sendable {
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity, custom
}

/// A date picker's value as the web writes it: its day (`2022-06-06`) where the date is shown,
/// its time of day (`09:41`) where the time is, and the bounds of the first of them shown (a
/// date and time picker's bounds bound its day).
package struct DateField: Hashable, Sendable {
    package enum Components: Hashable, Sendable { case date, time, dateAndTime }
    package var components: Components
    package var day: String?
    package var time: String?
    package var minimum: String?
    package var maximum: String?

    package init(components: Components, day: String?, time: String?, minimum: String? = nil, maximum: String? = nil) {
        self.components = components
        self.day = day
        self.time = time
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// A text field's value and shape.
package struct TextFieldValue: Hashable, Sendable {
    package var text: String
    package var isSecure: Bool
    /// `axis: .vertical`: the field grows to more lines.
    package var isMultiline: Bool
    /// The lines a multiline field shows at least and at most (from `lineLimit`).
    package var minimumLines: Int
    package var maximumLines: Int?
    package var hasPrompt: Bool
    /// What the environment says about the keyboard, focus and the field's look.
    package var traits: TextInputTraits

    package init(text: String, isSecure: Bool = false, isMultiline: Bool = false, minimumLines: Int = 1, maximumLines: Int? = nil, hasPrompt: Bool = false, traits: TextInputTraits = TextInputTraits()) {
        self.text = text
        self.isSecure = isSecure
        self.isMultiline = isMultiline
        self.minimumLines = minimumLines
        self.maximumLines = maximumLines
        self.hasPrompt = hasPrompt
        self.traits = traits
    }
}

/// A number a stepper or slider edits, with its bounds and step.
package struct NumberField: Hashable, Sendable {
    package var value: Double
    package var minimum: Double?
    package var maximum: Double?
    package var step: Double?

    package init(value: Double, minimum: Double? = nil, maximum: Double? = nil, step: Double? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}

/// A progress view: `value` of `total`, or indeterminate when nil.
package struct ProgressValue: Hashable, Sendable {
    package var value: Double?
    package var total: Double
    package var style: ProgressLook
    package var hasLabel: Bool
    package var hasCurrentValueLabel: Bool

    package init(value: Double?, total: Double, style: ProgressLook, hasLabel: Bool, hasCurrentValueLabel: Bool) {
        self.value = value
        self.total = total
        self.style = style
        self.hasLabel = hasLabel
        self.hasCurrentValueLabel = hasCurrentValueLabel
    }
}

/// A gauge's value within its bounds.
package struct GaugeValue: Hashable, Sendable {
    package var value: Double
    package var minimum: Double
    package var maximum: Double
    package var style: GaugeLook
    package var hasCurrentValueLabel: Bool
    package var hasBoundLabels: Bool

    package init(value: Double, minimum: Double, maximum: Double, style: GaugeLook, hasCurrentValueLabel: Bool, hasBoundLabels: Bool) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.style = style
        self.hasCurrentValueLabel = hasCurrentValueLabel
        self.hasBoundLabels = hasBoundLabels
    }
}

extension Node {
    /// The characters of the texts in this view, in order: a select option's text, or the
    /// accessible name of a control whose label is not shown.
    package var plainText: String {
        if case .text(let runs) = kind { return runs.map(\.text).joined() }
        return children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Whether the view holds a control or link, which may not sit inside another one.
    package var containsInteractiveContent: Bool {
        switch kind {
        case .control, .link, .presentation: true
        default: children.contains { $0.containsInteractiveContent }
        }
    }
}

// MARK: - What each child of a control is, as `Control.Kind` documents it

extension Node {
    /// The control this node draws: a `control`, or a presentation button's.
    private var controlPayload: Control? {
        switch kind {
        case .control(let control): control
        case .presentation(.button(let button)): button.control
        default: nil
        }
    }

    /// The label of a toggle, picker, date field, date list, text field, stepper, slider, gauge
    /// or disclosure group: the first child. (A progress view's is in `valueControlParts`; a
    /// button's children are its label as a whole.)
    package var controlLabel: Node? { children.first }

    /// A custom-style toggle's `ToggleStyle` bodies: with the toggle off, then on.
    package var toggleStyleBodies: ArraySlice<Node> { children.dropFirst() }

    /// A picker's options, one view each, in order.
    package var pickerOptions: ArraySlice<Node> { children.dropFirst() }

    /// A multi-date picker's selected dates, one text each.
    package var dateListDates: ArraySlice<Node> { children.dropFirst() }

    /// A disclosure group's content.
    package var disclosureContent: ArraySlice<Node> { children.dropFirst() }

    /// A text field's prompt, if its value says it has one.
    package var textFieldPrompt: Node? {
        guard case .textField(let value)? = controlPayload?.kind, value.hasPrompt, children.count > 1 else { return nil }
        return children[1]
    }

    /// The parts of a slider, progress view or gauge, as their payloads say which they have.
    package var valueControlParts: ValueControlParts {
        var parts = ValueControlParts()
        var rest = children[...]
        switch controlPayload?.kind {
        case .slider(_, let hasValueLabels)?:
            parts.label = rest.popFirst()
            if hasValueLabels, rest.count >= 2 {
                parts.minimumValueLabel = rest.popFirst()
                parts.maximumValueLabel = rest.popFirst()
            }
        case .progress(let progress)?:
            if progress.hasLabel { parts.label = rest.popFirst() }
            if progress.style == .custom {
                parts.styleBody = rest.popLast()
            } else if progress.hasCurrentValueLabel {
                parts.currentValueLabel = rest.popFirst()
            }
        case .gauge(let gauge)?:
            parts.label = rest.popFirst()
            if gauge.style == .custom {
                parts.styleBody = rest.popLast()
            } else {
                if gauge.hasCurrentValueLabel { parts.currentValueLabel = rest.popFirst() }
                if gauge.hasBoundLabels, rest.count >= 2 {
                    parts.minimumValueLabel = rest.popFirst()
                    parts.maximumValueLabel = rest.popFirst()
                }
            }
        default:
            break
        }
        return parts
    }
}

/// A slider's, progress view's or gauge's children by role; nil where the view has none.
package struct ValueControlParts {
    package var label: Node?
    package var currentValueLabel: Node?
    package var minimumValueLabel: Node?
    package var maximumValueLabel: Node?
    /// With the `.custom` look: the body of the `ProgressViewStyle` or `GaugeStyle`.
    package var styleBody: Node?
}

extension Control.Kind {
    /// A button, whose label is its content.
    package var isButton: Bool {
        if case .button = self { return true }
        return false
    }
}
