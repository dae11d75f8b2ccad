extension Node {
    /// A stable, readable outline of the tree (one line per node and modifier), used as the
    /// expected output of lowering tests.
    public func dump() -> String {
        var lines: [String] = []
        appendDump(to: &lines, indent: "")
        return lines.joined(separator: "\n")
    }

    private func appendDump(to lines: inout [String], indent: String) {
        lines.append(indent + kind.dumpLine)
        for modifier in modifiers {
            let (line, view) = Self.outline(of: modifier)
            lines.append(indent + "  ." + line)
            view?.appendDump(to: &lines, indent: indent + "    ")
        }
        for child in children {
            child.appendDump(to: &lines, indent: indent + "| ")
        }
    }

    /// What an outline writes for `modifier`: its line, and the view under it (a background's
    /// or overlay's).
    private static func outline(of modifier: NodeModifier) -> (line: String, view: Node?) {
        switch modifier {
        case .background(.view(let node, let alignment)), .overlay(.view(let node, let alignment)):
            let name = if case .background = modifier { "background" } else { "overlay" }
            return (name + "(alignment: " + DumpValue.alignment(alignment) + ")", node)
        case .alignmentGuide(let guide):
            // The closure has no readable form; the guide it sets does.
            return ("alignmentGuide(" + guide.key.dumpName + ")", nil)
        default:
            return (DumpValue.plain(modifier), nil)
        }
    }
}

extension Node.Kind {
    /// Whether `dumpLine` leaves part of the payload out, for brevity.
    var isAbbreviatedInDump: Bool {
        switch self {
        case .list, .table, .chart, .navigationColumn, .splitView, .customLayout, .geometryReader, .canvas, .canvasDrawing, .search: true
        default: false
        }
    }

    /// `dumpLine` with the whole payload of the kinds it abbreviates, for `OutlineKey`.
    var completeLine: String {
        switch self {
        case .presentation(.view(let view)):
            return DumpValue.call("presentedView", ("style", DumpValue.plain(view.style)), ("presented", view.isPresented ? "true" : nil))
        case .presentation(.button(let button)):
            let action = switch button.action {
            case .show: "show"
            case .hide: "hide"
            case .undecided: "undecided"
            }
            return DumpValue.call("presentationButton", ("action", action), ("cancel", button.isCancel ? "true" : nil), ("control", DumpValue.control(button.control)))
        default:
            return isAbbreviatedInDump ? dumpLine + " " + String(reflecting: self) : dumpLine
        }
    }

    /// The kind's name and its payload, each field named, absent optionals left out.
    var dumpLine: String {
        typealias V = DumpValue
        switch self {
        case .text(let runs): return "text(" + runs.map(V.run).joined(separator: ", ") + ")"
        case .vstack(let alignment, let spacing): return V.call("vstack", ("alignment", alignment.name), ("spacing", V.number(spacing)))
        case .hstack(let alignment, let spacing): return V.call("hstack", ("alignment", alignment.name), ("spacing", V.number(spacing)))
        case .zstack(let alignment): return V.call("zstack", ("alignment", V.alignment(alignment)))
        case .spacer(let minLength): return V.call("spacer", ("minLength", V.number(minLength)))
        case .divider: return "divider"
        case .fill(let paint): return "fill(" + V.paint(paint) + ")"
        case .shape(let shape, let drawing): return "shape(" + V.plain(shape) + ", " + V.drawing(drawing) + ")"
        case .image(let image): return V.call("image", ("source", V.plain(image.source)), ("label", image.label.map(V.quoted)), ("resizable", image.isResizable ? "true" : nil), ("scale", image.scale == .medium ? nil : V.plain(image.scale)))
        case .label: return "label"
        case .link(let destination): return "link(" + V.destination(destination) + ")"
        case .scrollView(let horizontal, let vertical): return V.call("scrollView", ("horizontal", "\(horizontal)"), ("vertical", "\(vertical)"))
        case .section(let hasHeader, let hasFooter): return V.call("section", ("header", "\(hasHeader)"), ("footer", "\(hasFooter)"))
        case .grid(let alignment, let horizontal, let vertical):
            return V.call("grid", ("alignment", V.alignment(alignment)), ("horizontalSpacing", V.number(horizontal)), ("verticalSpacing", V.number(vertical)))
        case .gridRow(let alignment): return V.call("gridRow", ("alignment", alignment?.name))
        case .lazyGrid(let grid):
            return V.call(grid.isVertical ? "lazyVGrid" : "lazyHGrid", ("tracks", "[" + grid.tracks.map { V.plain($0.size) }.joined(separator: ", ") + "]"),
                          ("alignment", V.alignment(grid.alignment)), ("spacing", V.number(grid.spacing)))
        case .form(let layout): return "form(\(layout))"
        case .labeledContent: return "labeledContent"
        case .list(let spec): return V.call("list", ("style", "\(spec.style)"), ("selection", spec.selection.map { "\($0.count) selected" }))
        case .outlineRow: return "outlineRow"
        case .control(let control): return "control(" + V.control(control) + ")"
        case .table(let spec): return V.call("table", ("columns", "\(spec.columns.count)"), ("bodies", "\(spec.bodies.count)"), ("selection", "\(spec.selection)"))
        case .chart(let spec): return "chart(\(spec.marks.count) marks)"
        case .navigationColumn(let bar):
            return V.call("navigationColumn", ("role", "\(bar.role)"), ("title", bar.title.map(V.quoted)), ("toolbarItems", "\(bar.toolbarItemCount)"), ("trail", "\(bar.trail)"))
        case .toolbarItem(let placement): return "toolbarItem(\(placement))"
        case .splitView(let spec): return V.call("splitView", ("style", "\(spec.style)"), ("compactColumn", "\(spec.compactColumn)"))
        case .tabView(let selected, let tabCount): return V.call("tabView", ("selected", "\(selected)"), ("tabs", "\(tabCount)"))
        case .tabItem: return "tabItem"
        case .presentation(.view(let view)):
            return V.call("presentedView", ("key", "\(view.key)"), ("style", V.plain(view.style)), ("presented", view.isPresented ? "true" : nil))
        case .presentation(.button(let button)):
            return V.call("presentationButton", ("action", V.presentationAction(button.action)), ("cancel", button.isCancel ? "true" : nil), ("control", V.control(button.control)))
        case .customLayout(let layout): return "customLayout(\(layout.typeName))"
        case .viewThatFits(let horizontal, let vertical): return V.call("viewThatFits", ("horizontal", "\(horizontal)"), ("vertical", "\(vertical)"))
        case .geometryReader: return "geometryReader"
        case .sizeClassSwitch(let axis, let compactCount): return V.call("sizeClassSwitch", ("axis", "\(axis)"), ("compact", "\(compactCount)"))
        case .stateIsland(let island): return V.call("stateIsland", ("id", "\(island.id)"), ("states", "\(island.stateCount)"))
        case .stateVariants(let variants):
            return V.call("stateVariants", ("island", "\(variants.island)"), ("states", variants.states.map { $0.map(String.init).joined(separator: " ") }.joined(separator: " | ")))
        case .safeAreaInset(let edge, let alignment, let spacing):
            return V.call("safeAreaInset", ("edge", "\(edge)"), ("alignment", V.alignment(alignment)), ("spacing", V.number(spacing)))
        case .asyncImage(let placeholderCount): return V.call("asyncImage", ("placeholder", "\(placeholderCount)"))
        case .canvas: return "canvas"
        case .rawHTML(let html): return V.call("rawHTML", ("html", V.quoted(html)))
        // A drawing is made from its size alone (the renderer runs at it), so its size tells it
        // apart (in `OutlineKey` too), and the commands of a big drawing are long to print.
        case .canvasDrawing(let drawing): return "canvasDrawing(\(drawing.width)x\(drawing.height), \(drawing.commands.count) commands)"
        case .search(let field):
            return V.call("search", ("text", V.quoted(field.text)), ("placement", field.placement == .automatic ? nil : "\(field.placement)"),
                          ("prompt", field.hasPrompt ? "true" : nil), ("suggestions", field.suggestionCount > 0 ? "\(field.suggestionCount)" : nil),
                          ("tokens", field.tokenCount > 0 ? "\(field.tokenCount)" : nil), ("scopes", field.hasScopes ? "true" : nil),
                          ("filters", field.filtering == .none ? nil : "\(field.filtering)"), ("pending", field.isPending ? "true" : nil))
        case .shareLink(let item):
            return V.call("shareLink", ("url", item.url.map(V.quoted)), ("text", item.text.map(V.quoted)),
                          ("subject", item.subject.map(V.quoted)), ("message", item.message.map(V.quoted)))
        case .languageLinks(let links):
            return "languageLinks(" + links.links.map { "\($0.language)\($0.isCurrent ? "*" : ""): \($0.path)" }.joined(separator: ", ") + ")"
        }
    }
}

/// How the dump writes a payload's values.
enum DumpValue {
    /// `name(field: value, …)`, leaving out fields without a value; the bare name when none has one.
    static func call(_ name: String, _ fields: (String, String?)...) -> String {
        let written = fields.compactMap { field in field.1.map { field.0 + ": " + $0 } }
        return written.isEmpty ? name : name + "(" + written.joined(separator: ", ") + ")"
    }

    /// A number without a needless `.0`.
    static func number(_ value: Double?) -> String? {
        guard let value else { return nil }
        return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
    }

    static func alignment(_ alignment: Alignment) -> String {
        alignment.horizontal.name + "/" + alignment.vertical.name
    }

    /// A link's destination: a URL quoted, a page or window as the tree names it.
    static func destination(_ destination: Any) -> String {
        if let url = destination as? String { return quoted(url) }
        return plain(destination)
    }

    /// A run's text, then the inline styles it carries, if any.
    static func run(_ run: TextRun) -> String {
        if run.isPlain { return quoted(run.text) }
        var styles: [String] = []
        if run.isStrong { styles.append("strong") }
        if run.isEmphasized { styles.append("emphasized") }
        if run.isCode { styles.append("code") }
        if run.isStrikethrough { styles.append("strikethrough") }
        if run.isUnderlined { styles.append("underlined") }
        if let link = run.link { styles.append("link: " + quoted(link)) }
        if let font = run.font { styles.append("font: " + plain(font)) }
        if let weight = run.weight { styles.append("weight: \(weight)") }
        if run.isItalic { styles.append("italic") }
        if let foreground = run.foreground { styles.append("foreground: " + plain(foreground)) }
        if let image = run.image { styles.append("image: " + plain(image.source)) }
        if let attributes = run.attributes { styles.append(plain(attributes)) }
        return quoted(run.text) + " [" + styles.joined(separator: ", ") + "]"
    }

    /// A control's kind and state, then `disabled` and its size where they are not the default.
    static func control(_ control: Control) -> String {
        var text = controlKind(control.kind)
        if !control.isEnabled { text += ", disabled" }
        if control.size != .regular { text += ", size: \(control.size)" }
        return text
    }

    private static func controlKind(_ kind: Control.Kind) -> String {
        switch kind {
        case .button(let isDestructive, let style):
            call("button", ("style", "\(style)"), ("destructive", isDestructive ? "true" : nil))
        case .toggle(let isOn, let style, let buttonStyle):
            call("toggle", ("isOn", isOn.map { "\($0)" } ?? "mixed"), ("style", "\(style)"), ("buttonStyle", style == .button ? "\(buttonStyle)" : nil))
        case .picker(let selected, let style):
            call("picker", ("selected", "\(selected)"), ("style", "\(style)"))
        case .dateField(let field):
            call("dateField", ("components", "\(field.components)"), ("day", field.day.map(quoted)), ("time", field.time.map(quoted)),
                 ("minimum", field.minimum.map(quoted)), ("maximum", field.maximum.map(quoted)))
        case .dateList:
            "dateList"
        case .textField(let value):
            call("textField", ("text", quoted(value.text)), ("secure", value.isSecure ? "true" : nil),
                 ("lines", value.isMultiline ? "\(value.minimumLines)...\(value.maximumLines.map(String.init) ?? "")" : nil),
                 ("prompt", value.hasPrompt ? "true" : nil), ("traits", traits(value.traits)))
        case .stepper(let field):
            "stepper(" + numberField(field) + ")"
        case .slider(let field, let hasValueLabels):
            "slider(" + numberField(field) + (hasValueLabels ? ", valueLabels: true" : "") + ")"
        case .progress(let progress):
            call("progress", ("value", number(progress.value) ?? "indeterminate"), ("total", number(progress.total)), ("style", "\(progress.style)"),
                 ("label", progress.hasLabel ? "true" : nil), ("currentValueLabel", progress.hasCurrentValueLabel ? "true" : nil))
        case .gauge(let gauge):
            call("gauge", ("value", number(gauge.value)), ("in", "\(number(gauge.minimum) ?? "")...\(number(gauge.maximum) ?? "")"), ("style", "\(gauge.style)"),
                 ("currentValueLabel", gauge.hasCurrentValueLabel ? "true" : nil), ("boundLabels", gauge.hasBoundLabels ? "true" : nil))
        case .disclosureGroup(let isExpanded):
            call("disclosureGroup", ("expanded", "\(isExpanded)"))
        case .controlGroup:
            "controlGroup"
        case .filePicker(let picker):
            call("filePicker", ("accept", picker.accept.map(quoted)), ("multiple", picker.allowsMultiple ? "true" : nil))
        }
    }

    /// A text field's input traits, as the HTML attributes they become; nil without any.
    private static func traits(_ traits: TextInputTraits) -> String? {
        guard traits != TextInputTraits() else { return nil }
        let fields: [(String, String?)] = [
            ("enterkeyhint", traits.enterKeyHint), ("inputmode", traits.inputMode), ("autocomplete", traits.autocomplete),
            ("autocapitalize", traits.autocapitalize), ("spellcheck", traits.autocorrectionDisabled ? "false" : nil),
            ("autofocus", traits.isFocused ? "true" : nil), ("look", traits.look == .automatic ? nil : "\(traits.look)"),
        ]
        return "[" + fields.compactMap { field in field.1.map { field.0 + ": " + $0 } }.joined(separator: ", ") + "]"
    }

    private static func numberField(_ field: NumberField) -> String {
        let fields = [("value", number(field.value)), ("minimum", number(field.minimum)), ("maximum", number(field.maximum)), ("step", number(field.step))]
        return fields.compactMap { field in field.1.map { field.0 + ": " + $0 } }.joined(separator: ", ")
    }

    static func drawing(_ drawing: ShapeDrawing) -> String {
        switch drawing {
        case .fill(let paint):
            paint.map { "fill: " + self.paint($0) } ?? "fill"
        case .stroke(let paint, let width, let dash, let inside, let line):
            call(inside ? "strokeBorder" : "stroke", ("paint", paint.map(self.paint)), ("lineWidth", number(width)),
                 ("dash", dash.isEmpty ? nil : "[" + dash.map { number($0) ?? "" }.joined(separator: ", ") + "]"),
                 ("lineCap", line.cap == .butt ? nil : line.cap.rawValue), ("lineJoin", line.join == .miter ? nil : line.join.rawValue))
        }
    }

    static func presentationAction(_ action: PresentationButton.Action) -> String {
        switch action {
        case .show(let view): "show \(view.key)"
        case .hide(let view): "hide \(view.key)"
        case .undecided(let index): "undecided \(index)"
        }
    }

    /// A paint by what it is: a colour's name or components, a level of the foreground, a gradient's stops.
    static func paint(_ paint: Paint) -> String {
        switch paint {
        case .color(let color): self.color(color)
        case .foreground(let level): "foreground(\(level))"
        case .tint: "tint"
        case .background: "background"
        case .linearGradient(let stops, _, _): "linearGradient(" + stops.map { color($0.color) }.joined(separator: ", ") + ")"
        case .radialGradient(let stops, _, _, _): "radialGradient(" + stops.map { color($0.color) }.joined(separator: ", ") + ")"
        case .opacity(let paint, let opacity): self.paint(paint) + " × " + (number(opacity) ?? "")
        case .colorGradient(let color): "gradient(" + self.color(color) + ")"
        case .shadow(let paint, let shadow):
            self.paint(paint) + ".shadow(" + (shadow.isInner ? "inner" : "drop") + " " + self.color(shadow.color) + " radius "
                + (number(shadow.radius) ?? "") + " x " + (number(shadow.x) ?? "") + " y " + (number(shadow.y) ?? "") + ")"
        case .angularGradient(let stops, _, _, _): "angularGradient(" + stops.map { color($0.color) }.joined(separator: ", ") + ")"
        case .ellipticalGradient(let stops, _, _, _): "ellipticalGradient(" + stops.map { color($0.color) }.joined(separator: ", ") + ")"
        case .material(let thickness): "material(\(thickness.rawValue))"
        case .image(let image): "image(" + quoted(image.asset) + " × " + (number(image.scale) ?? "") + ")"
        }
    }

    static func color(_ color: Color) -> String {
        let name = switch color.storage {
        case .rgb(let red, let green, let blue): "rgb(" + [red, green, blue].map { number($0) ?? "" }.joined(separator: ", ") + ")"
        case .system(let system): "\(system)"
        case .asset(let name): "asset(" + quoted(name) + ")"
        }
        return color.alpha == 1 ? name : name + " × " + (number(color.alpha) ?? "")
    }

    /// Any other value as Swift describes it, without the module's name.
    static func plain(_ value: Any) -> String {
        String(describing: value).replacing("KilnTree.", with: "")
    }
}

extension AlignmentKey {
    /// The guide's axis and name in a dump (`horizontal.leading`).
    var dumpName: String {
        switch self {
        case .horizontal(let guide): "horizontal." + guide.name
        case .vertical(let guide): "vertical." + guide.name
        }
    }
}
