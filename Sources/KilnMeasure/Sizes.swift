/// How a view's width can vary, as a stack needs to know it: the narrowest it gets, its ideal
/// (one-line, unconstrained) width, and the widest it takes (infinity for a view that fills
/// what it is offered).
package struct WidthRange: Hashable, Sendable {
    package var minimum: Double
    package var ideal: Double
    package var maximum: Double
}

/// Why a size cannot be known at build time; the caller falls back to CSS and reports it.
package struct Unmeasurable: Error, Hashable, Sendable, CustomStringConvertible {
    package var reason: String

    package init(_ reason: String) { self.reason = reason }

    package var description: String { reason }
}
