/// A type that produces view previews, as SwiftUI's `PreviewProvider`. Kiln compiles it and
/// never makes a page of it: only an `App`'s scenes are pages.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; `nil` lets the previewer choose.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview can run on.
nonisolated public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}
