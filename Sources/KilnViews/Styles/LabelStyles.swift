import KilnTree

/// How a `Label` is drawn, as in SwiftUI: the built-in styles show its title, its icon or both;
/// a custom style's body composes `configuration.icon` and `configuration.title`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// The parts of a label that a `LabelStyle` places.
nonisolated public struct LabelStyleConfiguration {
    public typealias Title = _StylePart
    public typealias Icon = _StylePart
    public var title: LabelStyleConfiguration.Title
    public var icon: LabelStyleConfiguration.Icon
}

/// Which parts of a `Label` the built-in styles show. An icon-only label keeps its title for
/// assistive technology.
nonisolated enum LabelLook: Hashable, Sendable {
    case automatic, titleOnly, iconOnly, titleAndIcon, custom
}

typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration, LabelLook>

nonisolated private struct LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle { AnyLabelStyle(look: .automatic) } }

nonisolated extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) {
            $0.labelStyle = AnyLabelStyle(style, replacing: $0.labelStyle, custom: .custom) { $0.makeBody(configuration: $1) }
        }
    }
}

nonisolated extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a `LabelStyle` is drawing, drawn by the label style outside it.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

nonisolated private func builtInLabel(_ look: LabelLook, _ configuration: LabelStyleConfiguration) -> _StylePart {
    _StylePart { nodes, context in
        context.with(\.labelStyle, AnyLabelStyle(look: look)) { lower(Label(configuration), into: &nodes, context: context) }
    }
}

/// The default label style: title and icon.
nonisolated public struct DefaultLabelStyle: LabelStyle, BuiltInStyle {
    public init() {}
    var look: LabelLook { .automatic }
    public func makeBody(configuration: Configuration) -> some View { builtInLabel(look, configuration) }
}

/// A label showing only its title.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle, BuiltInStyle {
    public init() {}
    var look: LabelLook { .titleOnly }
    public func makeBody(configuration: Configuration) -> some View { builtInLabel(look, configuration) }
}

/// A label showing only its icon, named by its title for assistive technology.
nonisolated public struct IconOnlyLabelStyle: LabelStyle, BuiltInStyle {
    public init() {}
    var look: LabelLook { .iconOnly }
    public func makeBody(configuration: Configuration) -> some View { builtInLabel(look, configuration) }
}

/// A label showing its icon before its title.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle, BuiltInStyle {
    public init() {}
    var look: LabelLook { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View { builtInLabel(look, configuration) }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
