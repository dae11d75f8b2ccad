/// What placing an element in its container reads of its plan (`Element.place`): all of it,
/// so that an element placed alike in the same container with the same style ends with the
/// same style (`PlacedStyles`). Made for every view the layout pass places, so public with
/// inlinable members, as `BoxPlan` is: its facts are the plan's own bits, its optional lengths
/// NaN where absent, and requests compare as a few words.
public struct PlacementRequest: Equatable {
    @usableFromInline var flagBits: UInt16
    public let growFactor: Double, priority: Double
    @usableFromInline var spacerMinLengthOrNaN: Double, minimumFillWidthOrNaN: Double

    /// The plan's facts that placing reads.
    @inlinable static var mask: UInt16 {
        BoxPlan.Flag.fillsWidth.rawValue | BoxPlan.Flag.fillsHeight.rawValue | BoxPlan.Flag.scrollsHeight.rawValue
            | BoxPlan.Flag.fixedWidth.rawValue | BoxPlan.Flag.fixedHeight.rawValue | BoxPlan.Flag.isFlexibleLeaf.rawValue
            | BoxPlan.Flag.isSquareInRow.rawValue
    }

    @inlinable
    public init(_ plan: borrowing BoxPlan) {
        flagBits = plan.flagBits & Self.mask
        (growFactor, priority) = (plan.growFactor, plan.priority)
        spacerMinLengthOrNaN = plan.spacerMinLengthOrNaN
        // Read only where the element fills its width (`place`); a plan without rare fields keeps none.
        minimumFillWidthOrNaN = plan.fillsWidth && plan.rare != nil ? plan.minimumFillWidth ?? .nan : .nan
    }

    @inlinable func flag(_ flag: BoxPlan.Flag) -> Bool { flagBits & flag.rawValue != 0 }

    @inlinable public var fillsWidth: Bool { flag(.fillsWidth) }
    @inlinable public var fillsHeight: Bool { flag(.fillsHeight) }
    @inlinable public var scrollsHeight: Bool { flag(.scrollsHeight) }
    @inlinable public var fixedWidth: Bool { flag(.fixedWidth) }
    @inlinable public var fixedHeight: Bool { flag(.fixedHeight) }
    @inlinable public var isFlexibleLeaf: Bool { flag(.isFlexibleLeaf) }
    @inlinable public var isSquareInRow: Bool { flag(.isSquareInRow) }
    @inlinable public var spacerMinLength: Double? { spacerMinLengthOrNaN.isNaN ? nil : spacerMinLengthOrNaN }
    @inlinable public var minimumFillWidth: Double? { minimumFillWidthOrNaN.isNaN ? nil : minimumFillWidthOrNaN }

    /// Equal bit for bit: NaN, which stands for an absent length, equals itself.
    @inlinable
    public static func == (lhs: PlacementRequest, rhs: PlacementRequest) -> Bool {
        lhs.flagBits == rhs.flagBits && lhs.growFactor.bitPattern == rhs.growFactor.bitPattern
            && lhs.priority.bitPattern == rhs.priority.bitPattern
            && lhs.spacerMinLengthOrNaN.bitPattern == rhs.spacerMinLengthOrNaN.bitPattern
            && lhs.minimumFillWidthOrNaN.bitPattern == rhs.minimumFillWidthOrNaN.bitPattern
    }
}
