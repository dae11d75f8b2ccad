import KilnMeasure
import KilnTree

extension Resolver {
    /// A picker: a `<select>` in its label's row, or a group of radio buttons in a `<fieldset>`
    /// whose `<legend>` is the label (hidden for a segmented control, as iOS hides it).
    func picker(_ node: Node, control: Control, selected: [Int], style: PickerStyle, context: ResolveContext) -> ModifierBox {
        let options = Array(node.pickerOptions)
        switch style {
        case .segmented:
            return radioGroup(node, options: options, control: control, selected: selected, isSegmented: true, context: context)
        case .inline, .radioGroup:
            return radioGroup(node, options: options, control: control, selected: selected, isSegmented: false, context: context)
        case .automatic, .menu, .wheel, .palette, .navigationLink:
            return select(node, options: options, control: control, selected: selected, context: context)
        }
    }

    /// The value an option submits: its tag written out, or its position when it has none.
    private func optionValue(_ option: Node, at index: Int) -> String {
        option.tag.map { String(describing: $0.value.base) } ?? String(index)
    }

    private func select(_ node: Node, options: [Node], control: Control, selected: [Int], context: ResolveContext) -> ModifierBox {
        var select = Element("select", classHint: "sel")
        if !control.isEnabled { select[attribute: "disabled"] = "" }
        select[attribute: "class"] = "k-field"
        if selected.count > 1 {
            // Several bindings that differ: no option is theirs, so the menu says so.
            var mixed = Element("option", classHint: "o", children: [.text("Mixed")])
            mixed[attribute: "value"] = ""
            mixed[attribute: "disabled"] = ""
            mixed[attribute: "selected"] = ""
            select.children.append(mixed)
        }
        for (index, option) in options.enumerated() {
            // An option holds text only; the text of the option's view stands for it.
            var element = Element("option", classHint: "o", children: [.text(option.plainText)])
            element[attribute: "value"] = optionValue(option, at: index)
            if selected == [index] { element[attribute: "selected"] = "" }
            select.children.append(element)
        }
        return labelRow(label(of: node), control: select, context: context)
    }

    private func radioGroup(_ node: Node, options: [Node], control: Control, selected: [Int], isSegmented: Bool, context: ResolveContext) -> ModifierBox {
        let name = controlNames.next()
        var fieldset = Element("fieldset", classHint: isSegmented ? "seg" : "rg")
        if isSegmented {
            // Segments are equally wide, each as wide as the widest where nothing is offered.
            fieldset.style[.display] = "grid"
            fieldset.style[.gridAutoFlow] = "column"
            fieldset.style[.gridAutoColumns] = "minmax(0,1fr)"
            fieldset.style[.gap] = "2px"
        } else {
            fieldset.style[.display] = "flex"
            fieldset.style[.flexDirection] = "column"
            fieldset.style[.alignItems] = "flex-start"
            fieldset.style[.gap] = "8px"
        }
        fieldset[attribute: "class"] = isSegmented ? "k-seg" : "k-radios"
        var legend = Element("legend", classHint: "lg", children: [phrasing(label(of: node), context: context)])
        if isSegmented { legend[attribute: "class"] = "k-sr" }
        fieldset.children = [legend]
        for (index, option) in options.enumerated() {
            var radio = input("radio", control: control)
            radio[attribute: "name"] = name
            radio[attribute: "value"] = optionValue(option, at: index)
            if selected == [index] { radio[attribute: "checked"] = "" }
            if isSegmented { radio[attribute: "class"] = "k-sr" }
            var item = Element("label", classHint: isSegmented ? "sgi" : "ri")
            item.style[.display] = "flex"
            item.style[.alignItems] = "center"
            if isSegmented {
                item.style[.justifyContent] = "center"
            } else {
                item.style[.gap] = "8px"
            }
            item.children = [radio, phrasing(option, context: context)]
            fieldset.children.append(item)
        }
        // A segmented control takes the offered width, as in SwiftUI.
        return ModifierBox(fieldset, level: .content, placement: isSegmented ? BoxPlan(fillsWidth: true) : .fixed)
    }
}
