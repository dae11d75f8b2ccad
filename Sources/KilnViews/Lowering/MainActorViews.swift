/// Runs main-actor code synchronously on the calling thread.
///
/// SwiftUI declares views, modifiers, scenes and apps `@MainActor`, so user code may create
/// `@MainActor` models in a view's properties and call main-actor methods from `body`; Kiln does
/// too. Kiln still lowers each page on a worker thread of its own: a page's views are values
/// that page makes for itself and no other thread sees while it is lowered, as before views
/// were isolated. This is the cast `MainActor.assumeIsolated`'s back-deployment shim makes,
/// without its check that the caller is on the main thread.
func runAsMainActor<Argument, Result>(_ argument: Argument, _ operation: @MainActor (Argument) -> Result) -> Result {
    withoutActuallyEscaping(operation) { isolated in
        unsafeBitCast(isolated, to: ((Argument) -> Result).self)(argument)
    }
}
