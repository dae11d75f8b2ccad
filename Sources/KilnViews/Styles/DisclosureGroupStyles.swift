import KilnTree

/// How a `DisclosureGroup` is drawn, as in SwiftUI. The default is a `<details>` element that
/// opens without JavaScript; a custom style's body is drawn as the group is first shown, and
/// the page says once that it does not expand or collapse.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group that a `DisclosureGroupStyle` draws.
nonisolated public struct DisclosureGroupStyleConfiguration {
    public typealias Label = _StylePart
    public typealias Content = _StylePart
    public let label: DisclosureGroupStyleConfiguration.Label
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded as the page shows it; writing it does nothing on a page.
    @Binding public var isExpanded: Bool
}

/// How the built-in disclosure group style draws a group.
nonisolated enum DisclosureLook: Hashable, Sendable {
    case automatic, custom
}

typealias AnyDisclosureGroupStyle = AnyStyle<DisclosureGroupStyleConfiguration, DisclosureLook>

nonisolated private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyDisclosureGroupStyle { AnyDisclosureGroupStyle(look: .automatic) }
}

/// Where the custom disclosure group style in force was set, for the report that it is static.
nonisolated private struct DisclosureGroupStyleSiteKey: EnvironmentKey { static let defaultValue: CallSite? = nil }

nonisolated extension EnvironmentValues {
    var disclosureGroupStyle: AnyDisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }

    var disclosureGroupStyleSite: CallSite? {
        get { self[DisclosureGroupStyleSiteKey.self] }
        set { self[DisclosureGroupStyleSiteKey.self] = newValue }
    }
}

nonisolated extension View {
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        EnvironmentWriter(content: self) {
            $0.disclosureGroupStyle = AnyDisclosureGroupStyle(style, replacing: $0.disclosureGroupStyle, custom: .custom) { $0.makeBody(configuration: $1) }
            $0.disclosureGroupStyleSite = CallSite(fileID: fileID, line: line)
        }
    }
}

/// The default disclosure group style: a `<details>` element with the label as its summary.
nonisolated public struct DefaultDisclosureGroupStyle: DisclosureGroupStyle, BuiltInStyle {
    public init() {}
    var look: DisclosureLook { .automatic }

    public func makeBody(configuration: Configuration) -> some View {
        _StylePart { nodes, context in
            let group = DisclosureGroup(isExpanded: configuration.$isExpanded) { configuration.content } label: { configuration.label }
            context.with(\.disclosureGroupStyle, AnyDisclosureGroupStyle(look: .automatic)) { lower(group, into: &nodes, context: context) }
        }
    }
}

nonisolated extension DisclosureGroupStyle where Self == DefaultDisclosureGroupStyle {
    public static var automatic: DefaultDisclosureGroupStyle { DefaultDisclosureGroupStyle() }
}
