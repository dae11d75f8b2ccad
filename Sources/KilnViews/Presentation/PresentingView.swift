import KilnTree

/// A view with a presentation attached: the view lowers in place, and the presentation is
/// attached to the page, where lowering later links it to the buttons that show it.
nonisolated struct PresentingView<Content: View>: View {
    let content: Content
    let attach: (LoweringContext) -> Void

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        lower(view.content, into: &nodes, context: context)
        view.attach(context)
    }
}

nonisolated extension View {
    func presenting(_ attach: @escaping (LoweringContext) -> Void) -> PresentingView<Self> {
        PresentingView(content: self, attach: attach)
    }
}

nonisolated extension LoweringContext {
    /// Attaches a presentation bound to `isPresented`. Its content needs no value, so its view
    /// is made now — open when the binding is true — whether or not a button shows it.
    func attach(_ style: PresentedView.Style, _ noun: String, isPresented: Binding<Bool>, at site: CallSite, content: () -> [Node]) {
        let view = present(style, isPresented: isPresented.wrappedValue, at: site, content: content)
        let source = PresentationSource(noun: noun, site: site) {
            isPresented.wrappedValue ? (AnyHashable(true), { _, _ in view }) : nil
        }
        source.made[AnyHashable(true)] = view
        presentations.sources.append(source)
    }

    /// Attaches a presentation bound to an optional item. Its content needs the item, so a view
    /// is made, with the environment in force here, for each item that is presented at build
    /// time or that a button sets.
    func attach<Item: Identifiable>(
        _ style: PresentedView.Style, _ noun: String, item: Binding<Item?>, at site: CallSite,
        content: @escaping (Item, LoweringContext) -> [Node]
    ) {
        attach({ _ in style }, noun, item: item, at: site, content: content)
    }

    /// Attaches a presentation bound to an optional item, whose style depends on the item (an
    /// alert value with or without a message).
    func attach<Item: Identifiable>(
        _ style: @escaping (Item) -> PresentedView.Style, _ noun: String, item: Binding<Item?>, at site: CallSite,
        content: @escaping (Item, LoweringContext) -> [Node]
    ) {
        let environment = environment
        presentations.sources.append(PresentationSource(noun: noun, site: site) {
            item.wrappedValue.map { value in
                (AnyHashable(value.id), { context, isPresented in
                    let saved = context.environment
                    context.environment = environment
                    defer { context.environment = saved }
                    return context.present(style(value), isPresented: isPresented, at: site) { content(value, context) }
                })
            }
        })
    }
}
