/// The page's pictures in reading order: the first is likely in the reader's first view and
/// loads at once; the rest load as the reader scrolls near them (`loading="lazy"`).
final class PageImages {
    private var count = 0

    /// Whether the next picture is the page's first.
    func nextIsFirst() -> Bool {
        count += 1
        return count == 1
    }
}
