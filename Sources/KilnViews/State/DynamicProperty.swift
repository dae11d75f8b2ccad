/// A stored property a view's body reads that keeps state of its own, as SwiftUI's
/// `DynamicProperty`: a property wrapper built from `@State`, `@Environment` or other wrappers.
/// Those work inside it as they do in a view, since each keeps its own storage. SwiftUI calls
/// `update()` before each body; a page's view is made once, so Kiln does not call it.
public protocol DynamicProperty {
    mutating func update()
}

nonisolated extension DynamicProperty {
    public mutating func update() {}
}

// SwiftUI's own property wrappers are dynamic properties, which generic code may ask for.
extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Bindable: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension Environment: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension AppStorage: DynamicProperty {}
extension SceneStorage: DynamicProperty {}
extension ScaledMetric: DynamicProperty {}
extension Namespace: DynamicProperty {}
extension GestureState: DynamicProperty {}
