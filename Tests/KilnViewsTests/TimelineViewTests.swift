import Foundation
import KilnTree
@testable import KilnViews
import Testing

/// A `TimelineView` builds its content once, for the build's date, whatever its schedule.
struct TimelineViewTests {
    private struct Clock<S: TimelineSchedule & Sendable>: View {
        let schedule: S
        var body: some View {
            TimelineView(schedule) { context in
                Text(verbatim: "\(Int(context.date.timeIntervalSince1970)) \(context.cadence == .live)")
            }
        }
    }

    private func text<S: TimelineSchedule & Sendable>(_ schedule: S) -> [String] {
        lowerPage(Clock(schedule: schedule)).nodes.map { $0.dump() }
    }

    @Test func everyScheduleBuildsTheContentOnceForTheBuildDate() {
        let date = BuildClock.day.timeIntervalSince1970
        if ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] == nil {
            #expect(date.truncatingRemainder(dividingBy: 86_400) == 0, "the start of the build's day in UTC: \(date)")
        }
        let expected = ["text(\"\(Int(date)) true\")"]
        #expect(text(.animation) == expected)
        #expect(text(.animation(minimumInterval: 1, paused: true)) == expected)
        #expect(text(.everyMinute) == expected)
        #expect(text(.periodic(from: Date(timeIntervalSince1970: 0), by: 60)) == expected)
        #expect(text(.explicit([Date(timeIntervalSince1970: 5)])) == expected)
    }

    @Test func schedulesListTheirEntries() {
        let start = Date(timeIntervalSince1970: 90)
        #expect(Array(PeriodicTimelineSchedule(from: start, by: 30).entries(from: start, mode: .normal).prefix(2)) == [start, start + 30])
        #expect(Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal).prefix(2)).map(\.timeIntervalSince1970) == [60, 120])
    }
}
