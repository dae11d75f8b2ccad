import KilnMeasure
import KilnTree

extension Resolver {
    /// Controls become real HTML controls, each inside (or named by) its label, so that they
    /// work and are announced without JavaScript.
    func control(_ control: Control, node: Node, context: ResolveContext) -> ModifierBox {
        switch control.kind {
        case .button(let isDestructive, let style):
            return button(node, control: control, isDestructive: isDestructive, style: style, context: context)
        case .toggle(let isOn, let style, let buttonStyle):
            return toggle(node, control: control, isOn: isOn, style: style, buttonStyle: buttonStyle, context: context)
        case .picker(let selected, let style):
            return picker(node, control: control, selected: selected, style: style, context: context)
        case .dateField(let field):
            return dateField(node, control: control, field: field, context: context)
        case .dateList:
            return dateList(node, context: context)
        case .textField(let value):
            return textField(node, control: control, value: value, context: context)
        case .stepper(let field):
            return stepper(node, control: control, field: field, context: context)
        case .slider(let field, let hasValueLabels):
            return slider(node, control: control, field: field, hasValueLabels: hasValueLabels, context: context)
        case .progress(let progress):
            return self.progress(node, progress: progress, context: context)
        case .gauge(let gauge):
            return self.gauge(node, gauge: gauge, context: context)
        case .disclosureGroup(let isExpanded):
            return disclosureGroup(node, isExpanded: isExpanded, context: context)
        case .controlGroup:
            return controlGroup(node, context: context)
        case .filePicker(let picker):
            return filePicker(node, control: control, picker: picker, context: context)
        }
    }

    /// A view resolved where only phrasing content may stand: inside a label, legend or summary.
    func phrasing(_ node: Node, context: ResolveContext) -> Element {
        var inner = context
        inner.isPhrasing = true
        return resolve(node, in: .row, context: inner).element
    }

    /// The control's label node, or an empty one; under `labelsHidden()` read but not shown.
    func label(of node: Node) -> Node {
        var label = node.controlLabel ?? Node(.hstack(alignment: .center, spacing: nil))
        if case .control(let control) = node.kind, control.labelIsHidden { label.modifiers.append(.visuallyHidden) }
        return label
    }

    func input(_ type: String, control: Control) -> Element {
        var input = Element("input", classHint: "in")
        input[attribute: "type"] = type
        if !control.isEnabled { input[attribute: "disabled"] = "" }
        return input
    }

    /// A control in its label's row; the row is the `<label>` element, so the control is named
    /// by its label and a click on the label reaches the control.
    func labelRow(_ label: Node, control: Element, context: ResolveContext) -> ModifierBox {
        labelRow(phrasing(label, context: context), control: control, context: context)
    }

    func labelRow(_ label: Element, control: Element, context: ResolveContext) -> ModifierBox {
        var box = labeledRow(label: label, control: control, context: context)
        box.element.tag = "label"
        return box
    }

    /// A column of phrasing parts inside a `<label>`, for controls drawn below their label.
    func labelColumn(_ parts: [Element], alignment: String, gap: Double) -> Element {
        var column = Element("label", classHint: "lc")
        column.style[.display] = "flex"
        column.style[.flexDirection] = "column"
        column.style[.alignItems] = alignment
        column.style[.gap] = CSSValue.px(gap)
        column.children = parts
        return column
    }

    /// A number as HTML attributes write it.
    func attributeNumber(_ value: Double) -> String {
        CSSValue.number(value)
    }

    private func button(_ node: Node, control: Control, isDestructive: Bool, style: ButtonLook, context: ResolveContext) -> ModifierBox {
        var element = Element("button", classHint: "b")
        element[attribute: "type"] = "button"
        if !control.isEnabled { element[attribute: "disabled"] = "" }
        element.style[.display] = "flex"
        element.style[.alignItems] = "center"
        element.style[.justifyContent] = "center"
        ButtonDrawing.apply(style, isDestructive: isDestructive, size: control.size, shape: control.borderShape, to: &element)
        var box = interactive(element, node: node, context: context)
        if style.paintsBackground { box.plan.reach(.background) }
        return box
    }

    private func toggle(_ node: Node, control: Control, isOn: Bool?, style: ToggleLook, buttonStyle: ButtonLook, context: ResolveContext) -> ModifierBox {
        var checkbox = input("checkbox", control: control)
        if isOn == true { checkbox[attribute: "checked"] = "" }
        var title = phrasing(label(of: node), context: context)
        if isOn == nil {
            // A native checkbox cannot be marked mixed without script (and ARIA may not
            // contradict its state), so the label says it and the stylesheet draws it.
            var mixed = Element("span", classHint: "sr", children: [.text(" (mixed)")])
            mixed[attribute: "class"] = "k-sr"
            title = Element("span", classHint: "tt", children: [title, mixed])
        }
        switch style {
        case .custom:
            return customToggle(node, checkbox: checkbox, isOn: isOn, context: context)
        case .automatic, .switch:
            if let isOn {
                checkbox[attribute: "role"] = "switch"
                // The Nu checker asks a switch for its state; it is the initial one, as `checked` is.
                checkbox[attribute: "aria-checked"] = isOn ? "true" : "false"
            }
            checkbox[attribute: "class"] = isOn == nil ? "k-switch k-mixed" : "k-switch"
            // In a list's row a toggle is as tall as its label's line, the switch reaching beyond it, so the row keeps
            // the height of a row of text (Apple's frames: a toggle row is 56 apart from its neighbours, as text's).
            if context.inListRow { checkbox.style[.marginBlock] = "-2.75px" }
            return labelRow(title, control: checkbox, context: context)
        case .checkbox:
            if isOn == nil { checkbox[attribute: "class"] = "k-mixed" }
            var row = Element("label", classHint: "tg")
            row.style[.display] = "flex"
            row.style[.alignItems] = "center"
            row.style[.gap] = "8px"
            row.children = [checkbox, title]
            return ModifierBox(row, level: .content, placement: .fixed)
        case .button:
            // A checkbox read by assistive technology inside a label drawn as a button; the
            // stylesheet fills the button while it is checked.
            checkbox[attribute: "class"] = "k-sr"
            var button = Element("label", classHint: "tb")
            button.style[.display] = "flex"
            button.style[.alignItems] = "center"
            button.style[.justifyContent] = "center"
            ButtonDrawing.apply(buttonStyle, isDestructive: false, size: control.size, shape: control.borderShape, to: &button)
            button[attribute: "class"] = "k-tb"
            button.children = [checkbox, title]
            return ModifierBox(button, level: buttonStyle.paintsBackground ? .background : .content, placement: .fixed)
        }
    }

    /// A toggle drawn by a custom `ToggleStyle`: a checkbox for assistive technology named by the
    /// toggle's label, then the style's body with the toggle off and with it on, of which the
    /// stylesheet shows the one matching the checkbox, so the toggle works without JavaScript.
    private func customToggle(_ node: Node, checkbox: Element, isOn: Bool?, context: ResolveContext) -> ModifierBox {
        var checkbox = checkbox
        checkbox[attribute: "class"] = "k-sr"
        let name = label(of: node).plainText
        if !name.isEmpty { checkbox[attribute: "aria-label"] = isOn == nil ? name + " (mixed)" : name }
        var row = Element("label", classHint: "ct")
        row[attribute: "class"] = "k-ct"
        row.style[.display] = "flex"
        row.style[.flexDirection] = "column"
        var inner = context
        inner.isPhrasing = true
        var placements = SiblingPlacements()
        var content: [Element] = [checkbox]
        for (body, state) in zip(node.toggleStyleBodies, ["k-off", "k-on"]) {
            var resolved = resolve(body, in: .column, context: inner)
            resolved.element[attribute: "class"] = resolved.element[attribute: "class"].map { "\($0) \(state)" } ?? state
            placements.append(resolved.placement)
            content.append(resolved.element)
        }
        row.children = content
        return ModifierBox(row, level: .content, placement: placements.union)
    }

    /// SwiftUI's compact date picker: its date and its time each in a rounded, filled capsule
    /// (k-date), side by side where both are shown.
    private func dateField(_ node: Node, control: Control, field: DateField, context: ResolveContext) -> ModifierBox {
        func pill(_ type: String, value: String, bounded: Bool) -> Element {
            var element = input(type, control: control)
            element[attribute: "class"] = "k-date"
            element[attribute: "value"] = value
            if bounded, let minimum = field.minimum { element[attribute: "min"] = minimum }
            if bounded, let maximum = field.maximum { element[attribute: "max"] = maximum }
            return element
        }
        var pills: [Element] = []
        if let day = field.day { pills.append(pill("date", value: day, bounded: true)) }
        if let time = field.time { pills.append(pill("time", value: time, bounded: pills.isEmpty)) }
        guard pills.count == 2 else { return labelRow(label(of: node), control: pills[0], context: context) }
        // A `<label>` may hold one field only: the row is a plain one and each field names itself.
        let name = label(of: node).plainText
        pills[0][attribute: "aria-label"] = name.isEmpty ? "Date" : name
        pills[1][attribute: "aria-label"] = name.isEmpty ? "Time" : "\(name), time"
        var both = Element("span", classHint: "dts")
        both[attribute: "class"] = "k-date-time"
        both.children = pills
        return labeledRow(label: phrasing(label(of: node), context: context), control: both, context: context)
    }

    /// A multi-date picker on a static page: its label over the list of the selected dates.
    private func dateList(_ node: Node, context: ResolveContext) -> ModifierBox {
        var list = Element(context.isPhrasing ? "span" : "ul", classHint: "dl")
        list.style[.display] = "flex"
        list.style[.flexDirection] = "column"
        list.style[.gap] = "4px"
        list.style[.margin] = "0"
        list.style[.padding] = "0"
        list.style[.listStyle] = "none"
        for day in node.dateListDates {
            var item = Element(context.isPhrasing ? "span" : "li", classHint: "di")
            item.children = [resolve(day, in: .column, context: context).element]
            list.children.append(item)
        }
        var column = container(context, hint: "mdp", [(.display, "flex"), (.flexDirection, "column"), (.gap, "8px")])
        column.children = [resolve(label(of: node), in: .column, context: context).element, list]
        return ModifierBox(column, level: .content, placement: .fixed)
    }

    private func textField(_ node: Node, control: Control, value: TextFieldValue, context: ResolveContext) -> ModifierBox {
        let label = label(of: node).plainText
        let prompt = node.textFieldPrompt?.plainText ?? label
        var field: Element
        if value.isMultiline {
            field = Element("textarea", classHint: "ta")
            if !control.isEnabled { field[attribute: "disabled"] = "" }
            field[attribute: "rows"] = String(value.minimumLines)
            // The field grows with its text between the reserved lines and the line limit, as SwiftUI's does.
            field.style[.fieldSizing] = "content"
            field.style[.minHeight] = "calc(\(value.minimumLines)lh + 10px)"
            if let maximum = value.maximumLines { field.style[.maxHeight] = "calc(\(maximum)lh + 10px)" }
            field.style[.resize] = "none"
            if !value.text.isEmpty { field.children = [.text(value.text)] }
        } else {
            field = input(value.isSecure ? "password" : "text", control: control)
            if !value.text.isEmpty { field[attribute: "value"] = value.text }
        }
        if !label.isEmpty {
            field[attribute: "aria-label"] = label
        } else if value.isMultiline {
            // A `TextEditor` has no label of its own; an `accessibilityLabel` on it replaces this.
            field[attribute: "aria-label"] = "Text editor"
        }
        if !prompt.isEmpty { field[attribute: "placeholder"] = prompt }
        // iOS draws a field without a box (k-field-plain) unless its style is `.roundedBorder`:
        // Apple's plain field is 26 points tall, a rounded one 34 (iamcgn/swiftui-web
        // Fixtures/Goldens/ios/layout/controls/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf).
        let isPlain = value.traits.look != .roundedBorder
        field[attribute: "class"] = isPlain ? "k-field k-field-plain" : "k-field"
        if !TextInputAttributes.apply(value.traits, to: &field, focus: focus) {
            problems.reportOnce(Diagnostic(.warning, "focused: another field of the page is focused at load already; only the first gets autofocus", at: value.traits.focusSource ?? node.source))
        }
        // The smallest intrinsic width, so the field takes what it is offered (stretched or grown), as in SwiftUI.
        field[attribute: value.isMultiline ? "cols" : "size"] = "1"
        return ModifierBox(field, level: .content, placement: BoxPlan(fillsWidth: true))
    }
}

/// How `buttonStyle` and `controlSize` draw a button (and a `.button` toggle).
enum ButtonDrawing {
    static func apply(_ style: ButtonLook, isDestructive: Bool, size: ControlSize, shape: ButtonBorderLook, to element: inout Element) {
        let tint = isDestructive ? CSSValue.systemColor(.destructive, alpha: 1) : CSSValue.color(.tint)
        switch style {
        case .plain, .custom:
            // A custom `ButtonStyle`'s body in the button's content is its whole look.
            break
        case .automatic, .borderless:
            element.style[.color] = tint
        case .bordered:
            element.style[.color] = tint
            // 10% keeps the tinted text above 4.5:1 against its own background.
            element.style[.background] = "color-mix(in srgb,\(tint) 10%,transparent)"
        case .borderedProminent:
            element.style[.color] = "#fff"
            element.style[.background] = tint
        }
        if let font = size.textSize { element.style[.fontSize] = CSSValue.rem(font) }
        guard style == .bordered || style == .borderedProminent else { return }
        let (vertical, horizontal, radius) = size.borderedButtonPadding
        if shape == .circle {
            // A circle around the label, the padding the same on every side: at least as wide
            // as a line and its padding, and as tall as wide for a longer label.
            element.style[.padding] = CSSValue.px(vertical)
            element.style[.borderRadius] = "50%"
            element.style[.minWidth] = "calc(1lh + \(CSSValue.px(2 * vertical)))"
            element.style[.aspectRatio] = "1"
            return
        }
        element.style[.padding] = CSSValue.boxLengths(top: vertical, right: horizontal, bottom: vertical, left: horizontal)
        switch shape {
        case .roundedRectangle(radius: let own?):
            element.style[.borderRadius] = CSSValue.px(Double(own))
        case .capsule:
            // CSS scales radii larger than the box down to half its shorter side: a capsule.
            element.style[.borderRadius] = "9999px"
        default:
            element.style[.borderRadius] = CSSValue.px(radius)
        }
    }
}
