import Foundation
import KilnTestSupport
import KilnTree
@testable import KilnViews
import Testing

/// Drawing effects and the styles of issue 19 as SwiftUI writes them, lowered to the tree.
@Suite struct EffectLoweringTests {
    private func modifiers<V: View>(_ view: V) -> [NodeModifier] {
        lowerPage(view).nodes.first?.modifiers ?? []
    }

    private func effects<V: View>(_ view: V) -> [VisualEffect] {
        modifiers(view).compactMap { if case .effect(let effect) = $0 { effect } else { nil } }
    }

    @Test func effectsKeepTheirModifierOrderInnermostFirst() {
        let found = effects(Color.red.rotationEffect(.degrees(30)).blur(radius: 2).scaleEffect(2, anchor: .bottom))
        #expect(found == [
            .geometry(.rotation(degrees: Angle.degrees(30).degrees, anchor: .center)), .blur(radius: 2, opaque: false),
            .geometry(.scale(x: 2, y: 2, anchor: .bottom)),
        ])
    }

    @Test func neutralValuesAddNothing() {
        #expect(effects(Color.red.blur(radius: 0).brightness(0).contrast(1).saturation(1).grayscale(0).rotationEffect(.zero).scaleEffect(1)).isEmpty)
        #expect(effects(Color.red.blendMode(.normal).transformEffect(.identity)).isEmpty)
    }

    @Test func aTransformEffectTurnsAboutTheTopLeadingCorner() {
        let found = effects(Color.red.transformEffect(CGAffineTransform(translationX: 3, y: 4)))
        #expect(found == [.geometry(.affine(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))])
        #expect(GeometryEffect.affine(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4).anchor == .topLeading)
    }

    @Test func aValueThatIsNotANumberIsReportedAtTheUsersLine() {
        let page = lowerPage(Color.red.rotationEffect(.radians(.nan)).blur(radius: .infinity).scaleEffect(x: .nan))
        #expect(page.nodes.first.map { node in node.modifiers.allSatisfy { if case .effect = $0 { false } else { true } } } == true)
        let messages = page.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("rotationEffect angle is not a finite number") })
        #expect(messages.contains { $0.contains("blur radius is not a finite number") })
        #expect(messages.contains { $0.contains("scaleEffect is not a finite number") })
        #expect(page.diagnostics.allSatisfy { $0.source?.fileID.hasSuffix("EffectLoweringTests.swift") == true })
    }

    @Test func aPorterDuffBlendModeIsReportedAndLeftOut() {
        let page = lowerPage(Color.red.blendMode(.destinationOut))
        #expect(page.diagnostics.map(\.message) == ["blendMode(.destinationOut) has no CSS blend mode; the view is drawn normally"])
    }

    @Test func twoAndThreeForegroundStylesSetTheLevelsInsideThePrimary() {
        let found = modifiers(Text("a").foregroundStyle(.red, .blue, .green))
        #expect(found.count == 2)
        if case .foregroundLevels(.color(.blue), .color(.green)) = found.first {} else { Issue.record("levels first: \(found)") }
        if case .foreground(.color(.red)) = found.last {} else { Issue.record("then the primary: \(found)") }
    }

    @Test func gradientShorthandsAndMaterialsLowerToTheirPaints() {
        let conic = AnyShapeStyle(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(10)))._paint.value
        #expect(conic == .angularGradient(stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)], center: .center, startAngle: 10, endAngle: 370))
        let elliptical = EllipticalGradient(colors: [.red, .blue])._paint.value
        #expect(elliptical == .ellipticalGradient(stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
        #expect(AnyShapeStyle(.ultraThinMaterial)._paint.value == .material(.ultraThin))
        #expect(AnyShapeStyle(.bar)._paint.value == .material(.bar))
        #expect(AnyShapeStyle(.quinary)._paint.value == .foreground(level: 4))
    }
}
