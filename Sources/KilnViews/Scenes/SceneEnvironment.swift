import Observation
import KilnTree

/// An environment value set on a scene, as SwiftUI's `Scene.environment(_:_:)`: every page of the
/// scene is lowered with it set, as every view of an app's window reads it.
nonisolated struct EnvironmentScene<Content: Scene>: Scene {
    let content: Content
    let write: UncheckedSendable<(inout EnvironmentValues) -> Void>

    typealias Body = Never

    static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        var inner: [_ScenePage] = []
        collect(scene.content, into: &inner)
        for var page in inner {
            let lower = page.lower, write = scene.write
            page.lower = { environment, state, timeLimit in
                var environment = environment
                write.value(&environment)
                return lower(environment, state, timeLimit)
            }
            pages.append(page)
        }
    }
}

nonisolated extension Scene {
    /// Sets an environment value for every view of the scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        EnvironmentScene(content: self, write: UncheckedSendable { $0[keyPath: keyPath] = value })
    }

    /// Puts an `@Observable` object in the environment of every view of the scene.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Scene {
        EnvironmentScene(content: self, write: UncheckedSendable { $0[object: Object.self] = object })
    }

    /// Puts an observable object in the environment of every view of the scene, for `@EnvironmentObject`.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some Scene {
        EnvironmentScene(content: self, write: UncheckedSendable { $0[object: Object.self] = object })
    }
}
