import Foundation
import KilnTree

/// Whether a list is being edited, as SwiftUI's `EditMode`. A page has no edit mode: the
/// environment's `editMode` is nil, as it is in SwiftUI outside a view that gives one.
nonisolated public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

nonisolated private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
nonisolated private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
nonisolated private struct CalendarKey: EnvironmentKey { static let defaultValue: Calendar? = nil }

nonisolated extension EnvironmentValues {
    /// The edit mode a container gives its views; nil on a page, which has none.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Whether the nearest focusable view has the keyboard's focus: false while a page is built.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// The calendar dates are shown in: as set, or the Gregorian calendar in the environment's
    /// locale and time zone (UTC unless set), so that a site builds the same on any machine.
    public var calendar: Calendar {
        get {
            if let calendar = self[CalendarKey.self] { return calendar }
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            calendar.timeZone = timeZone
            return calendar
        }
        set { self[CalendarKey.self] = newValue }
    }
}
