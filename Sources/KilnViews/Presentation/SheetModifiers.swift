import KilnTree

// Sheets, full-screen covers and popovers. On a static page each is a dialog that the buttons
// setting its binding open, without JavaScript; one presented at build time is shown open.
// `onDismiss` never runs: nothing happens after the page is built.
nonisolated extension View {
    /// Presents `content` in a sheet while `isPresented` is true.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content
    ) -> some View {
        let content = content()
        return presenting { context in
            context.attach(.sheet, "sheet", isPresented: isPresented, at: CallSite(fileID: fileID, line: line)) {
                lowered(content, context: context)
            }
        }
    }

    /// Presents a sheet for `item` while it is not nil: one sheet per item a button sets.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting { context in
            context.attach(.sheet, "sheet", item: item, at: CallSite(fileID: fileID, line: line)) { item, context in
                lowered(content(item), context: context)
            }
        }
    }

    /// Presents `content` over the whole window while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content
    ) -> some View {
        let content = content()
        return presenting { context in
            context.attach(.fullScreenCover, "fullScreenCover", isPresented: isPresented, at: CallSite(fileID: fileID, line: line)) {
                lowered(content, context: context)
            }
        }
    }

    /// Presents a full-screen cover for `item` while it is not nil: one per item a button sets.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting { context in
            context.attach(.fullScreenCover, "fullScreenCover", item: item, at: CallSite(fileID: fileID, line: line)) { item, context in
                lowered(content(item), context: context)
            }
        }
    }

    /// Presents `content` in a popover while `isPresented` is true. On the page it opens under
    /// the button that shows it (or above, where there is no room), whatever the anchor and edge.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content
    ) -> some View {
        let content = content()
        return presenting { context in
            context.attach(.popover, "popover", isPresented: isPresented, at: CallSite(fileID: fileID, line: line)) {
                lowered(content, context: context)
            }
        }
    }
}

/// Where a popover points, as in SwiftUI: at the view's bounds, or at a point in them.
nonisolated public enum PopoverAttachmentAnchor: Hashable, Sendable {
    case rect(Source)
    case point(UnitPoint)

    /// The rectangle a popover points at: `.bounds`, the whole view.
    public enum Source: Hashable, Sendable {
        case bounds
    }
}
