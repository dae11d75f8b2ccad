import KilnViews

/// The texts a view lowers to, in document order.
func loweredTexts<V: View>(_ view: V) -> [String] {
    pageTexts(lowerPage(view))
}
