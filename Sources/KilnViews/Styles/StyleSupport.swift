import KilnTree

/// Not API: a part of a control that a style's body places — a configuration's `label`,
/// `content`, `icon` or `title`. It lowers the control's own views where the body puts it, in
/// the environment there, as a `ViewModifier`'s content does, so
/// `configuration.label.font(.title).padding()` styles and pads the control's label.
nonisolated public struct _StylePart: View {
    let lowerPart: (inout [Node], LoweringContext) -> Void

    init<V: View>(_ view: V) {
        lowerPart = { nodes, context in lower(view, into: &nodes, context: context) }
    }

    /// A part lowered by `lower`: what a built-in style's `makeBody(configuration:)` returns when
    /// a custom style calls it (`BorderedButtonStyle().makeBody(configuration:)`).
    init(lower: @escaping (inout [Node], LoweringContext) -> Void) {
        lowerPart = lower
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        view.lowerPart(&nodes, context)
    }
}

/// A style as the environment keeps it: a built-in look the layout draws, or a custom body
/// made from the control's configuration. `Input` is what the control hands its style.
nonisolated struct AnyStyle<Input, Look> {
    let look: Look
    /// The custom style's body lowered for a control; nil for the built-in styles.
    let body: ((Input, LoweringContext) -> [Node])?
    /// The style this one replaced, in force while this one's body lowers: the control a body
    /// makes from its configuration (`Toggle(configuration)`) is drawn as it was outside the
    /// custom style, and a body never styles itself.
    private let replaced: Replaced?

    private final class Replaced {
        let style: AnyStyle
        init(_ style: AnyStyle) { self.style = style }
    }

    /// A built-in style.
    init(look: Look) {
        self.init(look: look, body: nil, replaced: nil)
    }

    private init(look: Look, body: ((Input, LoweringContext) -> [Node])?, replaced: Replaced?) {
        self.look = look
        self.body = body
        self.replaced = replaced
    }

    /// `style` in force where `current` was: its built-in look, or its body made by `makeBody`
    /// (which calls the user's main-actor `makeBody(configuration:)`).
    init<Style, Body: View>(
        _ style: Style, replacing current: AnyStyle?, custom: Look,
        makeBody: @escaping @MainActor (Style, Input) -> Body
    ) {
        if let builtIn = style as? any BuiltInStyle, let look = builtIn.look as? Look {
            self.init(look: look)
            return
        }
        self.init(look: custom, body: { input, context in
            lowered(runAsMainActor((style, input)) { makeBody($0.0, $0.1) }, context: context)
        }, replaced: current.map(Replaced.init))
    }

    /// The custom body for `input`, lowered with `path`'s style set back to the one this style
    /// replaced; nil for a built-in style.
    func lowerBody(_ input: Input, context: LoweringContext, path: WritableKeyPath<EnvironmentValues, AnyStyle>) -> [Node]? {
        guard let body else { return nil }
        let saved = context.environment
        if let replaced { context.environment[keyPath: path] = replaced.style }
        defer { context.environment = saved }
        return body(input, context)
    }
}

/// The built-in styles (`.bordered`, `.switch`, `.iconOnly` …): the look the layout draws.
nonisolated protocol BuiltInStyle {
    associatedtype Look
    var look: Look { get }
}

nonisolated extension LoweringContext {
    /// Runs `body` with `path` set to `style`, restoring the environment after.
    func with<Value, Result>(_ path: WritableKeyPath<EnvironmentValues, Value>, _ value: Value, _ body: () -> Result) -> Result {
        let saved = environment
        environment[keyPath: path] = value
        defer { environment = saved }
        return body()
    }
}

nonisolated extension Node {
    /// Whether the view holds a control that `matches`: a custom style's body that made the
    /// control itself (`Toggle(configuration)`), which then speaks for the styled control.
    func contains(control matches: (Control.Kind) -> Bool) -> Bool {
        if case .control(let control) = kind, matches(control.kind) { return true }
        return children.contains { $0.contains(control: matches) }
    }
}

nonisolated extension Node {
    /// The view with its buttons replaced by their labels: a custom toggle's body often draws
    /// itself as a `Button` that toggles `isOn`, and on a page the toggle's own checkbox label is
    /// what the reader clicks (a second control inside it would be invalid and would not work).
    func unwrappingButtons() -> Node {
        var node = self
        node.children = children.map { $0.unwrappingButtons() }
        if case .control(let control) = kind, case .button = control.kind {
            node.kind = .hstack(alignment: .center, spacing: nil)
        }
        return node
    }
}

nonisolated extension Control.Kind {
    var isToggle: Bool { if case .toggle = self { true } else { false } }
    var isProgress: Bool { if case .progress = self { true } else { false } }
    var isGauge: Bool { if case .gauge = self { true } else { false } }
}
