/// Names unique within a page — radio groups, charts' SVG ids — by a prefix and a count in
/// resolving order, so the same page always gets the same names.
final class PageNames {
    private let prefix: String
    private var count = 0

    init(prefix: String) {
        self.prefix = prefix
    }

    func next() -> String {
        count += 1
        return "\(prefix)\(count)"
    }
}
