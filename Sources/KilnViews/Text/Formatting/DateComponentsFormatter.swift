import Foundation

#if !canImport(Darwin)
/// Foundation's `DateComponentsFormatter`, which Linux's Foundation declares unavailable: a length
/// of time as "1:02:03", "1h 2m 3s" or "1 hour, 2 minutes, 3 seconds", in its calendar's locale,
/// written with the duration format styles that Linux does have. (A type of this module hides
/// Foundation's of the same name.)
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written, as Foundation's.
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    /// What is done with units whose value is zero, as Foundation's.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, the largest first; 0 for no limit.
    open var maximumUnitCount = 0
    open var calendar: Calendar? = .current
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite else { return nil }
        let locale = calendar?.locale ?? .current
        let units = durationUnits
        guard !units.isEmpty else { return nil }
        let duration = Duration.seconds(interval.rounded())
        if unitsStyle == .positional {
            return duration.formatted(.time(pattern: positionalPattern(for: interval)).locale(locale))
        }
        let width: Duration.UnitsFormatStyle.UnitWidth = switch unitsStyle {
        case .abbreviated: .narrow
        case .brief: .condensedAbbreviated
        case .short: .abbreviated
        case .full, .spellOut, .positional: .wide
        }
        // By default, as with `.dropAll`, units that are zero are left out ("1h 3s").
        let zeros: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy = zeroFormattingBehavior.contains(.pad) ? .show(length: 1) : .hide
        return duration.formatted(.units(
            allowed: units, width: width, maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
            zeroValueUnits: zeros, valueLength: nil, fractionalPart: .hide
        ).locale(locale))
    }

    open func string(from components: DateComponents) -> String? {
        let seconds = Double(components.day ?? 0) * 86_400 + Double(components.hour ?? 0) * 3_600
            + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
            + Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * 604_800
        return string(from: seconds)
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for object: Any?) -> String? {
        switch object {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// The allowed units a duration can be written in: weeks and shorter (months and years
    /// have no fixed length).
    private var durationUnits: Set<Duration.UnitsFormatStyle.Unit> {
        var units: Set<Duration.UnitsFormatStyle.Unit> = []
        if allowedUnits.contains(.weekOfMonth) || allowedUnits.contains(.weekOfYear) { units.insert(.weeks) }
        if allowedUnits.contains(.day) { units.insert(.days) }
        if allowedUnits.contains(.hour) { units.insert(.hours) }
        if allowedUnits.contains(.minute) { units.insert(.minutes) }
        if allowedUnits.contains(.second) { units.insert(.seconds) }
        return units
    }

    /// "1:02:03", or "2:05" when hours are not allowed or (by default) are zero.
    private func positionalPattern(for interval: TimeInterval) -> Duration.TimeFormatStyle.Pattern {
        let hours = allowedUnits.contains(.hour) && (abs(interval) >= 3_600 || zeroFormattingBehavior.contains(.pad))
        if !allowedUnits.contains(.second) { return .hourMinute }
        return hours ? .hourMinuteSecond : .minuteSecond
    }
}
#endif
