import Foundation
import Kiln
import KilnTesting
import Testing

/// Shape styles (gradients of every kind, hierarchical levels, materials) and drawing effects as
/// the page's CSS says them.
struct EffectSnapshotTests {
    @Test func gradientsOfEveryKind() {
        assertSnapshot(of: VStack {
            Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180)))
            Rectangle().fill(.conicGradient(colors: [.red, .green, .red], center: .topLeading, angle: .degrees(-90)))
            Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .zero))
            Rectangle().fill(EllipticalGradient(colors: [.yellow, .purple], startRadiusFraction: 0.1, endRadiusFraction: 0.5))
            Rectangle().fill(.ellipticalGradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)], center: .bottom))
            Rectangle().fill(.linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
            Rectangle().fill(.radialGradient(stops: [.init(color: .white, location: 0.2), .init(color: .blue, location: 1)], center: .center, startRadius: 0, endRadius: 40))
            Text("Gradient text").foregroundStyle(.linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
        }.frame(height: 400))
    }

    @Test func hierarchicalLevelsFollowTheForegroundStyle() {
        assertSnapshot(of: VStack {
            VStack {
                Text("Primary")
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Rectangle().fill(.quinary).frame(height: 4)
            }
            .foregroundStyle(.red)
            VStack {
                Text("Primary")
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
            }
            .foregroundStyle(.blue, .green, .orange)
            Text("Default secondary").foregroundStyle(.secondary)
        })
    }

    @Test func materialsBlurWhatIsBehindThem() {
        assertSnapshot(of: ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            VStack {
                Text("On a material")
                Text("Vibrant").foregroundStyle(.secondary)
            }
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
            HStack {
                Circle().fill(.thickMaterial).frame(width: 40, height: 40)
                Capsule().fill(.bar).frame(width: 60, height: 20)
                Color.clear.frame(width: 20, height: 20).background(.regularMaterial)
                Color.clear.frame(width: 20, height: 20).background(Material.ultraThick)
                Color.clear.frame(width: 20, height: 20).background(.thinMaterial)
            }
        })
    }

    @Test func colourEffectsComposeInModifierOrder() {
        assertSnapshot(of: VStack {
            Color.red.frame(width: 20, height: 20).blur(radius: 4).shadow(radius: 2)
            Color.red.frame(width: 20, height: 20).blur(radius: 4, opaque: true)
            Color.red.frame(width: 20, height: 20).contrast(1.5).saturation(0.5).grayscale(0.25).hueRotation(.degrees(90)).colorInvert()
            Color.red.frame(width: 20, height: 20).brightness(0.2)
            Color.red.frame(width: 20, height: 20).colorMultiply(.blue)
            Text("Mask").luminanceToAlpha()
            Color.red.frame(width: 20, height: 20).blendMode(.multiply)
            Color.red.frame(width: 20, height: 20).blendMode(.multiply).compositingGroup()
            Color.red.frame(width: 20, height: 20).clipShape(Circle()).blur(radius: 2)
        })
    }

    @Test func transformsComposeInModifierOrder() {
        assertSnapshot(of: VStack {
            Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(30)).offset(x: 20)
            Color.red.frame(width: 20, height: 20).offset(x: 20).rotationEffect(.degrees(30))
            Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(45), anchor: .topLeading).scaleEffect(2)
            Color.red.frame(width: 20, height: 20).scaleEffect(x: 2, y: 0.5, anchor: .bottom).scaleEffect(CGSize(width: 1, height: 3))
            Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchorZ: 10, perspective: 0.5)
            Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 4, ty: 0))
            Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(10)).blur(radius: 2)
            Color.red.frame(width: 20, height: 20).blendMode(.screen).rotationEffect(.degrees(10))
            Color.red.frame(width: 20, height: 20).offset(x: 5).blur(radius: 1)
        })
    }
}
