import KilnMeasure
import KilnTree

/// The text settings of the views the pass is inside, as the size engine measures text: pushed
/// by a view that sets a font, weight or italics, popped when it is resolved.
final class TextScope {
    private var contexts = [MeasureContext()]

    var current: MeasureContext { contexts[contexts.count - 1] }

    func enter(_ modifiers: [NodeModifier]) { contexts.append(current.entering(modifiers)) }

    func leave() { contexts.removeLast() }
}
