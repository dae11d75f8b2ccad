import KilnHostProtocol

/// What a render of the site is told besides its sources: whether only `Content/` changed since
/// the last good build, and the pages readers have open, which the site renders before the rest
/// and hands to `pageAhead` one by one.
struct RenderPlan: Sendable {
    /// The output holds the last build, which succeeded, and only `Content/` changed since: the
    /// site takes the pages that read no documents from it (when it runs the same code).
    var onlyContentChanged = false
    /// The URL paths of the pages open in a browser (`/guides/intro/`).
    var openPages: [String] = []
    /// Where each open page goes once the site has rendered it ahead.
    var pageAhead: @Sendable (RenderHostMessages.PageAhead) -> Void = { _ in }

    /// The site executable's options for it; `sameCode`: it runs the code that made the output.
    func siteArguments(sameCode: Bool) -> [String] {
        (onlyContentChanged && sameCode ? [RenderHostMessages.onlyContentChangedOption] : [])
            + openPages.prefix(Self.mostOpenPages).flatMap { [RenderHostMessages.openPageOption, $0] }
    }

    /// Open pages rendered ahead at most: each is lowered and laid out twice.
    static let mostOpenPages = 8

    /// Hands a line the site printed to `pageAhead` if it holds a page rendered ahead; false for any other line.
    func take(_ line: some StringProtocol) -> Bool {
        guard let page = RenderHostMessages.PageAhead(line: line) else { return false }
        pageAhead(page)
        return true
    }
}
