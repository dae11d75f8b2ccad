import KilnMeasure
import KilnTree

// A state island on the page: a hidden radio input per state, then the island's views, where the
// states differ a variant per distinct rendering, each in a wrapper naming the inputs of the
// states that show it (`data-kv`); the stylesheet shows a variant while one of its inputs is
// checked (`display: contents`, so its views lay out in the parent as if unwrapped) and hides
// it otherwise (`display: none`, which also takes it out of the accessibility tree), by a rule
// per input (`ClassRegistry.stateRule`). A control that leads to another state is drawn as a
// `<label>` for that state's input, so a click switches states without script; the control
// itself stays on the page, visually hidden, for assistive technology and the keyboard, and the
// page's script (`PageScripts.Part.stateControls`) lets it switch states too, keeping focus on it.
extension Resolver {
    func stateIsland(_ node: Node, island: StateIsland, in parent: Container, context: ResolveContext) -> ModifierBox {
        let tag: ElementName = context.isPhrasing ? "span" : "div"
        var element = Element(tag, classHint: "si")
        element.addClass("k-island")
        scripts.use(.stateControls, at: node.source)
        for state in 0..<island.stateCount {
            var input = Element("input", classHint: "sin")
            input[attribute: "type"] = "radio"
            input[attribute: "name"] = Self.stateGroup(island.id)
            input[attribute: "id"] = Self.stateInput(island.id, state)
            input[attribute: "aria-hidden"] = "true"
            if state == 0 { input[attribute: "checked"] = "" }
            element.children.append(input)
        }
        let (content, placements) = children(node.children, in: parent, context: context)
        element.children += content
        return ModifierBox(element, level: .content, placement: placements.union)
    }

    func stateVariants(_ node: Node, variants: StateVariants, in parent: Container, context: ResolveContext) -> ModifierBox {
        guard let parts = node.stateVariantParts else { preconditionFailure("not state variants") }
        let tag: ElementName = context.isPhrasing ? "span" : "div"
        var element = Element(tag, classHint: "sv")
        element.addClass("k-vs")
        var placements: SiblingPlacements?
        for part in parts {
            let (content, partPlacements) = children(Array(part.nodes), in: parent, context: context)
            placements = placements.map { $0 + partPlacements } ?? partPlacements
            var variant = Element(tag, classHint: "sv", children: content)
            variant.addClass("k-v")
            variant[attribute: "data-kv"] = part.states.map { Self.stateInput(variants.island, $0) }.joined(separator: " ")
            element.children.append(variant)
        }
        // What the parent learns of its child: any variant may show.
        return ModifierBox(element, level: .content, placement: placements?.union ?? BoxPlan())
    }

    static func stateGroup(_ island: Int) -> String { "k-s\(island)" }
    static func stateInput(_ island: Int, _ state: Int) -> String { "k-s\(island)-\(state)" }

    /// A control of an island's rendering, resolved to `element`, drawn as its transition says:
    /// as it is where it leaves the state as it is, disabled where it leads beyond the states
    /// written, else as a label for the state it leads to beside the control for assistive technology.
    func stateControl(_ element: Element, node: Node, transition: StateTransition, context: ResolveContext) -> Element {
        if case .control(let control) = node.kind, control.isEnabled, case .picker(_, let style) = control.kind {
            return statePicker(element, node: node, style: style, transition: transition)
        }
        guard case .control(let control) = node.kind, control.isEnabled, transition.targets.count == 1,
            let target = transition.targets[0]
        else {
            guard transition.targets.contains(nil) else { return element }
            var disabled = element
            _ = disabled.transformFirst(where: { $0.tag == "button" || $0.tag == "input" }) { $0[attribute: "disabled"] = "" }
            return disabled
        }
        guard target != transition.from else { return element }
        let input = Self.stateInput(transition.island, target)
        var visual = element
        var real: Element?
        switch control.kind {
        case .button:
            _ = visual.transformFirst(where: { $0.tag == "button" }) { button in
                var hidden = button
                hidden.style = Style()
                hidden[attribute: "class"] = "k-sr"
                real = hidden
                button.tag = "label"
                button[attribute: "type"] = nil
                button[attribute: "for"] = input
                button[attribute: "aria-hidden"] = "true"
                button.addClass("k-to")
            }
        case .toggle(let isOn?, .switch, _), .toggle(let isOn?, .automatic, _):
            let name = label(of: node).plainText
            _ = visual.transformFirst(where: { $0.tag == "label" }) { row in
                row[attribute: "for"] = input
                row[attribute: "aria-hidden"] = "true"
                row.addClass("k-to")
                _ = row.transformFirst(where: { $0.tag == "input" }) { checkbox in
                    var hidden = checkbox
                    hidden[attribute: "class"] = "k-sr"
                    hidden.style = Style()
                    if !name.isEmpty { hidden[attribute: "aria-label"] = name }
                    real = hidden
                    checkbox = Element("span", classHint: "sw", style: checkbox.style)
                    checkbox.addClass(isOn ? "k-switch k-on" : "k-switch")
                }
            }
        default:
            return element
        }
        guard var real else { return element }
        real[attribute: "data-k-to"] = input
        real[attribute: "data-k-c"] = String(transition.control)
        var pair = Element(context.isPhrasing ? "span" : "div", classHint: "sp", children: [real, visual])
        pair.addClass("k-pair")
        return pair
    }
}

extension Resolver {
    /// A picker of an island's rendering: a segmented or inline picker's options that lead to
    /// other states drawn as labels for their inputs beside their own radio buttons, visually
    /// hidden; a menu's options naming their states for the page's script (a `<select>` cannot
    /// check an input).
    private func statePicker(_ element: Element, node: Node, style: PickerStyle, transition: StateTransition) -> Element {
        let place = String(transition.control)
        var picker = element
        func target(_ option: Int) -> String? {
            guard option < transition.targets.count, let target = transition.targets[option], target != transition.from else { return nil }
            return Self.stateInput(transition.island, target)
        }
        switch style {
        case .segmented, .inline, .radioGroup:
            // A segment draws no radio button; an inline picker's option draws one beside its
            // label, which here cannot hold the real one (a label for another input).
            let drawsRadio = style != .segmented
            let names = node.pickerOptions.map(\.plainText)
            _ = picker.transformFirst(where: { $0.tag == "fieldset" }) { fieldset in
                var option = 0
                for index in fieldset.children.indices {
                    guard var item = fieldset.children[index].asElement, item.tag == "label",
                        var radio = item.children.first?.asElement, radio.tag == "input"
                    else { continue }
                    defer { option += 1 }
                    radio[attribute: "data-k-c"] = place
                    let input = target(option)
                    // An option leading past the states written cannot be chosen.
                    if input == nil, option < transition.targets.count, transition.targets[option] == nil { radio[attribute: "disabled"] = "" }
                    guard input != nil || drawsRadio else {
                        item.children[0] = radio
                        fieldset.children[index] = item
                        continue
                    }
                    if let input { radio[attribute: "data-k-to"] = input }
                    if option < names.count { radio[attribute: "aria-label"] = names[option] }
                    if drawsRadio {
                        var drawn = Element("span", classHint: "rd")
                        drawn.addClass(radio[attribute: "checked"] == nil ? "k-radio" : "k-radio k-on")
                        item.children[0] = drawn
                        radio[attribute: "class"] = "k-sr"
                    } else {
                        item.children.removeFirst()
                    }
                    if let input { item[attribute: "for"] = input }
                    item[attribute: "aria-hidden"] = "true"
                    item.addClass("k-to")
                    var pair = Element("span", classHint: "sp", children: [radio, item])
                    pair.addClass("k-pair")
                    fieldset.children[index] = pair
                }
            }
        case .automatic, .menu, .wheel, .palette, .navigationLink:
            _ = picker.transformFirst(where: { $0.tag == "select" }) { select in
                select[attribute: "data-k-c"] = place
                var option = 0
                for index in select.children.indices {
                    guard var item = select.children[index].asElement, item.tag == "option", item[attribute: "disabled"] == nil else { continue }
                    defer { option += 1 }
                    if let input = target(option) {
                        item[attribute: "data-k-to"] = input
                        select.children[index] = item
                    }
                }
            }
        }
        return picker
    }
}

extension Element {
    /// Changes the elements that draw this one's box: the drawing of a state island's control
    /// pair (`k-pair`, which takes no box), the views of each of an island's variants (`k-vs`),
    /// else this element. For a container styling a child it has resolved.
    mutating func changeBox(_ change: (inout Element) -> Void) {
        switch self[attribute: "class"] {
        case "k-pair":
            guard let last = children.indices.last, var drawing = children[last].asElement else { return change(&self) }
            change(&drawing)
            children[last] = drawing
        case "k-vs":
            for variant in children.indices {
                guard var wrapper = children[variant].asElement else { continue }
                for index in wrapper.children.indices {
                    wrapper.children.changeElement(at: index) { $0.changeBox(change) }
                }
                children[variant] = wrapper
            }
        default:
            change(&self)
        }
    }

    /// Changes the first element, this one or inside it (depth first), that `matches`; false if none did.
    mutating func transformFirst(where matches: (Element) -> Bool, _ change: (inout Element) -> Void) -> Bool {
        if matches(self) {
            change(&self)
            return true
        }
        for index in children.indices {
            guard var child = children[index].asElement else { continue }
            if child.transformFirst(where: matches, change) {
                children[index] = child
                return true
            }
        }
        return false
    }
}
