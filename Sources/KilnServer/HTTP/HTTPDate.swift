import Foundation

/// The current time in the IMF-fixdate form of the `Date` header, formatted at most once a second
/// and independent of the process's locale.
final class HTTPDate: @unchecked Sendable {
    private let lock = NSLock()
    private var second: time_t = -1
    private var text = ""

    var now: String {
        let current = time(nil)
        return lock.withLock {
            if current != second {
                second = current
                text = Self.format(current)
            }
            return text
        }
    }

    static func format(_ seconds: time_t) -> String {
        var value = seconds
        var parts = tm()
        gmtime_r(&value, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday)]), \(twoDigits(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
            + "\(parts.tm_year + 1900) \(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec)) GMT"
    }
}
