import Foundation

/// The date of the build, the same at every build. Seed 001's activity samples start with
/// `Date()`; a site's pages must come out byte for byte the same from the same sources
/// (ARCHITECTURE.md, "Deterministic output"), so in the showcase `Date()` is this fixed date
/// (the session's day, WWDC 2021's first), which the samples' unchanged code calls.
extension Date {
    init() {
        self.init(timeIntervalSince1970: 1_623_081_600)
    }
}
