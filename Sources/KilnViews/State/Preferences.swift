import KilnTree

/// A value views hand up to their ancestors, as SwiftUI's `PreferenceKey`: each view that sets
/// one (`preference(key:value:)`) adds it, and `reduce` combines them in the order the views stand.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Collects the values of one key that the views inside a reading modifier set.
nonisolated final class PreferenceSink {
    let key: ObjectIdentifier
    var values: [Any] = []

    init(key: ObjectIdentifier) {
        self.key = key
    }

    /// The values combined as the key's `reduce` does, from its default.
    func reduced<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value = K.defaultValue
        for next in values {
            guard let next = next as? K.Value else { continue }
            K.reduce(value: &value, nextValue: { next })
        }
        return value
    }
}

nonisolated extension LoweringContext {
    /// Lowers `content` while collecting the values of `key` its views set. `isolated`: the
    /// values reach no reader above (a transform hands on one value of its own instead).
    func collectingPreferences<K: PreferenceKey, V: View>(_ key: K.Type, of content: V, isolated: Bool = false) -> (nodes: [Node], value: K.Value) {
        let sink = PreferenceSink(key: ObjectIdentifier(key))
        let outer = preferenceSinks
        if isolated { preferenceSinks.removeAll { $0.key == sink.key } }
        preferenceSinks.append(sink)
        let nodes = lowered(content, context: self)
        preferenceSinks = outer
        return (nodes, sink.reduced(key))
    }

    /// Hands `value` of `key` to every modifier above that reads the key.
    func setPreference<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        let id = ObjectIdentifier(key)
        for sink in preferenceSinks where sink.key == id { sink.values.append(value) }
    }
}

/// `preference(key:value:)`: the content, setting a value of the key.
nonisolated struct PreferenceWriter<Content: View, Key: PreferenceKey>: View {
    let content: Content
    let value: Key.Value
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        context.setPreference(Key.self, view.value)
        lower(view.content, into: &nodes, context: context)
    }
}

/// `onPreferenceChange(_:perform:)`: runs the action with the value the content's views set, as
/// an appear action does (before the page is rendered; the state it writes is what the page
/// shows), and again when the value changes between lowering passes.
nonisolated struct PreferenceChangeReader<Content: View, Key: PreferenceKey>: View where Key.Value: Equatable {
    let content: Content
    let action: (Key.Value) -> Void
    let site: CallSite
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let key = context.identity.next()
        let (content, value) = context.collectingPreferences(Key.self, of: view.content)
        if context.journal == nil && value != Key.defaultValue {
            let action = view.action
            context.lifecycle.meet(
                AppearAction(work: .appear { action(value) }, feature: "onPreferenceChange", site: view.site, environment: context.environment),
                at: key, id: value, isSameID: { ($0 as? Key.Value) == value })
        }
        nodes += content
    }
}

/// `transformPreference(_:_:)`: the content's value of the key, changed, handed on as one value.
nonisolated struct PreferenceTransformer<Content: View, Key: PreferenceKey>: View {
    let content: Content
    let transform: (inout Key.Value) -> Void
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        var (content, value) = context.collectingPreferences(Key.self, of: view.content, isolated: true)
        view.transform(&value)
        context.setPreference(Key.self, value)
        nodes += content
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a layer made from the value the
/// content's views set.
nonisolated struct PreferenceLayer<Content: View, Key: PreferenceKey, Layer: View>: View {
    let content: Content
    let layer: (Key.Value) -> Layer
    let alignment: Alignment
    let isOverlay: Bool
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let (content, value) = context.collectingPreferences(Key.self, of: view.content)
        lower(LayerView(content: LoweredNodes(nodes: content), layer: view.layer(value), alignment: view.alignment, isOverlay: view.isOverlay),
              into: &nodes, context: context)
    }
}

/// Nodes already lowered, standing as a view.
nonisolated struct LoweredNodes: View {
    let nodes: [Node]
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes += view.nodes
    }
}

nonisolated extension View {
    /// Sets a value of `key` for the ancestors that read it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriter<Self, K>(content: self, value: value)
    }

    /// Runs `action` with the value of `key` the views inside set, before the page is rendered
    /// (the state it writes is what the page shows), and again if that changes the value.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, fileID: String = #fileID, line: Int = #line, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        PreferenceChangeReader<Self, K>(content: self, action: action, site: CallSite(fileID: fileID, line: line))
    }

    /// Changes the value of `key` the views inside set, as the ancestors read it.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceTransformer<Self, K>(content: self, transform: callback)
    }

    /// A view over this one made from the value of `key` the views inside set.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceLayer<Self, K, V>(content: self, layer: transform, alignment: alignment, isOverlay: true)
    }

    /// A view behind this one made from the value of `key` the views inside set.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceLayer<Self, K, V>(content: self, layer: transform, alignment: alignment, isOverlay: false)
    }
}
