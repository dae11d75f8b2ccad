import KilnTree
import Foundation

/// A proposal for the size of a view: a dimension that is nil is unspecified, and the view
/// answers with its ideal size along it; zero asks for its minimum, infinity for its maximum.
nonisolated public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, each unspecified dimension replaced by `size`'s (10 by 10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

nonisolated extension ProposedViewSize {
    init(_ proposal: SizeProposal) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    var proposal: SizeProposal {
        SizeProposal(width: width.map(Double.init), height: height.map(Double.init))
    }
}
