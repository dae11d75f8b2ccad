import Foundation
import KilnTestSupport
import KilnTree
@testable import KilnViews
import Testing

/// Shape styles and insettable shapes as SwiftUI writes them, lowered to the tree's paints and shapes.
@Suite struct ShapeStyleLoweringTests {
    private func modifiers<V: View>(_ view: V) -> [NodeModifier] {
        lowerPage(view).nodes.first?.modifiers ?? []
    }

    @Test func shadowStylesWrapThePaintWithSwiftUIsDefaults() {
        let drop = Color.blue.shadow(.drop(radius: 1, y: 1.5))._paint.value
        #expect(drop == .shadow(.color(.blue), Shadow(isInner: false, color: Color(white: 0, opacity: 0.33), radius: 1, x: 0, y: 1.5)))
        let inner = HierarchicalShapeStyle.quaternary.shadow(.inner(color: .red, radius: 2, x: -1))._paint.value
        #expect(inner == .shadow(.foreground(level: 3), Shadow(isInner: true, color: .red, radius: 2, x: -1, y: 0)))
        let negative = Color.red.shadow(.inner(radius: -3))._paint.value
        #expect(negative == .shadow(.color(.red), Shadow(isInner: true, color: Color(white: 0, opacity: 0.55), radius: 0, x: 0, y: 0)))
    }

    @Test func insetsAddUpAndKeepTheirShape() {
        #expect(Circle().inset(by: -8)._kind.value == .inset(.circle, by: -8))
        #expect(Capsule().inset(by: 2).inset(by: 3)._kind.value == .inset(.capsule, by: 5))
        #expect(Rectangle().inset(by: 4).inset(by: -4)._kind.value == .rectangle)
        #expect(RoundedRectangle(cornerRadius: 12, style: .circular).inset(by: 4)._kind.value == .inset(.roundedRectangle(cornerRadius: 12), by: 4))
        let continuous = ShapeKind.roundedCorners(RoundedCorners(radius: 12, isContinuous: true))
        #expect(RoundedRectangle(cornerRadius: 12).inset(by: 4)._kind.value == .inset(continuous, by: 4))
        #expect(continuous.insetOutline(by: 4) == .roundedCorners(RoundedCorners(radius: 8, isContinuous: true)))
        #expect(ShapeKind.roundedRectangle(cornerRadius: 12).insetOutline(by: 4) == .roundedRectangle(cornerRadius: 8))
        #expect(ShapeKind.roundedRectangle(cornerRadius: 2).insetOutline(by: 4) == .roundedRectangle(cornerRadius: 0))
        #expect(Ellipse().inset(by: 1)._kind.value == .inset(.ellipse, by: 1))
    }

    @Test func backgroundInAShapeUsesTheBackgroundStyleSetOutside() {
        let found = modifiers(
            Image(systemName: "person").background(in: Circle().inset(by: -8)).backgroundStyle(Color.red.gradient))
        #expect(found.contains { if case .background(.paint(.background, .inset(.circle, -8))) = $0 { true } else { false } })
        #expect(found.contains { if case .backgroundStyle(.colorGradient(.red)) = $0 { true } else { false } })
    }

    @Test func gradientsOfAColourAndOfAGradientRunTopToBottom() {
        #expect(Color.green.gradient._paint.value == .colorGradient(.green))
        let gradient = AnyGradient(Gradient(colors: [.red, .blue]))._paint.value
        #expect(gradient == .linearGradient(
            stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)], start: .top, end: .bottom))
    }

    @Test func standardColoursStandWhereAGenericStyleIsInferred() {
        for number in [12, 13] {
            let found = modifiers(Text("Seat").foregroundStyle(number == 13 ? .black : .white))
            #expect(found.contains { if case .foreground(.color(number == 13 ? .black : .white)) = $0 { true } else { false } })
        }
    }
}
