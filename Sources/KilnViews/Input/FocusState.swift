import KilnTree

/// Which view has the keyboard's focus, as SwiftUI's `@FocusState`. A page is focused once,
/// when it loads: a text field whose `focused(_:)` or `focused(_:equals:)` binding holds its
/// value then (set in the initial value or by `onAppear`) gets `autofocus`, one per page.
/// Writes from code run at build time are kept like `@State`'s.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private let box: Box<Value>

    public init() where Value == Bool {
        box = Box(false)
    }

    public init<T: Hashable>() where Value == T? {
        box = Box(nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding {
        Binding(box: box)
    }

    /// A binding to a focus state, which `focused(_:)` and `focused(_:equals:)` take.
    @propertyWrapper
    public struct Binding {
        fileprivate let box: Box<Value>

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

nonisolated extension View {
    /// Focuses this view's text field when `binding` holds `value` as the page loads (`autofocus`).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value, fileID: String = #fileID, line: Int = #line) -> some View {
        focusedAtLoad(binding.wrappedValue == value, at: CallSite(fileID: fileID, line: line))
    }

    /// Focuses this view's text field when `condition` is true as the page loads (`autofocus`).
    public func focused(_ condition: FocusState<Bool>.Binding, fileID: String = #fileID, line: Int = #line) -> some View {
        focusedAtLoad(condition.wrappedValue, at: CallSite(fileID: fileID, line: line))
    }

    private func focusedAtLoad(_ isFocused: @autoclosure @escaping () -> Bool, at source: CallSite) -> some View {
        transformEnvironment(\.textInputTraits) { traits in
            traits.isFocused = isFocused()
            traits.focusSource = source
        }
    }
}

/// How a default focus weighs against the reader's own, as SwiftUI's `DefaultFocusEvaluationPriority`.
nonisolated public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let kind: Int
    public static let automatic = DefaultFocusEvaluationPriority(kind: 0)
    public static let userInitiated = DefaultFocusEvaluationPriority(kind: 1)
}

nonisolated extension View {
    /// The focus this view's content starts with: where `binding` holds no focus when the page
    /// is built (nil, or false), it is set to `value`, so the field `focused(_:equals:)` with
    /// that value has the focus as the page loads (`autofocus`).
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        DefaultFocusView(content: self) {
            if isNoFocus(binding.wrappedValue) { binding.wrappedValue = value }
        }
    }
}

/// Whether a focus state's value says that nothing has the focus: nil, or false.
nonisolated private func isNoFocus<Value>(_ value: Value) -> Bool {
    if let flag = value as? Bool { return !flag }
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
}

/// `defaultFocus`: sets the focus state before the content is lowered.
nonisolated struct DefaultFocusView<Content: View>: View {
    let content: Content
    let apply: () -> Void

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        view.apply()
        lower(view.content, into: &nodes, context: context)
    }
}
