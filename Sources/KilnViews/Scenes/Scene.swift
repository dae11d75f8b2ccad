import KilnTree

/// A part of an app's interface, as in SwiftUI; on the web each window scene is a page.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }

    /// Not API: appends the pages this scene declares.
    nonisolated static func _collect(_ scene: Self, into pages: inout [_ScenePage])
}

nonisolated extension Scene {
    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        Body._collect(runAsMainActor(scene) { $0.body }, into: &pages)
    }
}

nonisolated extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene; it has no body") }
}

nonisolated extension Never: Scene {
    public static func _collect(_ scene: Never, into pages: inout [_ScenePage]) {}
}

/// An app, as in SwiftUI: its scenes are the site's pages. Running the app's executable
/// builds the site (see KilnSite).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// Builds scenes from closures, as SwiftUI's `@SceneBuilder`.
@resultBuilder
nonisolated public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene((repeat each content))
    }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(content: content)
    }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

nonisolated public struct TupleScene<each Content: Scene>: Scene {
    let value: (repeat each Content)
    init(_ value: (repeat each Content)) { self.value = value }
    public typealias Body = Never

    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        for child in repeat each scene.value { collect(child, into: &pages) }
    }
}

nonisolated public struct OptionalScene<Content: Scene>: Scene {
    let content: Content?
    public typealias Body = Never

    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        if let content = scene.content { collect(content, into: &pages) }
    }
}

func collect<S: Scene>(_ scene: S, into pages: inout [ScenePage]) {
    S._collect(scene, into: &pages)
}

package typealias ScenePage = _ScenePage

/// Not API: one page declared by a scene — where it lives, its title, and how to lower it.
/// Public only as the opaque element type of `Scene._collect`; the package spells it `ScenePage`.
nonisolated public struct _ScenePage: @unchecked Sendable {
    package enum Role: Hashable, Sendable {
        /// `WindowGroup`: the home page, which `openWindow(id:)` opens by `id` when it has one.
        case home(id: String?)
        /// `Window(_:id:)`: a page at `/id/`.
        case window(id: String)
        /// `Page(path:title:)`: a page at a path of the user's choosing, which `openWindow(id:)`
        /// opens by its path.
        case page(path: String)

        /// The id `openWindow(id:)` opens the scene by; nil for a window group without one.
        package var windowID: String? {
            switch self {
            case .home(let id): id
            case .window(let id): id
            case .page(let path): path
            }
        }
    }

    package var role: Role
    package var title: String
    package var source: CallSite
    /// Scene modifiers that have no meaning on the web, for the build report.
    package var ignoredModifiers: [String] = []
    /// What `site(name:baseURL:…)` declared for the scene (see `Publishing/SiteScenes.swift`).
    package var site: SiteMetadata?
    /// Set for a `Feed`, which declares files rather than a page.
    package var feed: FeedSpec?
    /// Lowers the page's view with a fresh environment in a navigation state (the scene's own
    /// page with an empty one), its tasks given a time limit (nil: the default); safe to call
    /// from any thread, once per page.
    package var lower: @Sendable (EnvironmentValues, NavigationState, LoweringLimits) -> LoweredPage
}

/// Not API: the pages `app`'s scenes declare, collected on the calling thread (see `runAsMainActor`).
package func scenePages<A: App>(of app: A) -> [ScenePage] {
    onMainActorExecutor {
        runAsMainActor(app) { app in
            var pages: [ScenePage] = []
            A.Body._collect(app.body, into: &pages)
            return pages
        }
    }
}

/// The module an app is declared in, whose generated types and resources belong to it, as the
/// runtime names it (in `kiln serve`'s render host, the ABI name the module was compiled under).
package func moduleName<A: App>(of app: A.Type) -> String {
    String(String(reflecting: app).prefix { $0 != "." })
}
