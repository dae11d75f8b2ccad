import KilnTree

// Modifiers a page could show but Kiln does not draw yet: each compiles, the page shows the
// view without it, and the build says once per page that it is left out.
nonisolated extension View {
    /// Hides or shows scroll bars; a page keeps the browser's, which the reader's settings decide.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal], fileID: String = #fileID, line: Int = #line) -> some View {
        leavingOut(visibility == .automatic ? nil : "scrollIndicators", fileID: fileID, line: line)
    }

    public func scrollDisabled(_ disabled: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        leavingOut(disabled ? "scrollDisabled" : nil, fileID: fileID, line: line)
    }

    /// Hides a list's or form's own background behind its rows.
    public func scrollContentBackground(_ visibility: Visibility, fileID: String = #fileID, line: Int = #line) -> some View {
        leavingOut(visibility == .hidden ? "scrollContentBackground(.hidden)" : nil, fileID: fileID, line: line)
    }

    public func navigationBarHidden(_ hidden: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        leavingOut(hidden ? "navigationBarHidden" : nil, fileID: fileID, line: line)
    }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        leavingOut(hidesBackButton ? "navigationBarBackButtonHidden" : nil, fileID: fileID, line: line)
    }

    /// A destination pushed while `isPresented` is true: the app's state, not a link, leads to
    /// it, so it is not a page yet. Said only where the page is built with it presented.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: () -> V
    ) -> some View {
        leavingOut(isPresented.wrappedValue ? "navigationDestination(isPresented:)" : nil, fileID: fileID, line: line)
    }

    /// A destination pushed while `item` holds a value; as `navigationDestination(isPresented:)`.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        leavingOut(item.wrappedValue == nil ? nil : "navigationDestination(item:)", fileID: fileID, line: line)
    }

    /// The scheme a presentation or window prefers; a page follows the reader's.
    public func preferredColorScheme(_ colorScheme: ColorScheme?, fileID: String = #fileID, line: Int = #line) -> some View {
        leavingOut(colorScheme == nil ? nil : "preferredColorScheme", fileID: fileID, line: line)
    }

    /// SwiftUI 1's `colorScheme(_:)`: the views inside read `scheme` from the environment; the
    /// page itself follows the reader's scheme (reported).
    public func colorScheme(_ scheme: ColorScheme, fileID: String = #fileID, line: Int = #line) -> some View {
        environment(\.colorScheme, scheme).leavingOut("colorScheme(_:)", fileID: fileID, line: line)
    }

    /// The view as it is where `feature` is nil (the modifier asks for nothing); else `feature`,
    /// not drawn yet, is left out and said.
    private func leavingOut(_ feature: String?, fileID: String, line: Int) -> AppOnlyModifierView<Self> {
        var view = notDrawnYet(feature ?? "", fileID: fileID, line: line)
        if feature == nil { view.silent = true }
        return view
    }
}

/// `scrollIndicators(_:axes:)`'s visibilities, as in SwiftUI.
nonisolated public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let kind: Int
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    public static let never = ScrollIndicatorVisibility(kind: 3)
}
