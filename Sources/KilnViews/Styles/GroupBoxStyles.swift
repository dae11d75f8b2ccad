import KilnTree

/// How a `GroupBox` is drawn, as in SwiftUI: the default style is a rounded card with the
/// label as a bold line above the content; a custom style's body places label and content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The parts of a group box that a `GroupBoxStyle` places.
nonisolated public struct GroupBoxStyleConfiguration {
    public typealias Label = _StylePart
    public typealias Content = _StylePart
    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

typealias AnyGroupBoxStyle = AnyStyle<GroupBoxStyleConfiguration, Void>

nonisolated private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle { AnyGroupBoxStyle(DefaultGroupBoxStyle(), replacing: nil, custom: ()) { $0.makeBody(configuration: $1) } }
}

/// How many group boxes enclose a view: nested boxes alternate their background, as on iOS.
nonisolated private struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }

nonisolated extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }

    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

nonisolated extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) {
            $0.groupBoxStyle = AnyGroupBoxStyle(style, replacing: $0.groupBoxStyle, custom: ()) { $0.makeBody(configuration: $1) }
        }
    }
}

/// The default group box: label and content in a leading column on a rounded card of the
/// secondary background (the tertiary one inside another box), 16 pt inside its edges.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _StylePart { nodes, context in
            // The box's own parts are one level deeper than the box.
            let background: SystemColor = (context.environment.groupBoxDepth - 1).isMultiple(of: 2) ? .secondaryBackground : .tertiaryBackground
            let card = VStack(alignment: .leading, spacing: 8) {
                configuration.label.font(.headline)
                configuration.content
            }
            .padding()
            .background(Color(storage: .system(background)), in: RoundedRectangle(cornerRadius: 8))
            lower(card, into: &nodes, context: context)
        }
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
