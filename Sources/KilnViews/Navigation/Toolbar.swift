import KilnTree

/// `toolbar { … }`: items for the enclosing navigation container's bar, which a page shows in
/// its header. Labels show their icons, as in an app's toolbar; the title stays their name.
nonisolated struct ToolbarView<Content: View, Items: View>: View {
    let content: Content
    let items: Items
    let source: CallSite

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        if let scope = context.navigation.scope {
            let saved = context.environment
            context.environment.labelStyle = AnyLabelStyle(look: .iconOnly)
            let items = lowered(view.items, context: context)
            context.environment = saved
            scope.toolbar += items.map { item in
                if case .toolbarItem = item.kind { return item }
                return Node(.toolbarItem(.trailing), children: [item])
            }
        } else if !lowered(view.items, context: context).isEmpty {
            // Items above the keyboard lower to nothing (and say so themselves): they need no bar.
            context.reportNoStaticMeaning("toolbar outside a NavigationStack or NavigationSplitView", at: view.source)
        }
        lower(view.content, into: &nodes, context: context)
    }
}

nonisolated extension View {
    public func toolbar<Items: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Items) -> some View {
        ToolbarView(content: self, items: content(), source: CallSite(fileID: fileID, line: line))
    }

    /// A customizable toolbar; on a page it shows the items that show by default.
    public func toolbar<Items: View>(id: String, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Items) -> some View {
        ToolbarView(content: self, items: content(), source: CallSite(fileID: fileID, line: line))
    }
}

/// What a toolbar holds, as SwiftUI's `ToolbarContent`: Kiln's toolbar items are views, so
/// `struct Bar: ToolbarContent { var body: some ToolbarContent { ToolbarItem … } }` and
/// `@ToolbarContentBuilder var items: some ToolbarContent` are views and view builders.
public typealias ToolbarContent = View
public typealias CustomizableToolbarContent = View
public typealias ToolbarContentBuilder = ViewBuilder

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
nonisolated public struct ToolbarItemPlacement: Hashable, Sendable {
    let placement: ToolbarPlacement?

    public static let automatic = ToolbarItemPlacement(placement: .trailing)
    public static let principal = ToolbarItemPlacement(placement: .principal)
    public static let navigation = ToolbarItemPlacement(placement: .leading)
    public static let primaryAction = ToolbarItemPlacement(placement: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(placement: .trailing)
    public static let status = ToolbarItemPlacement(placement: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(placement: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(placement: .leading)
    public static let destructiveAction = ToolbarItemPlacement(placement: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(placement: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(placement: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(placement: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(placement: .trailing)
    public static let bottomBar = ToolbarItemPlacement(placement: .bottom)
    /// Above a software keyboard: a page has no keyboard of its own to put items over, so the
    /// items are left out and the build says so once.
    public static let keyboard = ToolbarItemPlacement(placement: nil)
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let showsByDefault: Bool
    let content: Content
    let source: CallSite

    public init(placement: ToolbarItemPlacement = .automatic, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.showsByDefault = true
        self.content = content()
        self.source = CallSite(fileID: fileID, line: line)
    }

    /// An item of a customizable toolbar; one that does not show by default is left out.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true, fileID: String = #fileID, line: Int = #line,
                @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.showsByDefault = showsByDefault
        self.content = content()
        self.source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        guard view.showsByDefault, let placement = view.placement.resolved(reporting: context, at: view.source) else { return }
        nodes.append(Node(.toolbarItem(placement), children: lowered(view.content, context: context)))
    }
}

/// Several toolbar items in one place, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    let source: CallSite

    public init(placement: ToolbarItemPlacement = .automatic, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        guard let placement = view.placement.resolved(reporting: context, at: view.source) else { return }
        let items = lowered(view.content, context: context)
        if !items.isEmpty { nodes.append(Node(.toolbarItem(placement), children: items)) }
    }
}

nonisolated extension ToolbarItemPlacement {
    /// Where the bar puts the item; nil, reported once, for items above the keyboard.
    func resolved(reporting context: LoweringContext, at source: CallSite) -> ToolbarPlacement? {
        if placement == nil { context.reportNoStaticMeaning("a toolbar item placed above the keyboard (.keyboard)", at: source) }
        return placement
    }
}
