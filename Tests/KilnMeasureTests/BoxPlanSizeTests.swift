import Testing
import KilnMeasure

/// A plan is copied with every view the layout pass places, in another module than its own:
/// above 64 bytes such a copy goes through the type's value witnesses (an indirect call), so
/// its flags are bits of one word and its optional lengths NaN where absent.
@Suite struct BoxPlanSizeTests {
    @Test func aPlanIsSixtyFourBytes() {
        #expect(MemoryLayout<BoxPlan>.size <= 64)
    }

    @Test func optionalLengthsKeepTheirAbsence() {
        var plan = BoxPlan(spacerMinLength: 0)
        #expect(plan.spacerMinLength == 0)
        plan.spacerMinLength = nil
        #expect(plan.spacerMinLength == nil)
        plan.ownSize = (nil, 20)
        #expect(plan.ownSize.width == nil && plan.ownSize.height == 20)
        plan.ownSize.width = 0
        #expect(plan.ownSize.width == 0 && plan.ownSize.height == 20)
        #expect(BoxPlan().ownSize.width == nil && BoxPlan().spacerMinLength == nil)
    }

    @Test func flagsAreIndependent() {
        var plan = BoxPlan(fillsWidth: true, isFlexibleLeaf: true)
        plan.keepsWidth = true
        plan.fillsWidth = false
        #expect(!plan.fillsWidth && plan.isFlexibleLeaf && plan.keepsWidth && !plan.fillsHeight && !plan.hostsLayers)
        plan.hostsLayers = true
        plan.isFlexibleLeaf = false
        #expect(plan.hostsLayers && !plan.isFlexibleLeaf && plan.keepsWidth)
    }
}
