/// UIKit's semantic and system colours, which SwiftUI code reaches with `Color(.systemBackground)`
/// or `Color(uiColor: .label)`. Each is the system colour Kiln draws with the same light and dark
/// values; UIKit's colours without one here (the grouped backgrounds, `systemGray2`…`6`) are not
/// offered rather than approximated.
public struct UIKitSystemColor: Hashable, Sendable {
    let system: SystemColor

    public static let systemBackground = UIKitSystemColor(system: .background)
    public static let secondarySystemBackground = UIKitSystemColor(system: .secondaryBackground)
    public static let tertiarySystemBackground = UIKitSystemColor(system: .tertiaryBackground)
    public static let label = UIKitSystemColor(system: .primary)
    public static let secondaryLabel = UIKitSystemColor(system: .secondary)
    public static let tertiaryLabel = UIKitSystemColor(system: .tertiary)
    public static let quaternaryLabel = UIKitSystemColor(system: .quaternary)
    public static let separator = UIKitSystemColor(system: .separator)
    public static let systemFill = UIKitSystemColor(system: .fill)
    public static let tintColor = UIKitSystemColor(system: .accent)
    public static let link = UIKitSystemColor(system: .blue)
    public static let systemRed = UIKitSystemColor(system: .red)
    public static let systemOrange = UIKitSystemColor(system: .orange)
    public static let systemYellow = UIKitSystemColor(system: .yellow)
    public static let systemGreen = UIKitSystemColor(system: .green)
    public static let systemMint = UIKitSystemColor(system: .mint)
    public static let systemTeal = UIKitSystemColor(system: .teal)
    public static let systemCyan = UIKitSystemColor(system: .cyan)
    public static let systemBlue = UIKitSystemColor(system: .blue)
    public static let systemIndigo = UIKitSystemColor(system: .indigo)
    public static let systemPurple = UIKitSystemColor(system: .purple)
    public static let systemPink = UIKitSystemColor(system: .pink)
    public static let systemBrown = UIKitSystemColor(system: .brown)
    public static let systemGray = UIKitSystemColor(system: .gray)
}

extension Color {
    /// UIKit's colour, as SwiftUI's `Color(_:)` takes a `UIColor`.
    public init(_ color: UIKitSystemColor) {
        self.init(storage: .system(color.system))
    }

    public init(uiColor color: UIKitSystemColor) {
        self.init(color)
    }
}
