import KilnTree
import Foundation
/// The names WWDC 2022's first seeds gave the layout API, which session notes use: each is
/// the final name under its first one. They are not deprecated: SwiftUI never shipped them, so
/// the only code that uses them is the session notes' own, which Kiln builds as written.
public typealias ViewLayout = Layout
public typealias ViewLayoutKey = LayoutValueKey
public typealias AnyViewLayout = AnyLayout

// The seeds also passed the stack views themselves as layouts (`AnyViewLayout(HStack())`):
// a stack without content stands for its layout.
nonisolated extension HStack where Content == EmptyView {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.init(alignment: alignment, spacing: spacing) { EmptyView() }
    }
}

nonisolated extension VStack where Content == EmptyView {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.init(alignment: alignment, spacing: spacing) { EmptyView() }
    }
}

nonisolated extension AnyLayout {
    public init(_ stack: HStack<EmptyView>) {
        self.init(HStackLayout(alignment: stack.alignment, spacing: stack.spacing))
    }

    public init(_ stack: VStack<EmptyView>) {
        self.init(VStackLayout(alignment: stack.alignment, spacing: stack.spacing))
    }
}
