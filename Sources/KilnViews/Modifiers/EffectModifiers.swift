import Foundation
import KilnTree

// Drawing effects, as SwiftUI's: none changes the view's place or size, and they apply in
// modifier order (`rotationEffect(_:).offset(x:)` moves the rotated view; `offset(x:).rotationEffect(_:)`
// turns the moved view about the centre of its place). A value that is not a number is reported
// at the user's line and the effect left out.

nonisolated extension View {
    /// Blurs the view with a Gaussian of standard deviation `radius`; `opaque` keeps the blur
    /// inside the view's bounds.
    public func blur(radius: CGFloat, opaque: Bool = false, fileID: String = #fileID, line: Int = #line) -> some View {
        effect(radius > 0 ? .blur(radius: Double(radius), opaque: opaque) : nil, "blur radius", [Double(radius)], fileID, line)
    }

    /// Brightens the view: `amount` (0 no change, 1 white) is added to each colour channel.
    public func brightness(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        effect(amount == 0 ? nil : .brightness(amount), "brightness", [amount], fileID, line)
    }

    /// 1 leaves the view as it is, 0 makes it a flat grey, more than 1 raises its contrast.
    public func contrast(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        effect(amount == 1 ? nil : .contrast(amount), "contrast", [amount], fileID, line)
    }

    /// 1 leaves the colours as they are, 0 makes them grey.
    public func saturation(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        effect(amount == 1 ? nil : .saturation(amount), "saturation", [amount], fileID, line)
    }

    /// 0 leaves the colours as they are, 1 makes them grey.
    public func grayscale(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        effect(amount == 0 ? nil : .grayscale(amount), "grayscale", [amount], fileID, line)
    }

    public func hueRotation(_ angle: Angle, fileID: String = #fileID, line: Int = #line) -> some View {
        effect(angle.radians == 0 ? nil : .hueRotation(degrees: angle.degrees), "hueRotation angle", [angle.radians], fileID, line)
    }

    /// Multiplies every channel of the view, alpha included, by the colour's.
    public func colorMultiply(_ color: Color) -> some View {
        modified(.effect(.colorMultiply(color)))
    }

    public func colorInvert() -> some View {
        modified(.effect(.colorInvert))
    }

    /// A black mask of the view whose alpha is the view's luminance.
    public func luminanceToAlpha() -> some View {
        modified(.effect(.luminanceToAlpha))
    }

    /// How the view's colours combine with what lies behind it.
    public func blendMode(_ blendMode: BlendMode, fileID: String = #fileID, line: Int = #line) -> some View {
        switch blendMode {
        case .sourceAtop, .destinationOver, .destinationOut:
            let problem = Diagnostic(.warning, "blendMode(.\(blendMode)) has no CSS blend mode; the view is drawn normally", at: CallSite(fileID: fileID, line: line))
            return modified(nil, problems: [problem])
        default:
            return modified(blendMode == .normal ? nil : .effect(.blendMode(blendMode)))
        }
    }

    /// Composites the view's layers together before they meet what lies behind: blend modes
    /// inside it combine only with each other.
    public func compositingGroup() -> some View {
        modified(.effect(.compositingGroup))
    }

    /// Turns the view about `anchor`, a point of its bounds; positive angles turn clockwise.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        effect(angle.radians == 0 ? nil : .geometry(.rotation(degrees: angle.degrees, anchor: anchor)), "rotationEffect angle", [angle.radians], fileID, line)
    }

    /// Turns the view about an axis in three dimensions, seen in perspective.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        let noAxis = axis.x == 0 && axis.y == 0 && axis.z == 0
        let rotation = ViewTransform.rotation3D(
            degrees: angle.degrees, axisX: Double(axis.x), axisY: Double(axis.y), axisZ: Double(axis.z), anchor: anchor,
            anchorZ: Double(anchorZ), perspective: Double(perspective))
        return effect(angle.radians == 0 || noAxis ? nil : .geometry(rotation), "rotation3DEffect", [angle.radians, Double(axis.x), Double(axis.y), Double(axis.z), Double(anchorZ), Double(perspective)], fileID, line)
    }

    /// Scales the view's drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor, fileID: fileID, line: line)
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor, fileID: fileID, line: line)
    }

    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center, fileID: String = #fileID, line: Int = #line) -> some View {
        effect(x == 1 && y == 1 ? nil : .geometry(.scale(x: Double(x), y: Double(y), anchor: anchor)), "scaleEffect", [Double(x), Double(y)], fileID, line)
    }

    /// Draws the view through an affine transform whose origin is the view's top leading corner.
    public func transformEffect(_ transform: CGAffineTransform, fileID: String = #fileID, line: Int = #line) -> some View {
        let t = transform
        let effect: VisualEffect? = t == .identity ? nil : .geometry(.affine(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty)))
        return self.effect(effect, "transformEffect", [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }, fileID, line)
    }

    private func effect(_ effect: VisualEffect?, _ name: String, _ values: [Double], _ fileID: String, _ line: Int) -> NodeModifierView<Self> {
        guard values.allSatisfy(\.isFinite) else {
            let problem = Diagnostic(.warning, "\(name) is not a finite number; the effect is left out", at: CallSite(fileID: fileID, line: line))
            return modified(nil, problems: [problem])
        }
        return modified(effect.map { .effect($0) })
    }
}
