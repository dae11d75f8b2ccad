import KilnMeasure
import KilnTree

extension Resolver {
    /// A stepper: a number field with its bounds and step, in its label's row.
    func stepper(_ node: Node, control: Control, field: NumberField, context: ResolveContext) -> ModifierBox {
        var element = number("number", control: control, field: field)
        // As tall as iOS's 32-point stepper (k-stepper).
        element[attribute: "class"] = "k-field k-stepper"
        element.style[.width] = "6em"
        return labelRow(label(of: node), control: element, context: context)
    }

    /// A slider between its value labels, inside a `<label>` whose label text is read but not shown.
    func slider(_ node: Node, control: Control, field: NumberField, hasValueLabels: Bool, context: ResolveContext) -> ModifierBox {
        var row = Element("label", classHint: "sl")
        row.style[.display] = "flex"
        row.style[.alignItems] = "center"
        row.style[.gap] = "8px"
        let name = label(of: node)
        if !name.plainText.isEmpty {
            var hidden = phrasing(name, context: context)
            hidden[attribute: "class"] = "k-sr"
            row.children.append(hidden)
        }
        var range = number("range", control: control, field: field)
        // Without a step a slider is continuous; HTML's default step of 1 would round the value.
        if field.step == nil { range[attribute: "step"] = "any" }
        range.style[.flex] = "1 1 0"
        // No intrinsic width of its own: the slider takes what it is offered, as in SwiftUI.
        range.style[.width] = "0"
        range.style[.minWidth] = "0"
        let parts = node.valueControlParts
        if hasValueLabels, let minimum = parts.minimumValueLabel, let maximum = parts.maximumValueLabel {
            row.children += [phrasing(minimum, context: context), range, phrasing(maximum, context: context)]
        } else {
            row.children.append(range)
        }
        return ModifierBox(row, level: .content, placement: BoxPlan(fillsWidth: true))
    }

    private func number(_ type: String, control: Control, field: NumberField) -> Element {
        var element = input(type, control: control)
        if let minimum = field.minimum { element[attribute: "min"] = attributeNumber(minimum) }
        if let maximum = field.maximum { element[attribute: "max"] = attributeNumber(maximum) }
        if let step = field.step { element[attribute: "step"] = attributeNumber(step) }
        element[attribute: "value"] = attributeNumber(field.value)
        return element
    }

    /// A progress view: a `<progress>` bar (flexible in width, as SwiftUI's linear style), a ring
    /// for a circular one with a value, or a spinner without one; with its labels in a `<label>`.
    func progress(_ node: Node, progress: ProgressValue, context: ResolveContext) -> ModifierBox {
        if progress.style == .custom {
            let value = progress.value.map { (now: $0, minimum: 0.0, maximum: progress.total) }
            return customValue(node, role: "progressbar", value: value, context: context)
        }
        var bar = Element("progress", classHint: "pg")
        let isCircular = progress.style == .circular || (progress.style == .automatic && progress.value == nil)
        if let value = progress.value {
            bar[attribute: "value"] = attributeNumber(value)
            bar[attribute: "max"] = attributeNumber(progress.total)
            if isCircular {
                bar[attribute: "class"] = "k-ring"
                bar.style[.kP] = CSSValue.number(value / progress.total * 100) + "%"
            }
        } else if isCircular {
            bar[attribute: "class"] = "k-spin"
        }
        if !isCircular { bar.style[.width] = "100%" }
        guard progress.hasLabel || progress.hasCurrentValueLabel else {
            // SwiftUI's spoken name for a progress view without a label.
            bar[attribute: "aria-label"] = progress.value == nil ? "In progress" : "Progress"
            return ModifierBox(bar, level: .content, placement: isCircular ? .fixed : BoxPlan(fillsWidth: true))
        }
        let labels = node.valueControlParts
        let parts = [labels.label.map { phrasing($0, context: context) }, bar, labels.currentValueLabel.map { phrasing($0, context: context) }]
            .compactMap { $0 }
        let column = labelColumn(parts, alignment: isCircular ? "center" : "stretch", gap: isCircular ? 8 : 4)
        return ModifierBox(column, level: .content, placement: isCircular ? .fixed : BoxPlan(fillsWidth: true))
    }

    /// A gauge: a `<meter>` in a `<label>`, as a bar between its bound labels under the label
    /// and current value, or as a ring in the accessory circular styles.
    func gauge(_ node: Node, gauge: GaugeValue, context: ResolveContext) -> ModifierBox {
        if gauge.style == .custom {
            let value = (now: gauge.value, minimum: gauge.minimum, maximum: gauge.maximum)
            return customValue(node, role: "meter", value: value, context: context)
        }
        var meter = Element("meter", classHint: "ga")
        meter[attribute: "value"] = attributeNumber(gauge.value)
        meter[attribute: "min"] = attributeNumber(gauge.minimum)
        meter[attribute: "max"] = attributeNumber(gauge.maximum)
        let parts = node.valueControlParts
        let title = phrasing(label(of: node), context: context)
        let current = parts.currentValueLabel.map { phrasing($0, context: context) }
        let bounds = [parts.minimumValueLabel, parts.maximumValueLabel].compactMap { $0.map { phrasing($0, context: context) } }
        if gauge.style == .accessoryCircular || gauge.style == .accessoryCircularCapacity {
            let span = max(gauge.maximum - gauge.minimum, .leastNonzeroMagnitude)
            meter[attribute: "class"] = "k-ring"
            meter.style[.kP] = CSSValue.number((gauge.value - gauge.minimum) / span * 100) + "%"
            let column = labelColumn([meter] + (current.map { [$0] } ?? []) + [title], alignment: "center", gap: 4)
            return ModifierBox(column, level: .content, placement: .fixed)
        }
        meter.style[.flex] = "1 1 0"
        meter.style[.minWidth] = "0"
        var top = row(hint: "gt", justify: "space-between")
        top.children = [title] + (current.map { [$0] } ?? [])
        var bar = row(hint: "gb", justify: "normal")
        bar.children = bounds.count == 2 ? [bounds[0], meter, bounds[1]] : [meter]
        return ModifierBox(labelColumn([top, bar], alignment: "stretch", gap: 4), level: .content, placement: BoxPlan(fillsWidth: true))
    }

    /// A progress view or gauge drawn by a custom style: the style's body in a box that says the value to assistive technology, named by the control's label.
    private func customValue(_ node: Node, role: String, value: (now: Double, minimum: Double, maximum: Double)?,
                             context: ResolveContext) -> ModifierBox {
        let parts = node.valueControlParts
        guard let body = parts.styleBody else { return ModifierBox(container(context, hint: "cv", []), level: .content, placement: .fixed) }
        var (element, placement) = resolve(body, in: .column, context: context)
        var box = container(context, hint: "cv", [(.display, "flex"), (.flexDirection, "column")])
        box[attribute: "role"] = role
        if let value {
            box[attribute: "aria-valuenow"] = attributeNumber(value.now)
            box[attribute: "aria-valuemin"] = attributeNumber(value.minimum)
            box[attribute: "aria-valuemax"] = attributeNumber(value.maximum)
        }
        let name = parts.label?.plainText ?? ""
        box[attribute: "aria-label"] = name.isEmpty ? (value == nil ? "In progress" : "Progress") : name
        if placement.fillsWidth { element.style[.alignSelf] = "stretch" }
        box.children = [element]
        return ModifierBox(box, level: .content, placement: placement)
    }

    private func row(hint: ElementName, justify: String) -> Element {
        var row = Element("span", classHint: hint)
        row.style[.display] = "flex"
        row.style[.alignItems] = "center"
        row.style[.justifyContent] = justify
        row.style[.gap] = "8px"
        return row
    }
}
