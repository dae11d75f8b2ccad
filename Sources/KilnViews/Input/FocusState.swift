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
