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
        #expect(ViewTransform.affine(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4).anchor == .topLeading)
    }

    /// A geometry effect whose transform does not depend on the view's size is drawn as that
    /// transform, as `transformEffect`; one that does is drawn for a 100-point square and reported.
    @Test func aGeometryEffectIsDrawnAsItsTransform() {
        struct Shake: GeometryEffect {
            var animatableData: CGFloat
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 3), y: 0))
            }
        }
        struct TurnAboutCentre: GeometryEffect {
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2).rotated(by: .pi / 2).translatedBy(x: -size.width / 2, y: -size.height / 2))
            }
        }
        let shaken = lowerPage(Color.red.modifier(Shake(animatableData: 0.5)))
        #expect(effects(Color.red.modifier(Shake(animatableData: 0.5))) == effects(Color.red.transformEffect(CGAffineTransform(translationX: 10 * sin(1.5 * .pi), y: 0))))
        #expect(shaken.diagnostics.isEmpty)
        let turned = lowerPage(Color.red.modifier(TurnAboutCentre()))
        #expect(turned.diagnostics.map(\.message) == [
            "TurnAboutCentre.effectValue(size:) depends on the view's size, which is not known while the page is built; it is drawn as for a 100-point square",
        ])
        #expect(turned.diagnostics.first?.source?.description.contains("EffectLoweringTests.swift:") == true)
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        #expect(lowerPage(Color.red.projectionEffect(perspective)).diagnostics.map(\.message).contains { $0.contains("perspective part") })
        #expect(ProjectionTransform(CGAffineTransform(translationX: 2, y: 0)).concatenating(ProjectionTransform(CGAffineTransform(scaleX: 3, y: 3))).m31 == 6)
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
