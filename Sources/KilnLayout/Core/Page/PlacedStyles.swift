import KilnMeasure

/// The styles elements end with once placed, by the style they had, what placing reads of their
/// plan and their container: a list's rows place the same stacks and spacers alike, and adding
/// the declarations to each made two styles a row (a spacer's, and a copy of its row's shared
/// stack style). Searched in order, as `StackStyles` is.
final class PlacedStyles {
    private struct Key: Equatable {
        var request: PlacementRequest
        var container: Container
    }

    // Unchecked: each view placed reads them, and a page's layout runs on one thread. Keys apart
    // from styles: comparing them copies no style.
    @exclusivity(unchecked) private var keys: [Key] = []
    @exclusivity(unchecked) private var before: [Style] = []
    @exclusivity(unchecked) private var after: [Style] = []

    /// Places `element` as `plan` asks in `container` (`Element.place`), taking the style an
    /// element like it ended with where there was one.
    func place(_ element: inout Element, _ plan: borrowing BoxPlan, in container: Container) {
        let key = Key(request: PlacementRequest(plan), container: container)
        for index in keys.indices where keys[index] == key && before[index] == element.style {
            element.style = after[index]
            return
        }
        // A page of many different placements keeps its first few. Kept before placing, the
        // style is shared, so placing copies it: once for each entry.
        guard keys.count < 16 else { return element.place(key.request, in: container) }
        before.append(element.style)
        element.place(key.request, in: container)
        keys.append(key)
        after.append(element.style)
    }
}
