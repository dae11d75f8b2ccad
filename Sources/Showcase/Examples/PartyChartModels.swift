// Seed 000's Swift Charts models and date utilities, copied as they are in the session notes
// (`PartyTask` and its palette are in Seed000Views.swift); only the import changed, and
// `daysAgo` counts back from the session's day in a fixed calendar instead of from today, so
// the showcase is the same whatever day and time zone it is built in.
import Foundation
import Kiln

// MARK: - Swift Charts Models

struct RemainingPartyTask: Identifiable {
    let category: PartyTask
    let date: Date
    let remainingCount: Int

    let id = UUID()
}

let remainingSupplies: [RemainingPartyTask] = [
    RemainingPartyTask(category: .supplies, date: .daysAgo(4), remainingCount: 10),
    RemainingPartyTask(category: .supplies, date: .daysAgo(3), remainingCount: 11),
    RemainingPartyTask(category: .supplies, date: .daysAgo(2), remainingCount: 9),
    RemainingPartyTask(category: .supplies, date: .daysAgo(1), remainingCount: 4),
    RemainingPartyTask(category: .supplies, date: .daysAgo(0), remainingCount: 1),
]

let remainingInvitations: [RemainingPartyTask] = [
    RemainingPartyTask(category: .invitations, date: .daysAgo(4), remainingCount: 14),
    RemainingPartyTask(category: .invitations, date: .daysAgo(3), remainingCount: 13),
    RemainingPartyTask(category: .invitations, date: .daysAgo(2), remainingCount: 11),
    RemainingPartyTask(category: .invitations, date: .daysAgo(1), remainingCount: 6),
    RemainingPartyTask(category: .invitations, date: .daysAgo(0), remainingCount: 4),
]

let remainingActivities: [RemainingPartyTask] = [
    RemainingPartyTask(category: .activities, date: .daysAgo(4), remainingCount: 6),
    RemainingPartyTask(category: .activities, date: .daysAgo(3), remainingCount: 7),
    RemainingPartyTask(category: .activities, date: .daysAgo(2), remainingCount: 4),
    RemainingPartyTask(category: .activities, date: .daysAgo(1), remainingCount: 2),
    RemainingPartyTask(category: .activities, date: .daysAgo(0), remainingCount: 1),
]

let remainingVenue: [RemainingPartyTask] = [
    RemainingPartyTask(category: .eventDetails, date: .daysAgo(4), remainingCount: 4),
    RemainingPartyTask(category: .eventDetails, date: .daysAgo(3), remainingCount: 5),
    RemainingPartyTask(category: .eventDetails, date: .daysAgo(2), remainingCount: 7),
    RemainingPartyTask(category: .eventDetails, date: .daysAgo(1), remainingCount: 4),
    RemainingPartyTask(category: .eventDetails, date: .daysAgo(0), remainingCount: 2)
]

let partyTasksRemaining: [RemainingPartyTask] = [remainingVenue,
                                                remainingActivities,
                                                remainingInvitations,
                                                remainingSupplies
].flatMap { $0 }

// MARK: Date Utilities

extension Date {
    static func daysAgo(_ daysAgo: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(byAdding: .day, value: -daysAgo, to: .wwdc22)!
    }

    func daysEqual(_ other: Date) -> Bool {
        Calendar.current.dateComponents([.day], from: self, to: other).day == 0
    }
}

extension Date {
    static let wwdc22: Date = DateComponents(
        calendar: .autoupdatingCurrent,
        timeZone: TimeZone(identifier: "PST"),
        year: 2022,
        month: 6,
        day: 6,
        hour: 9,
        minute: 41,
        second: 00).date!
}
