import Foundation

/// A preview of a view, as DeveloperToolsSupport's `Preview`: what a `#Preview` holds. Kiln
/// never renders it (previews are not pages); it keeps the closure and its traits so that a
/// tool could show them later.
nonisolated public struct Preview {
    /// The kind of traits a view preview takes, as in `PreviewTrait<Preview.ViewTraits>`.
    public enum ViewTraits {}

    public let displayName: String?
    public let traits: [PreviewTrait<ViewTraits>]
    let makeBody: @MainActor () -> any View

    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        displayName = name
        traits = []
        makeBody = body
    }

    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        displayName = name
        self.traits = [traits] + additionalTraits
        makeBody = body
    }

    /// The previewed view, made by running the preview's closure.
    @MainActor public func content() -> any View { makeBody() }
}

/// A trait of a preview: its layout or the orientation of the device it shows.
nonisolated public struct PreviewTrait<T>: Sendable {
    enum Kind: Equatable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        /// A `PreviewModifier`, by its type.
        case modifier(ObjectIdentifier)
    }

    let kind: Kind
}

nonisolated extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.device)) }
    /// The preview is as large as the view wants.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.sizeThatFits)) }

    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
    }

    public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeRight)) }

    /// Wraps the preview in a `PreviewModifier`'s body, with its shared context.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(kind: .modifier(ObjectIdentifier(type(of: modifier))))
    }
}

/// What a `#Preview` expands to: a type naming where the preview was written and making it.
/// Not meant to be adopted by hand.
nonisolated public protocol PreviewRegistry: SendableMetatype {
    static var fileID: String { get }
    static var line: Int { get }
    static var column: Int { get }
    /// Main-actor isolated, as the preview's arguments may be (a `PreviewTrait` declared
    /// `@MainActor static var`).
    @MainActor static func makePreview() throws -> Preview
}
