import KilnTree
import Foundation
/// The names WWDC 2022's first seeds gave the layout API, which session notes use: each
/// points to the final name.
@available(*, deprecated, renamed: "Layout")
public typealias ViewLayout = Layout

@available(*, deprecated, renamed: "LayoutValueKey")
public typealias ViewLayoutKey = LayoutValueKey

@available(*, deprecated, renamed: "AnyLayout")
public typealias AnyViewLayout = AnyLayout

// The seeds also passed the stack views themselves as layouts (`AnyViewLayout(HStack())`):
// a stack without content stands for its layout.
nonisolated extension HStack where Content == EmptyView {
    @available(*, deprecated, message: "Use HStackLayout")
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.init(alignment: alignment, spacing: spacing) { EmptyView() }
    }
}

nonisolated extension VStack where Content == EmptyView {
    @available(*, deprecated, message: "Use VStackLayout")
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.init(alignment: alignment, spacing: spacing) { EmptyView() }
    }
}

nonisolated extension AnyLayout {
    @available(*, deprecated, message: "Use AnyLayout(HStackLayout())")
    public init(_ stack: HStack<EmptyView>) {
        self.init(HStackLayout(alignment: stack.alignment, spacing: stack.spacing))
    }

    @available(*, deprecated, message: "Use AnyLayout(VStackLayout())")
    public init(_ stack: VStack<EmptyView>) {
        self.init(VStackLayout(alignment: stack.alignment, spacing: stack.spacing))
    }
}
