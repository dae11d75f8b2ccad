/// A view presented over the page — sheet, full-screen cover, popover, alert, confirmation
/// dialog, a menu's items — or a button that shows or hides one.
///
/// Where a presented view appears does not depend on the view it is attached to, so lowering
/// puts every presented view at the end of the page, and its buttons refer to it by key.
package enum Presentation: Sendable {
    /// children: as `PresentedView.Style` documents.
    case view(PresentedView)
    /// children: the button's label.
    case button(PresentationButton)
}

/// A height a sheet rests at (`presentationDetents(_:)`), as SwiftUI's `PresentationDetent`.
package enum SheetDetent: Hashable, Sendable {
    case medium, large
    /// A fraction of the window's height.
    case fraction(Double)
    /// A height in points.
    case height(Double)
}

/// A presented view: which it is, and whether it was presented when the page was built.
package struct PresentedView: Hashable, Sendable {
    /// Unique within the page: buttons name the view they show or hide by it.
    package var key: Int
    package var style: Style
    /// Presented at build time: the page shows it open.
    package var isPresented: Bool

    package init(key: Int, style: Style, isPresented: Bool) {
        self.key = key
        self.style = style
        self.isPresented = isPresented
    }

    package enum Style: Hashable, Sendable {
        /// children: the content.
        case sheet, fullScreenCover, popover
        /// children: the title, the message if `hasMessage`, then the actions.
        case alert(hasMessage: Bool)
        /// children: the title (read out but not shown unless `showsTitle`), the message if
        /// `hasMessage`, then the actions.
        case confirmationDialog(showsTitle: Bool, hasMessage: Bool)
        /// A `Menu`'s list. children: the items.
        case menu
    }
}

/// A button whose action shows or hides a presented view. children: the label.
package struct PresentationButton: Sendable {
    /// The button as a control: its style, size, enabled state and whether it is destructive.
    package var control: Control
    /// `role: .cancel`: alerts and dialogs set it apart from the other actions.
    package var isCancel: Bool
    package var action: Action

    package init(control: Control, isCancel: Bool = false, action: Action) {
        self.control = control
        self.isCancel = isCancel
        self.action = action
    }

    package enum Action: Sendable {
        case show(PresentedView)
        case hide(PresentedView)
        /// While a page is lowered: the button's action (the page's `index`th that changed
        /// state) may present a view attached anywhere on the page, which lowering decides once
        /// the page is complete. Drawn as a plain button.
        case undecided(index: Int)
    }
}

// MARK: - What each child of a presented view is, as `PresentedView.Style` documents it

extension Node {
    /// An alert's or confirmation dialog's title, message and actions; nil for another kind.
    package var dialogParts: DialogParts? {
        let hasMessage: Bool
        switch kind {
        case .presentation(.view(let view)):
            switch view.style {
            case .alert(let message), .confirmationDialog(_, let message): hasMessage = message
            case .sheet, .fullScreenCover, .popover, .menu: return nil
            }
        default:
            return nil
        }
        return DialogParts(
            title: children.first ?? Node(.text([])),
            message: hasMessage && children.count > 1 ? children[1] : nil,
            actions: children.dropFirst(hasMessage ? 2 : 1))
    }
}

/// An alert's or confirmation dialog's children by role.
package struct DialogParts {
    package var title: Node
    package var message: Node?
    package var actions: ArraySlice<Node>
}
