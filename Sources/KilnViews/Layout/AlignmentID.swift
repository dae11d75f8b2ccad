import Foundation
import KilnTree

/// A type that names a custom alignment guide and gives its default value, as in SwiftUI:
/// `extension HorizontalAlignment { static let myGuide = HorizontalAlignment(MyGuideID.self) }`.
public protocol AlignmentID {
    /// Where the guide falls in a view that does not set it with `alignmentGuide`.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

nonisolated extension HorizontalAlignment {
    /// A custom guide, equal to every other made from the same `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.init(.custom(CustomGuide(id)))
    }

    /// Merges the explicit values children give this guide, as SwiftUI's stacks do: their mean.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        merged(values.compactMap { $0.map(Double.init) }).map { CGFloat($0) }
    }
}

nonisolated extension VerticalAlignment {
    /// A custom guide, equal to every other made from the same `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.init(.custom(CustomGuide(id)))
    }

    /// Merges the explicit values children give this guide, as SwiftUI's stacks do: the mean,
    /// but the first baseline is the topmost and the last the bottommost.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        merged(values.compactMap { $0.map(Double.init) }).map { CGFloat($0) }
    }
}

nonisolated extension CustomGuide {
    /// The guide of an `AlignmentID` type, whose default value the layout stage computes at build time.
    convenience init(_ id: any AlignmentID.Type) {
        // The type's `defaultValue(in:)` is a pure function of the dimensions it is given.
        let type = UncheckedSendable(id)
        self.init(id: ObjectIdentifier(id), name: String(describing: id)) { dimensions in
            Double(type.value.defaultValue(in: ViewDimensions(dimensions)))
        }
    }
}
