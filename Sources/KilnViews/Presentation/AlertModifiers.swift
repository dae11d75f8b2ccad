import Foundation
import KilnTree

// Alerts and confirmation dialogs: a titled dialog of actions, each of which closes it. As in
// SwiftUI, an alert without actions gets an OK button, and a confirmation dialog without a
// cancel button gets one.
nonisolated extension View {
    /// An alert titled `titleKey` while `isPresented` is true.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, fileID: fileID, line: line, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, fileID: fileID, line: line, actions: actions)
    }

    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(.alert(hasMessage: false), "alert", title: title, isPresented: isPresented, actions: actions(), message: EmptyView?.none, site: CallSite(fileID: fileID, line: line))
    }

    /// An alert titled `titleKey`, with a message, while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, fileID: fileID, line: line, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, fileID: fileID, line: line, actions: actions, message: message)
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(.alert(hasMessage: true), "alert", title: title, isPresented: isPresented, actions: actions(), message: message(), site: CallSite(fileID: fileID, line: line))
    }

    /// An alert about `data` while `isPresented` is true. The page is built with the data as it
    /// is then; without data there is nothing to show, and the alert is left out.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, fileID: fileID, line: line, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, fileID: fileID, line: line, actions: actions)
    }

    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let site = CallSite(fileID: fileID, line: line)
        guard let data else { return leftOutForLackOfData(at: site) }
        return dialog(.alert(hasMessage: false), "alert", title: title, isPresented: isPresented, actions: actions(data), message: EmptyView?.none, site: site)
    }

    /// An alert about `data`, with a message, while `isPresented` is true. The page is built with
    /// the data as it is then; without data there is nothing to show, and the alert is left out.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, fileID: fileID, line: line, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, fileID: fileID, line: line, actions: actions, message: message)
    }

    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let site = CallSite(fileID: fileID, line: line)
        guard let data else { return leftOutForLackOfData(at: site) }
        return dialog(.alert(hasMessage: true), "alert", title: title, isPresented: isPresented, actions: actions(data), message: message(data), site: site)
    }

    /// An alert about `error` while `isPresented` is true, titled with its description, as
    /// SwiftUI's. Without an error there is nothing to show, and the alert is left out.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error, fileID: fileID, line: line) { _ in actions() }
    }

    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        alert(Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error, fileID: fileID, line: line, actions: actions, message: message)
    }

    /// A confirmation dialog titled `titleKey` while `isPresented` is true. Its title is read
    /// out, and shown only with `titleVisibility: .visible`, as on iOS.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, fileID: fileID, line: line, actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, fileID: fileID, line: line, actions: actions)
    }

    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A
    ) -> some View {
        let style = PresentedView.Style.confirmationDialog(showsTitle: titleVisibility == .visible, hasMessage: false)
        return dialog(style, "confirmationDialog", title: title, isPresented: isPresented, actions: actions(), message: EmptyView?.none, site: CallSite(fileID: fileID, line: line))
    }

    /// A confirmation dialog titled `titleKey`, with a message, while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, fileID: fileID, line: line, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, fileID: fileID, line: line, actions: actions, message: message)
    }

    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let style = PresentedView.Style.confirmationDialog(showsTitle: titleVisibility == .visible, hasMessage: true)
        return dialog(style, "confirmationDialog", title: title, isPresented: isPresented, actions: actions(), message: message(), site: CallSite(fileID: fileID, line: line))
    }
}

nonisolated extension View {
    /// An alert or confirmation dialog: its title, its message if any, then its actions, with
    /// the button SwiftUI adds when the actions lack one.
    fileprivate func dialog<A: View, M: View>(
        _ style: PresentedView.Style, _ noun: String, title: Text, isPresented: Binding<Bool>, actions: A, message: M?, site: CallSite
    ) -> PresentingView<Self> {
        presenting { context in
            context.attach(style, noun, isPresented: isPresented, at: site) {
                dialogContent(style, title: title, actions: actions, message: message, context: context)
            }
        }
    }

    fileprivate func leftOutForLackOfData(at site: CallSite) -> PresentingView<Self> {
        presenting { context in
            context.report(.warning, "this alert presents data that is nil when the page is built, so it is left out", at: site)
        }
    }
}

/// A dialog's title, its message if any, then its actions, with the button SwiftUI adds when the
/// actions lack one.
nonisolated func dialogContent<A: View, M: View>(_ style: PresentedView.Style, title: Text, actions: A, message: M?, context: LoweringContext) -> [Node] {
    var children = [labelNode(lowered(title, context: context))]
    if let message { children.append(labelNode(lowered(message, context: context))) }
    var buttons = lowered(actions, context: context)
    switch style {
    case .alert where buttons.isEmpty:
        buttons = lowered(Button("OK") {}, context: context)
    case .confirmationDialog where !buttons.contains(where: \.holdsCancelButton):
        buttons += lowered(Button("Cancel", role: .cancel) {}, context: context)
    default:
        break
    }
    return children + buttons
}

nonisolated extension Node {
    /// Whether this view is, or holds, a button with the cancel role.
    fileprivate var holdsCancelButton: Bool {
        if case .presentation(.button(let button)) = kind, button.isCancel { return true }
        return children.contains { $0.holdsCancelButton }
    }
}
