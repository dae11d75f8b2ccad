import KilnTree

nonisolated extension View {
    /// What assistive technology reads for the view instead of its content.
    public func accessibilityLabel(_ label: Text) -> some View {
        modified(.accessibilityLabel(label.plainText))
    }

    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(label))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// The view's help text, as SwiftUI shows it in a tooltip on macOS: the browser shows it on
    /// hover (`title`), and assistive technology reads it as the view's description.
    public func help(_ text: Text) -> some View {
        modified(.help(text.plainText))
    }

    public func help(_ text: LocalizedStringKey) -> some View {
        help(Text(text))
    }

    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        help(Text(text))
    }

    /// What assistive technology reads after the view's label: `accessibilityValue("10 minutes")`.
    public func accessibilityValue(_ value: Text) -> some View {
        modified(.accessibilityValue(value.plainText))
    }

    public func accessibilityValue(_ value: LocalizedStringKey) -> some View {
        accessibilityValue(Text(value))
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    /// Makes the view one element for assistive technology. `.ignore` reads only the label and
    /// value given to it (its texts where none is); `.combine` and `.contain` read the children in
    /// order, which a page does anyway.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modified(children == .ignore ? .accessibilityElementIgnoringChildren : nil)
    }

    /// Hides the view from assistive technology.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modified(hidden ? .accessibilityHidden : nil)
    }

    /// What assistive technology reads in place of the view: the view is hidden from it, and
    /// `representation` is read where the view is without being shown (a chart read as a simpler
    /// chart, a custom control as a `Toggle`).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibilityHidden(true).overlay { representation().modified(.visuallyHidden) }
    }

    /// An identifier for tests: `data-testid` on the element that is this view's box.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modified(.testID(identifier))
    }

    /// Marks the view as a heading of a level; a text becomes `<h1>`…`<h6>`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        modified(.heading(level.number))
    }

    /// Adds accessibility traits; `.isHeader` makes a text a heading, as `accessibilityHeading(.unspecified)`.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modified(traits.contains(.isHeader) ? .heading(AccessibilityHeadingLevel.unspecified.number) : nil)
    }
}

/// Heading levels, as in SwiftUI; an unspecified level is a second-level heading on a page.
nonisolated public enum AccessibilityHeadingLevel: Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6

    var number: Int {
        switch self {
        case .h1: 1
        case .unspecified, .h2: 2
        case .h3: 3
        case .h4: 4
        case .h5: 5
        case .h6: 6
        }
    }
}

/// Accessibility traits, as in SwiftUI; `isHeader` changes the page's markup, the others compile.
nonisolated public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
}

/// How an accessibility element treats its children, as in SwiftUI.
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}
