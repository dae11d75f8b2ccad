import KilnTree

nonisolated extension View {
    /// The style of text and shapes in the view, as in SwiftUI.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modified(.foreground(style._paint.value))
    }

    /// The primary and secondary levels of the foreground style: text and shapes draw in the
    /// primary, and `.secondary` inside the view (and a palette symbol's second layer) means
    /// `secondary`; `.tertiary` and below are `secondary`, more translucent.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modified(.foregroundLevels(secondary: secondary._paint.value, tertiary: nil)).modified(.foreground(primary._paint.value))
    }

    /// The primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modified(.foregroundLevels(secondary: secondary._paint.value, tertiary: tertiary._paint.value))
            .modified(.foreground(primary._paint.value))
    }

    /// The style that `.background` and `background(in:)` mean in the view (the page's background
    /// unless one is set), as SwiftUI's environment `backgroundStyle`.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modified(.backgroundStyle(style._paint.value))
    }

    public func foregroundColor(_ color: Color?) -> some View {
        modified(color.map { .foreground(.color($0)) })
    }

    /// The tint of controls and links in the view.
    public func tint<S: ShapeStyle>(_ tint: S) -> some View {
        modified(.tint(tint._paint.value))
    }

    public func tint(_ tint: Color?) -> some View {
        modified(tint.map { .tint(.color($0)) })
    }

    /// The accent colour of controls in the view: SwiftUI's earlier name for `tint(_:)`.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    public func bold(_ isActive: Bool = true) -> some View {
        modified(isActive ? .fontWeight(.bold) : nil)
    }

    public func italic(_ isActive: Bool = true) -> some View {
        modified(isActive ? .italic : nil)
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modified(weight.map { .fontWeight($0) })
    }
}

nonisolated extension View {
    /// The value a `Picker` or a selectable `List` matches against its selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modified(.tag(ViewTag(tag)))
    }
}
