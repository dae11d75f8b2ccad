import Foundation

/// The time a page is built at, for the views that show the clock (`TimelineView`,
/// `Text(_:style:)`). `SOURCE_DATE_EPOCH`, when set, is that time, as reproducible builds
/// expect: two builds of the same sources then agree byte for byte whenever they run.
nonisolated package enum BuildClock {
    /// The build's time: `SOURCE_DATE_EPOCH` when set, else now.
    package static var now: Date { sourceDate ?? Date() }

    /// The build's day: `SOURCE_DATE_EPOCH` when set, else the start of today in UTC, so that
    /// two builds of a day agree.
    package static var day: Date {
        if let sourceDate { return sourceDate }
        let now = Date().timeIntervalSince1970
        return Date(timeIntervalSince1970: now - now.truncatingRemainder(dividingBy: 86_400))
    }

    private static var sourceDate: Date? {
        ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
    }
}
