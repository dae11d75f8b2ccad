import Foundation
import KilnTree

/// A key pressed while a view has the focus, as SwiftUI's `KeyPress`. A page built ahead of
/// time has no keyboard: `onKeyPress` compiles, its action never runs, and the build says so once.
nonisolated public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases

    /// What the action did with the press.
    public enum Result: Hashable, Sendable { case handled, ignored }

    /// When in a press the action runs: as the key goes down, repeats, or comes up.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

nonisolated extension View {
    public func onKeyPress(_ key: KeyEquivalent, fileID: String = #fileID, line: Int = #line, action: @escaping () -> KeyPress.Result) -> some View {
        appOnly("onKeyPress", fileID: fileID, line: line)
    }

    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, fileID: String = #fileID, line: Int = #line, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        appOnly("onKeyPress", fileID: fileID, line: line)
    }

    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], fileID: String = #fileID, line: Int = #line,
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        appOnly("onKeyPress", fileID: fileID, line: line)
    }

    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], fileID: String = #fileID, line: Int = #line,
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        appOnly("onKeyPress", fileID: fileID, line: line)
    }

    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], fileID: String = #fileID, line: Int = #line, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        appOnly("onKeyPress", fileID: fileID, line: line)
    }
}

/// The keys that are not characters, as SwiftUI names them (the characters Apple's platforms
/// use for them).
nonisolated extension KeyEquivalent {
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}
