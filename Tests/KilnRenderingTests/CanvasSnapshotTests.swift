import Foundation
import Kiln
import KilnTesting
import Testing

/// Canvases drawn at build time as inline SVG: shapes, text, symbols, gradients, transforms,
/// clips, filters and layers, each a readable snapshot of the SVG written.
struct CanvasSnapshotTests {
    @Test func aFixedCanvasFillsStrokesAndDrawsText() {
        assertSnapshot(of: Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: size.width / 2, height: 30)), with: .color(.blue))
            context.stroke(Path(ellipseIn: CGRect(x: 0.1, y: 0.2, width: 40, height: 40)), with: .foreground, lineWidth: 2)
            context.draw(Text("Hi <b>"), at: CGPoint(x: 100, y: 60), anchor: .topLeading)
        }.frame(width: 200, height: 100).accessibilityLabel("A blue bar"))
    }

    @Test func transformsGradientsClipsFiltersAndLayers() {
        assertSnapshot(of: Canvas { context, size in
            var copy = context
            copy.translateBy(x: 50, y: 0)
            copy.rotate(by: .degrees(90))
            copy.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .linearGradient(
                Gradient(colors: [.red, .orange]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
            context.addFilter(.blur(radius: 4))
            context.opacity = 0.5
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.green))
            context.drawLayer { layer in
                layer.draw(Image(systemName: "star.fill"), in: CGRect(x: 10, y: 10, width: 20, height: 20))
                layer.draw(Image(systemName: "star.fill"), in: CGRect(x: 40, y: 10, width: 20, height: 20))
            }
        }.frame(width: 100, height: 100))
    }

    @Test func aFlexibleCanvasIsDrawnPerBandOfWidths() {
        assertSnapshot(of: Canvas { context, size in
            context.fill(Path(CGRect(x: size.width / 2 - 5, y: 0, width: 10, height: 10)), with: .color(.red))
        }.frame(height: 10))
    }

    /// A drawing's accessibility children are read in its place: a group named as the canvas, the
    /// SVG hidden from assistive technology, the children visually hidden beside it.
    @Test func accessibilityChildrenStandInForTheDrawing() {
        assertSnapshot(of: Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: size.height)), with: .color(.blue))
            context.fill(Path(CGRect(x: 30, y: 20, width: 20, height: size.height - 20)), with: .color(.blue))
        }
        .accessibilityLabel("Sales by month")
        .accessibilityChildren {
            HStack {
                Rectangle().accessibilityLabel("January: 60")
                Rectangle().accessibilityLabel("February: 40")
            }
        }
        // Around the children, as seed 001 writes it: still the canvas's own frame, drawn once.
        .frame(width: 60, height: 60))
    }
}
