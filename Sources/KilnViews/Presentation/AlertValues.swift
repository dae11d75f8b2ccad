import KilnTree

/// SwiftUI 1's alert, a value that `alert(isPresented:content:)` shows: a title, a message, and
/// a button to dismiss it or two to choose between. It is drawn as the alert that replaced it.
nonisolated public struct Alert {
    let dialog: DialogValue

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        dialog = DialogValue(isAlert: true, title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        dialog = DialogValue(isAlert: true, title: title, message: message, buttons: [primaryButton, secondaryButton])
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
        dialog = DialogValue(isAlert: false, title: title, message: message, buttons: buttons)
    }
}

/// What an alert or action sheet value holds, and how it is drawn: an alert, or the confirmation
/// dialog that replaced the action sheet.
nonisolated struct DialogValue {
    let isAlert: Bool
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    var style: PresentedView.Style {
        isAlert ? .alert(hasMessage: message != nil) : .confirmationDialog(showsTitle: true, hasMessage: message != nil)
    }

    func content(context: LoweringContext) -> [Node] {
        let actions = ForEach(buttons.indices, id: \.self) { index in
            Button(role: buttons[index].role) {} label: { buttons[index].label }
        }
        return dialogContent(style, title: title, actions: actions, message: message, context: context)
    }
}

nonisolated extension View {
    /// Shows `content`'s alert while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, content: () -> Alert) -> some View {
        presenting(content().dialog, "alert", isPresented: isPresented, at: CallSite(fileID: fileID, line: line))
    }

    /// Shows the alert `content` makes of `item` while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, fileID: String = #fileID, line: Int = #line, content: @escaping (Item) -> Alert) -> some View {
        presenting(item: item, "alert", at: CallSite(fileID: fileID, line: line)) { content($0).dialog }
    }

    /// Shows `content`'s action sheet while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, content: () -> ActionSheet) -> some View {
        presenting(content().dialog, "confirmationDialog", isPresented: isPresented, at: CallSite(fileID: fileID, line: line))
    }

    /// Shows the action sheet `content` makes of `item` while it is not nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, fileID: String = #fileID, line: Int = #line, content: @escaping (Item) -> ActionSheet) -> some View {
        presenting(item: item, "confirmationDialog", at: CallSite(fileID: fileID, line: line)) { content($0).dialog }
    }

    private func presenting(_ dialog: DialogValue, _ noun: String, isPresented: Binding<Bool>, at site: CallSite) -> some View {
        presenting { context in
            context.attach(dialog.style, noun, isPresented: isPresented, at: site) { dialog.content(context: context) }
        }
    }

    private func presenting<Item: Identifiable>(item: Binding<Item?>, _ noun: String, at site: CallSite, dialog: @escaping (Item) -> DialogValue) -> some View {
        presenting { context in
            context.attach({ dialog($0).style }, noun, item: item, at: site) { item, context in dialog(item).content(context: context) }
        }
    }
}
