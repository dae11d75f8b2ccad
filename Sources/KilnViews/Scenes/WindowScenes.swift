import KilnTree

/// The app's main window; on the web, the home page (`index.html`). With an `id`, a button
/// whose action calls `openWindow(id:)` with it is a link home from any page.
nonisolated public struct WindowGroup<Content: View>: Scene {
    let title: String
    let id: String?
    let content: () -> Content
    let source: CallSite

    public init(_ title: String, id: String? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.id = id
        self.content = content
        self.source = CallSite(fileID: fileID, line: line)
    }

    public init(id: String? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping () -> Content) {
        self.init("", id: id, fileID: fileID, line: line, content: content)
    }

    public typealias Body = Never

    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        pages.append(ScenePage(role: .home(id: scene.id), title: scene.title, source: scene.source, content: scene.content))
    }
}

/// A unique window; on the web, the page at `/id/`, titled with the window's title.
nonisolated public struct Window<Content: View>: Scene {
    let title: String
    let id: String
    let content: () -> Content
    let source: CallSite

    public init(_ title: String, id: String, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.id = id
        self.content = content
        self.source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        pages.append(ScenePage(role: .window(id: scene.id), title: scene.title, source: scene.source, content: scene.content))
    }
}

/// A page at a path of the site (`Page(path: "about", title: "About") { … }`): Kiln's scene
/// for routes that are neither the home page nor a window. Its path is its window id: a button
/// whose action calls `openWindow(id: "about")` is a link to it.
nonisolated public struct Page<Content: View>: Scene {
    let path: String
    let title: String
    let content: () -> Content
    let source: CallSite

    public init(path: String, title: String, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping () -> Content) {
        self.path = path
        self.title = title
        self.content = content
        self.source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        pages.append(ScenePage(role: .page(path: scene.path), title: scene.title, source: scene.source, content: scene.content))
    }
}

nonisolated extension ScenePage {
    /// A page whose view is made by `content` on the thread that renders it.
    init<Content: View>(role: Role, title: String, source: CallSite, content: @escaping () -> Content) {
        let lower = UncheckedSendable({ (environment: EnvironmentValues, state: NavigationState, limits: LoweringLimits) in
            // `content` is the user's main-actor builder: it runs inside the same emulation as the page.
            onMainActorExecutor { lowerPage(content(), environment: environment, navigation: state, limits: limits) }
        })
        self.init(role: role, title: title, source: source) { environment, state, limits in lower.value(environment, state, limits) }
    }
}

/// Views are plain values that each page lowers once on its own thread.
nonisolated struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A scene with a modifier that has no meaning on the web: it compiles, and the build report
/// lists it once.
nonisolated public struct IgnoredSceneModifier<Content: Scene>: Scene {
    let content: Content
    let name: String
    public typealias Body = Never

    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        let start = pages.count
        collect(scene.content, into: &pages)
        for index in start..<pages.count { pages[index].ignoredModifiers.append(scene.name) }
    }
}

nonisolated extension Scene {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene {
        IgnoredSceneModifier(content: self, name: "keyboardShortcut")
    }

    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        IgnoredSceneModifier(content: self, name: "defaultPosition")
    }

    public func defaultSize(width: Double, height: Double) -> some Scene {
        IgnoredSceneModifier(content: self, name: "defaultSize")
    }
}

/// A key for keyboard shortcuts; kept for source compatibility.
nonisolated public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { self.character = value }
}

/// Modifier keys for keyboard shortcuts; kept for source compatibility.
nonisolated public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let control = EventModifiers(rawValue: 8)
}
