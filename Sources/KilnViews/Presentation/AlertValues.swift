import KilnTree

/// SwiftUI 1's alert, a value that `alert(isPresented:content:)` shows: a title, a message, and
/// a button to dismiss it or two to choose between. It is drawn as the alert that replaced it.
nonisolated public struct Alert {
    let dialog: DialogValue

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        dialog = DialogValue(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        dialog = DialogValue(title: title, message: message, buttons: [primaryButton, secondaryButton])
    }

    /// One of an alert's or an action sheet's buttons. Its action runs in an app; on a page
    /// every button of a dialog closes it.
    public struct Button {
        let label: Text
        let role: ButtonRole?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel)
        }

        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive)
        }
    }
}

/// SwiftUI 1's action sheet, drawn as the confirmation dialog that replaced it.
nonisolated public struct ActionSheet {
    public typealias Button = Alert.Button
    let dialog: DialogValue

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        dialog = DialogValue(title: title, message: message, buttons: buttons)
    }
}

/// What an alert or action sheet value holds.
nonisolated struct DialogValue {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    func content(_ style: PresentedView.Style, context: LoweringContext) -> [Node] {
        let actions = ForEach(buttons.indices, id: \.self) { index in
            Button(role: buttons[index].role) {} label: { buttons[index].label }
        }
        return dialogContent(style, title: title, actions: actions, message: message, context: context)
    }

    func alertStyle() -> PresentedView.Style { .alert(hasMessage: message != nil) }
    func sheetStyle() -> PresentedView.Style { .confirmationDialog(showsTitle: true, hasMessage: message != nil) }
}

nonisolated extension View {
    /// Shows `content`'s alert while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, content: () -> Alert) -> some View {
        let dialog = content().dialog
        return presenting(dialog, style: dialog.alertStyle(), "alert", isPresented: isPresented, at: CallSite(fileID: fileID, line: line))
    }

    /// Shows the alert `content` makes of `item` while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, fileID: String = #fileID, line: Int = #line, content: @escaping (Item) -> Alert) -> some View {
        presenting(item: item, "alert", at: CallSite(fileID: fileID, line: line)) { item in
            let dialog = content(item).dialog
            return (dialog, dialog.alertStyle())
        }
    }

    /// Shows `content`'s action sheet while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, content: () -> ActionSheet) -> some View {
        let dialog = content().dialog
        return presenting(dialog, style: dialog.sheetStyle(), "confirmationDialog", isPresented: isPresented, at: CallSite(fileID: fileID, line: line))
    }

    /// Shows the action sheet `content` makes of `item` while it is not nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, fileID: String = #fileID, line: Int = #line, content: @escaping (Item) -> ActionSheet) -> some View {
        presenting(item: item, "confirmationDialog", at: CallSite(fileID: fileID, line: line)) { item in
            let dialog = content(item).dialog
            return (dialog, dialog.sheetStyle())
        }
    }

    private func presenting(_ dialog: DialogValue, style: PresentedView.Style, _ noun: String, isPresented: Binding<Bool>, at site: CallSite) -> some View {
        presenting { context in
            context.attach(style, noun, isPresented: isPresented, at: site) { dialog.content(style, context: context) }
        }
    }

    private func presenting<Item: Identifiable>(
        item: Binding<Item?>, _ noun: String, at site: CallSite, dialog: @escaping (Item) -> (DialogValue, PresentedView.Style)
    ) -> some View {
        presenting { context in
            context.attach({ dialog($0).1 }, noun, item: item, at: site) { item, context in
                let (made, style) = dialog(item)
                return made.content(style, context: context)
            }
        }
    }
}
