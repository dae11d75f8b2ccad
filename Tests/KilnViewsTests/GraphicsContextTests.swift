import Foundation
import KilnTree
@testable import KilnViews
import Testing

/// The recording a `GraphicsContext` makes: the transform each drawing is made with (in the
/// order SwiftUI composes them), the state a copy scopes, clips, layers and text measuring.
struct GraphicsContextTests {
    /// Every character 10 px wide; a 24 px line with a 16 px ascent and a 4 px descent (2 px of half leading).
    private static let services = CanvasServices(
        measure: { text, _, _ in CanvasTextMetrics(width: Double(text.count) * 10, ascent: 16, descent: 4, lineHeight: 24, fontSize: 17) },
        symbolSizes: [LayoutSize(width: 30, height: 12)])

    private func record(symbols: [ViewTag?] = [], _ draw: (inout GraphicsContext) -> Void) -> (commands: [CanvasCommand], diagnostics: [Diagnostic]) {
        let recorder = CanvasRecorder(size: CGSize(width: 200, height: 100), services: Self.services, symbolTags: symbols, site: CallSite(fileID: "T.swift", line: 7))
        var context = GraphicsContext(recorder: recorder, environment: EnvironmentValues())
        draw(&context)
        return (recorder.commands, recorder.diagnostics)
    }

    private let unit = Path(CGRect(x: 0, y: 0, width: 1, height: 1))

    @Test func transformsApplyInTheOrderTheyAreMadeToLaterDrawing() {
        let (commands, _) = record { context in
            context.fill(unit, with: .foreground)
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 3)
            context.fill(unit, with: .foreground)
            context.rotate(by: .degrees(90))
            context.fill(unit, with: .foreground)
        }
        let transforms = commands.map { $0.state.transform.map { ($0 * 1000).rounded() / 1000 } }
        #expect(transforms == [
            [1, 0, 0, 1, 0, 0],
            // Scaling after translating scales about the moved origin: the translation stays.
            [2, 0, 0, 3, 10, 20],
            // Rotating after that turns the scaled axes: x goes down 3 per unit, y left 2.
            [0, 3, -2, 0, 10, 20],
        ])
    }

    @Test func aCopyScopesItsStateAndSharesTheRecording() {
        let (commands, _) = record { context in
            var copy = context
            copy.translateBy(x: 50, y: 0)
            copy.opacity = 0.5
            copy.addFilter(.blur(radius: 2))
            copy.fill(unit, with: .foreground)
            context.fill(unit, with: .foreground)
        }
        #expect(commands.count == 2)
        #expect(commands[0].state.transform == [1, 0, 0, 1, 50, 0] && commands[0].state.opacity == 0.5 && commands[0].state.filters == [.blur(radius: 2)])
        #expect(commands[1].state == CanvasState(), "the original is not moved by its copy")
    }

    @Test func clipsAreKeptInCanvasCoordinatesAndScopedByCopies() {
        let (commands, _) = record { context in
            var clipped = context
            clipped.translateBy(x: 100, y: 0)
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), options: .inverse)
            clipped.fill(unit, with: .foreground)
            context.fill(unit, with: .foreground)
        }
        guard case .path(let elements, false, true) = commands[0].state.clips.first else {
            Issue.record("expected an inverse path clip: \(commands[0].state.clips)")
            return
        }
        #expect(elements.first == .move(x: 100, y: 0), "the clip is moved by the transform in force")
        #expect(commands[1].state.clips.isEmpty)
    }

    @Test func aLayerRecordsItsDrawingWithTheTransformInForce() {
        let (commands, _) = record { context in
            context.translateBy(x: 5, y: 5)
            context.opacity = 0.25
            context.drawLayer { layer in
                layer.fill(unit, with: .foreground)
                #expect(layer.opacity == 1)
            }
        }
        guard case .layer(let inner, let state) = commands.first else {
            Issue.record("expected a layer: \(commands)")
            return
        }
        #expect(state.opacity == 0.25)
        #expect(inner.count == 1 && inner[0].state.transform == [1, 0, 0, 1, 5, 5] && inner[0].state.opacity == 1)
    }

    @Test func textIsMeasuredAndPlacedByItsAnchorAndWrapsInARect() {
        let (commands, _) = record { context in
            let resolved = context.resolve(Text("ab cd ef"))
            #expect(resolved.measure(in: CGSize(width: 1000, height: 100)) == CGSize(width: 80, height: 24))
            #expect(resolved.measure(in: CGSize(width: 50, height: 100)) == CGSize(width: 50, height: 48))
            #expect(resolved.firstBaseline(in: .zero) == 18)
            #expect(resolved.lastBaseline(in: CGSize(width: 50, height: 100)) == 42)
            context.draw(resolved, at: CGPoint(x: 100, y: 50))
            context.draw(resolved, in: CGRect(x: 0, y: 0, width: 50, height: 100))
        }
        guard case .text(let centred, let x, let y, _) = commands[0], case .text(let wrapped, _, _, _) = commands[1] else {
            Issue.record("expected text: \(commands)")
            return
        }
        #expect(centred.lines == ["ab cd ef"] && x == 60 && y == 56)
        #expect(wrapped.lines == ["ab cd", "ef"])
    }

    @Test func symbolsAreFoundByTagWithTheirSize() {
        let (commands, _) = record(symbols: [ViewTag("dot")]) { context in
            #expect(context.resolveSymbol(id: "missing") == nil)
            guard let dot = context.resolveSymbol(id: "dot") else {
                Issue.record("no symbol")
                return
            }
            #expect(dot.size == CGSize(width: 30, height: 12))
            context.draw(dot, at: CGPoint(x: 15, y: 6), anchor: .center)
        }
        guard case .symbol(0, 0, 0, 30, 12, _) = commands.first else {
            Issue.record("expected the symbol at the origin: \(commands)")
            return
        }
    }

    @Test func nonFiniteInputIsReportedOnceAtTheCanvasAndLeftOut() {
        let (commands, diagnostics) = record { context in
            context.fill(Path(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1)), with: .foreground)
            context.stroke(Path(CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1)), with: .foreground)
            context.fill(unit, with: .foreground)
        }
        #expect(commands.count == 1)
        #expect(diagnostics.map(\.description) == [
            "T.swift:7: error: Canvas: fill was given a coordinate that is not a finite number (NaN or infinity); that drawing is left out",
            "T.swift:7: error: Canvas: stroke was given a coordinate that is not a finite number (NaN or infinity); that drawing is left out",
        ])
    }
}
