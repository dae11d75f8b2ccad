import Foundation
import KilnTree

/// The space between a list's sections, as SwiftUI's `ListSectionSpacing`.
nonisolated public struct ListSectionSpacing: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, compact, custom(Double) }
    let kind: Kind

    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(kind: .automatic)
    /// SwiftUI's tighter spacing. Apple's value is not measured yet: drawn as the default, and
    /// the build says so.
    public static let compact = ListSectionSpacing(kind: .compact)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(kind: .custom(Double(spacing))) }
}

nonisolated private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: Double? = nil }
nonisolated private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: Double? = nil }

nonisolated extension EnvironmentValues {
    var listRowSpacing: Double? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    var listSectionSpacing: Double? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Puts `spacing` points between the rows of the lists in this view; in the grouped styles
    /// each row is then a card of its own, as iOS draws them. nil keeps rows touching.
    public func listRowSpacing(_ spacing: CGFloat?, fileID: String = #fileID, line: Int = #line) -> some View {
        let points = spacing.map(Double.init)
        guard points.map({ $0.isFinite && $0 >= 0 }) ?? true else {
            return environment(\.listRowSpacing, nil).modified(nil, problems: [
                Diagnostic(.warning, "listRowSpacing \(points ?? 0) is not a length of zero or more; it is ignored", at: CallSite(fileID: fileID, line: line)),
            ])
        }
        return environment(\.listRowSpacing, points).modified(nil, problems: [])
    }

    /// The space between the sections of the lists in this view.
    public func listSectionSpacing(_ spacing: ListSectionSpacing, fileID: String = #fileID, line: Int = #line) -> some View {
        let site = CallSite(fileID: fileID, line: line)
        var problems: [Diagnostic] = []
        var points: Double?
        switch spacing.kind {
        case .automatic:
            break
        case .compact:
            problems.append(Diagnostic(.warning, "listSectionSpacing(.compact) is drawn with the list style's own spacing: Apple's compact value is not measured yet", at: site))
        case .custom(let custom) where custom.isFinite && custom >= 0:
            points = custom
        case .custom(let custom):
            problems.append(Diagnostic(.warning, "listSectionSpacing \(custom) is not a length of zero or more; it is ignored", at: site))
        }
        return environment(\.listSectionSpacing, points).modified(nil, problems: problems)
    }

    public func listSectionSpacing(_ spacing: CGFloat, fileID: String = #fileID, line: Int = #line) -> some View {
        listSectionSpacing(.custom(spacing), fileID: fileID, line: line)
    }
}
