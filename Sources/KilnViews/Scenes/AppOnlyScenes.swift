import KilnTree

// Scenes that live beside an app's windows (a settings window, a menu bar item) and the menu
// commands of its scenes: they compile and make no page.

/// The app's settings window, as in SwiftUI; a site has none.
nonisolated public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {}
}

/// A menu bar item, as in SwiftUI; a site has no menu bar.
nonisolated public struct MenuBarExtra<Label: View, Content: View>: Scene {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {}
}

nonisolated extension MenuBarExtra {
    /// How the menu bar item presents its content; there is no menu bar on a site.
    public func menuBarExtraStyle(_ style: MenuBarExtraStyle) -> some Scene { self }
}

/// How a menu bar item presents its content, as in SwiftUI.
nonisolated public struct MenuBarExtraStyle: Hashable, Sendable {
    let kind: Int
    public static let automatic = MenuBarExtraStyle(kind: 0)
    public static let menu = MenuBarExtraStyle(kind: 1)
    public static let window = MenuBarExtraStyle(kind: 2)
}

nonisolated extension MenuBarExtra where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {}
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {}
}

/// Menu commands, as in SwiftUI.
@MainActor @preconcurrency public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

nonisolated extension Never: Commands {}

@resultBuilder
nonisolated public enum CommandsBuilder {
    public static func buildBlock() -> _NoCommands { _NoCommands() }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _NoCommands { _NoCommands() }
}

/// Commands that a page does not show.
nonisolated public struct _NoCommands: Commands {
    public typealias Body = Never
    public var body: Never { return fatalError("_NoCommands has no body") }
}

/// A menu of commands, as in SwiftUI.
nonisolated public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    public var body: Never { return fatalError("CommandMenu has no body") }
    public init(_ name: String, @ViewBuilder content: () -> Content) {}
}

/// Where commands stand among the standard ones.
nonisolated public struct CommandGroupPlacement: Sendable {
    public static let appInfo = CommandGroupPlacement()
    public static let appSettings = CommandGroupPlacement()
    public static let newItem = CommandGroupPlacement()
    public static let saveItem = CommandGroupPlacement()
    public static let pasteboard = CommandGroupPlacement()
    public static let undoRedo = CommandGroupPlacement()
    public static let toolbar = CommandGroupPlacement()
    public static let sidebar = CommandGroupPlacement()
    public static let help = CommandGroupPlacement()
}

/// Commands placed among the standard ones, as in SwiftUI.
nonisolated public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    public var body: Never { return fatalError("CommandGroup has no body") }
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The standard command groups an app adds to its menus, as SwiftUI's; a site has no menus.
nonisolated public struct SidebarCommands: Commands {
    public typealias Body = Never
    public var body: Never { return fatalError("SidebarCommands has no body") }
    public init() {}
}

nonisolated public struct ToolbarCommands: Commands {
    public typealias Body = Never
    public var body: Never { return fatalError("ToolbarCommands has no body") }
    public init() {}
}

nonisolated public struct TextEditingCommands: Commands {
    public typealias Body = Never
    public var body: Never { return fatalError("TextEditingCommands has no body") }
    public init() {}
}

nonisolated public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    public var body: Never { return fatalError("TextFormattingCommands has no body") }
    public init() {}
}

nonisolated public struct InspectorCommands: Commands {
    public typealias Body = Never
    public var body: Never { return fatalError("InspectorCommands has no body") }
    public init() {}
}

nonisolated public struct EmptyCommands: Commands {
    public typealias Body = Never
    public var body: Never { return fatalError("EmptyCommands has no body") }
    public init() {}
}

nonisolated extension Scene {
    /// Menu commands; a site has no menus, and says so once per page of the scene.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        IgnoredSceneModifier(content: self, name: "commands")
    }
}
