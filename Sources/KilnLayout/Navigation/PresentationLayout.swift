import KilnTree

/// Presented views as the web shows them without JavaScript: a sheet, cover, alert or
/// confirmation dialog is a `<dialog>` its buttons open as a modal (`command="show-modal"`);
/// a popover or menu is a popover its buttons open under themselves (`popovertarget`). A view
/// presented at build time is an open, non-modal `<dialog>` instead, which the base stylesheet
/// draws where the modal one would be. Every button inside a presented view closes it.
extension Resolver {
    func presentation(_ presentation: Presentation, node: Node, context: ResolveContext) -> ModifierBox {
        switch presentation {
        case .view(let view):
            return presented(view, node: node, context: context)
        case .button(let button):
            return presentationButton(button, node: node, context: context)
        }
    }

    private func presentationButton(_ button: PresentationButton, node: Node, context: ResolveContext) -> ModifierBox {
        var box = control(button.control, node: node, context: context)
        // iOS sets a cancel button in bold.
        if button.isCancel { box.element.style[.fontWeight] = "600" }
        switch button.action {
        case .show(let view): PresentationHTML.show(view, from: &box.element)
        case .hide(let view): PresentationHTML.hide(view, from: &box.element)
        case .undecided: break
        }
        return box
    }

    private func presented(_ view: PresentedView, node: Node, context: ResolveContext) -> ModifierBox {
        let id = PresentationHTML.id(view)
        // A popover is a div: a <dialog> popover takes focus when it opens, before anchor positioning
        // places it, and Chromium scrolls the page to where it stood in the document.
        var element = Element(PresentationHTML.opensAsPopover(view) ? "div" : "dialog", classHint: "pr")
        element[attribute: "id"] = id
        element[attribute: "class"] = "k-pr k-pr-" + PresentationHTML.className(view.style)
        if PresentationHTML.opensAsPopover(view) {
            element[attribute: "popover"] = ""
            // The button that opens it, for the arrow the base stylesheet draws.
            if view.style == .popover { element.style[.positionAnchor] = PresentationHTML.anchorName(view) }
            scripts.use(.popoverPlacement, at: node.source)
        } else {
            if view.isPresented { element[attribute: "open"] = "" }
            // Its buttons open and close it with HTML's commandfor, which Safari lacks.
            scripts.use(.dialogCommands, at: node.source)
        }
        switch view.style {
        case .sheet, .fullScreenCover, .popover:
            // A popover closes when the reader clicks elsewhere, and so does a sheet, which has no close
            // button in SwiftUI; a cover (or a popover presented at build time) needs a button.
            if view.style == .sheet {
                element[attribute: "closedby"] = "any"
                if let height = sheetHeight(node) { element.style[.kDetent] = height }
                if node.modifiers.contains(where: { if case .presentationDragIndicator = $0 { true } else { false } }) {
                    var grabber = Element("span", classHint: "pg")
                    grabber[attribute: "class"] = "k-pr-grabber"
                    grabber[attribute: "aria-hidden"] = "true"
                    element.children.append(grabber)
                }
            } else if !PresentationHTML.opensAsPopover(view) {
                element.children.append(closeButton(view))
            }
            var content = container(context, hint: "pc", [
                (.display, "flex"), (.flexDirection, "column"), (.alignItems, "center"),
                (.justifyContent, "center"), (.gap, "8px"),
            ])
            content[attribute: "class"] = "k-pr-body"
            // A presented view is as tall as the window at most: its scroll views scroll inside it.
            var bounded = context
            bounded.hasOpenHeight = false
            content.children = children(node.children, in: .column, context: bounded).content
            element.children.append(content)
        case .alert:
            alert(node, id: id, into: &element, context: context)
        case .confirmationDialog(let showsTitle, _):
            confirmationDialog(node, id: id, showsTitle: showsTitle, into: &element, context: context)
        case .menu:
            var list = Element("ul", classHint: "pm")
            for item in node.children {
                let resolved = resolve(item, in: .column, context: context).element
                list.children.append(Element("li", classHint: "pi", children: [resolved]))
            }
            element.children = [list]
        }
        return ModifierBox(element, level: .content, placement: .fixed)
    }

    /// An alert: its title and message, then its actions — side by side when there are two
    /// (the cancel button leading), else stacked (the cancel button last), as on iOS.
    private func alert(_ node: Node, id: String, into element: inout Element, context: ResolveContext) {
        guard let parts = node.dialogParts else { return }
        element[attribute: "role"] = "alertdialog"
        element[attribute: "aria-labelledby"] = id + "-title"
        var text = Element("div", classHint: "pt")
        text[attribute: "class"] = "k-pr-text"
        text.children.append(dialogTitle(parts.title, id: id, context: context))
        if let message = parts.message {
            text.children.append(dialogMessage(message, id: id, context: context))
            element[attribute: "aria-describedby"] = id + "-message"
        }
        let isPair = parts.actions.count == 2
        let ordered = isPair ? parts.cancelActions + parts.otherActions : parts.otherActions + parts.cancelActions
        element.children = [text, actionList(ordered, isPair: isPair, context: context)]
    }

    /// A confirmation dialog: a group of its (possibly hidden) title, message and actions, and
    /// below it a group of its cancel button, as iOS's action sheet.
    private func confirmationDialog(_ node: Node, id: String, showsTitle: Bool, into element: inout Element, context: ResolveContext) {
        guard let parts = node.dialogParts else { return }
        element[attribute: "role"] = "alertdialog"
        element[attribute: "aria-labelledby"] = id + "-title"
        var title = dialogTitle(parts.title, id: id, context: context)
        var group = Element("div", classHint: "pg")
        group[attribute: "class"] = "k-pr-group"
        var text = Element("div", classHint: "pt")
        text[attribute: "class"] = "k-pr-text"
        if showsTitle {
            text.children.append(title)
        } else {
            // Still the dialog's accessible name.
            title[attribute: "class"] = "k-sr"
            group.children.append(title)
        }
        if let message = parts.message {
            text.children.append(dialogMessage(message, id: id, context: context))
            element[attribute: "aria-describedby"] = id + "-message"
        }
        if !text.children.isEmpty { group.children.append(text) }
        if !parts.otherActions.isEmpty { group.children.append(actionList(parts.otherActions, isPair: false, context: context)) }
        element.children = [group]
        if !parts.cancelActions.isEmpty {
            var cancel = actionList(parts.cancelActions, isPair: false, context: context)
            cancel[attribute: "class"] = "k-pr-group k-pr-actions"
            element.children.append(cancel)
        }
    }

    private func dialogTitle(_ node: Node, id: String, context: ResolveContext) -> Element {
        var title = resolve(node, in: .column, context: context).element
        title[attribute: "id"] = id + "-title"
        if !title.style.declares(.fontWeight) { title.style[.fontWeight] = "600" }
        return title
    }

    private func dialogMessage(_ node: Node, id: String, context: ResolveContext) -> Element {
        var message = resolve(node, in: .column, context: context).element
        message[attribute: "id"] = id + "-message"
        if !message.style.declares(.fontSize) { message.style[.fontSize] = CSSValue.rem(13) }
        return message
    }

    private func actionList(_ actions: [Node], isPair: Bool, context: ResolveContext) -> Element {
        var list = Element("div", classHint: "pa")
        list[attribute: "class"] = isPair ? "k-pr-actions k-pr-pair" : "k-pr-actions"
        list.children = children(actions, in: isPair ? .row : .column, context: context).content
        return list
    }

    /// A sheet's height in a narrow window: its smallest presentation detent, as SwiftUI first
    /// shows it (nil: the large detent, the base stylesheet's default).
    private func sheetHeight(_ node: Node) -> String? {
        for case .presentationDetents(let detents) in node.modifiers where !detents.isEmpty {
            let heights = detents.map { detent in
                switch detent {
                case .medium: "50%"
                case .large: "calc(100% - 40px)"
                case .fraction(let fraction): CSSValue.number(max(0, fraction) * 100) + "%"
                case .height(let height): CSSValue.number(max(0, height)) + "px"
                }
            }
            return heights.count == 1 ? heights[0] : "min(" + heights.joined(separator: ",") + ")"
        }
        return nil
    }

    /// The round button with a cross that closes a cover (or a popover presented at build time).
    private func closeButton(_ view: PresentedView) -> Element {
        var button = Element("button", classHint: "px")
        button[attribute: "class"] = "k-pr-close"
        button[attribute: "type"] = "button"
        PresentationHTML.hide(view, from: &button)
        button[attribute: "aria-label"] = "Close"
        return button
    }
}

extension DialogParts {
    fileprivate var cancelActions: [Node] { actions.filter(\.isCancelButton) }
    fileprivate var otherActions: [Node] { actions.filter { !$0.isCancelButton } }
}

extension Node {
    fileprivate var isCancelButton: Bool {
        if case .presentation(.button(let button)) = kind { return button.isCancel }
        return false
    }
}

/// The ids, classes and attributes that connect presented views and their buttons.
enum PresentationHTML {
    /// The page-unique id of a presented view: lowering numbers them within the page.
    static func id(_ view: PresentedView) -> String {
        "k-pr\(view.key)"
    }

    static func className(_ style: PresentedView.Style) -> String {
        switch style {
        case .sheet: "sheet"
        case .fullScreenCover: "cover"
        case .popover: "popover"
        case .alert: "alert"
        case .confirmationDialog: "confirm"
        case .menu: "menu"
        }
    }

    /// Popovers and menus open as popovers (anchored to their button, closed by a click
    /// elsewhere) unless presented at build time: an open popover cannot be written in HTML.
    static func opensAsPopover(_ view: PresentedView) -> Bool {
        (view.style == .popover || view.style == .menu) && !view.isPresented
    }

    /// The anchor name of the button that opens a popover, which its arrow points at.
    static func anchorName(_ view: PresentedView) -> String {
        "--" + id(view)
    }

    /// Makes `button` open `view`.
    static func show(_ view: PresentedView, from button: inout Element) {
        if opensAsPopover(view) {
            button[attribute: "popovertarget"] = id(view)
            if view.style == .popover { button.style[.anchorName] = anchorName(view) }
        } else {
            // HTML has no command that shows a dialog non-modally, so a popover presented at build
            // time opens as a modal once closed.
            button[attribute: "commandfor"] = id(view)
            button[attribute: "command"] = "show-modal"
        }
    }

    /// Makes `button` close `view`.
    static func hide(_ view: PresentedView, from button: inout Element) {
        if opensAsPopover(view) {
            button[attribute: "popovertarget"] = id(view)
            button[attribute: "popovertargetaction"] = "hide"
        } else {
            button[attribute: "commandfor"] = id(view)
            button[attribute: "command"] = "close"
        }
    }
}
