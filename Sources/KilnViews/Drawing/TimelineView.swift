import Foundation
import KilnTree

/// A view that updates on a schedule, as SwiftUI's `TimelineView`. A page is drawn once, so the
/// content is built once, for the build's date: `SOURCE_DATE_EPOCH` when set (reproducible
/// builds), else the start of the build's day in UTC, so that two builds of a day agree byte
/// for byte. Schedules compile; the page does not change after it is written.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (Context) -> Content

    public typealias Context = TimelineViewDefaultContext
}

nonisolated extension TimelineView: View where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let timeline = TimelineViewDefaultContext(date: BuildClock.day, cadence: .live)
        nodes += lowered(view.content(timeline), context: context)
    }
}

/// What a timeline's content is built with: the date of the entry, and how often entries come.
nonisolated public struct TimelineViewDefaultContext: Sendable {
    public let date: Date
    public let cadence: Cadence

    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// When a `TimelineView` updates, as SwiftUI's schedules say; a page uses none of the entries.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: Mode) -> Entries
}

nonisolated public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// As often as the display refreshes (at most every `minimumInterval`).
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: startDate, by: minimumInterval ?? 1.0 / 60).entries(from: startDate, mode: mode)
    }
}

/// Every `interval` seconds from `startDate`.
nonisolated public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { date += Swift.max(interval, 0.001) }
            return date
        }
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(date: Swift.max(startDate, self.startDate), interval: interval)
    }
}

/// At the start of every minute.
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let seconds = startDate.timeIntervalSince1970
        return PeriodicTimelineSchedule.Entries(date: Date(timeIntervalSince1970: seconds - seconds.truncatingRemainder(dividingBy: 60)), interval: 60)
    }
}

/// At the dates given.
nonisolated public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

nonisolated extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

nonisolated extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

nonisolated extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

nonisolated extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

nonisolated extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
