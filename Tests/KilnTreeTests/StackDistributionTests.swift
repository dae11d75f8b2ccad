import KilnTree
import Testing

/// SwiftUI's stack algorithm over measured subviews: fixed views keep their size, flexible ones
/// share what is left, priority goes first.
@Suite struct StackDistributionTests {
    /// A subview `ideal` wide that can shrink to `minimum` and grow to `maximum`.
    static func view(ideal: Double, minimum: Double? = nil, maximum: Double? = nil, priority: Double = 0) -> LayoutSubviewProxy {
        LayoutSubviewProxy(
            sizeThatFits: { proposal in
                guard let width = proposal.width else { return LayoutSize(width: ideal, height: 20) }
                return LayoutSize(width: min(max(width, minimum ?? ideal), maximum ?? ideal), height: 20)
            },
            priority: priority, spacing: .standard, values: [:])
    }

    @Test func aFlexibleViewTakesWhatTheFixedOnesLeave() {
        let subviews = [Self.view(ideal: 50), Self.view(ideal: 8, minimum: 8, maximum: .infinity), Self.view(ideal: 30)]
        let spacing = StackDistribution.spacing(along: true, fixed: nil, subviews: subviews)
        #expect(spacing == [8, 8])
        let lengths = StackDistribution.lengths(along: true, proposal: 300, across: nil, spacing: spacing, subviews: subviews)
        #expect(lengths == [50, 204, 30])
    }

    @Test func twoFlexibleViewsShareEquallyAndTheIdealIsTheSumOfIdeals() {
        let subviews = [Self.view(ideal: 10, minimum: 0, maximum: .infinity), Self.view(ideal: 10, minimum: 0, maximum: .infinity)]
        let lengths = StackDistribution.lengths(along: true, proposal: 100, across: nil, spacing: [0], subviews: subviews)
        #expect(lengths == [50, 50])
        #expect(StackDistribution.lengths(along: true, proposal: nil, across: nil, spacing: [0], subviews: subviews) == [10, 10])
    }

    @Test func aHigherPriorityViewIsServedFirstWhileTheOthersKeepTheirMinimum() {
        let subviews = [
            Self.view(ideal: 100, minimum: 20, maximum: 100), Self.view(ideal: 100, minimum: 20, maximum: 100, priority: 1),
        ]
        let lengths = StackDistribution.lengths(along: true, proposal: 150, across: nil, spacing: [0], subviews: subviews)
        #expect(lengths == [50, 100])
    }

    @Test func aFixedSpacingReplacesThePreferences() {
        let subviews = [Self.view(ideal: 1), Self.view(ideal: 1), Self.view(ideal: 1)]
        #expect(StackDistribution.spacing(along: false, fixed: 3, subviews: subviews) == [3, 3])
    }
}
