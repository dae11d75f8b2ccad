import Foundation
import KilnTree

/// The shape a bordered button is drawn in, as SwiftUI's `ButtonBorderShape`
/// (`buttonBorderShape(_:)`). A page draws it as the button's rounded corners; it is not a
/// `Shape` to fill on its own here.
nonisolated public struct ButtonBorderShape: Sendable {
    let look: ButtonBorderLook

    /// iOS's rounded rectangle of the control size's radius.
    public static let automatic = ButtonBorderShape(look: .automatic)
    public static let capsule = ButtonBorderShape(look: .capsule)
    /// A circle around the label, as wide as tall.
    public static let circle = ButtonBorderShape(look: .circle)
    /// The control size's radius, as `automatic`.
    public static let roundedRectangle = ButtonBorderShape(look: .roundedRectangle(radius: nil))

    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(look: .roundedRectangle(radius: Float(max(0, radius))))
    }
}

nonisolated private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

nonisolated extension EnvironmentValues {
    /// The shape of the bordered buttons here (`buttonBorderShape(_:)`); SwiftUI keeps it private.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The shape of the bordered and bordered-prominent buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
