import Foundation

/// The boundaries of one time tick interval in one calendar, aligned as `TimeTicks` documents.
struct TimeBoundaries {
    let interval: TimeTicks.Interval
    let calendar: Calendar

    /// Every aligned boundary b with start ≤ b ≤ stop, ascending (start ≤ stop).
    func within(_ start: Date, _ stop: Date) -> [Date] {
        // Dates beyond ±30,000 years (or not finite) have no calendar fields worth aligning to.
        let limit = 1e12
        guard interval.count >= 1, abs(start.timeIntervalSince1970) < limit, abs(stop.timeIntervalSince1970) < limit
        else { return [] }
        switch interval.unit {
        case .millisecond: return milliseconds(start, stop)
        case .second: return fieldBoundaries(start, stop, field: .second, parent: .minute, values: 60) { $0 + Double($1) }
        case .minute: return fieldBoundaries(start, stop, field: .minute, parent: .hour, values: 60) { $0 + Double($1 * 60) }
        case .hour: return fieldBoundaries(start, stop, field: .hour, parent: .day, values: 24) { day, hour in
            // Wall-clock hours, so that a DST change does not shift the alignment.
            var fields = calendar.dateComponents([.era, .year, .month, .day], from: day)
            fields.hour = hour
            return calendar.date(from: fields)
        }
        case .day: return indexedBoundaries(start, stop, index: localDay(of:), date: startOfLocalDay)
        case .week: return indexedBoundaries(start, stop, index: { localWeek(ofDay: localDay(of: $0)) }) {
            startOfLocalDay(firstDayOfLocalWeek(0) + 7 * $0)
        }
        case .month:
            let months = calendar.maximumRange(of: .month)?.count ?? 12
            return fieldBoundaries(start, stop, field: .month, parent: .year, values: months) { year, month in
                var fields = calendar.dateComponents([.era, .year], from: year)
                fields.month = month + 1
                fields.day = 1
                return calendar.date(from: fields)
            }
        case .year: return indexedBoundaries(start, stop, index: year(of:), date: startOfYear)
        }
    }

    /// The last boundary at or before `date`.
    func floor(_ date: Date) -> Date {
        within(date.addingTimeInterval(-reach), date).last ?? date
    }

    /// The first boundary at or after `date`.
    func ceiling(_ date: Date) -> Date {
        within(date, date.addingTimeInterval(reach)).first ?? date
    }

    /// A span that always holds a boundary: `count` of the longest possible unit (DST and leap days included).
    private var reach: TimeInterval {
        let longest: TimeInterval = switch interval.unit {
        case .millisecond: 0.001
        case .second: 1
        case .minute: 60
        case .hour: 7_200
        case .day: 90_000
        case .week: 7 * 90_000
        case .month: 32 * 86_400
        case .year: 367 * 86_400
        }
        return Double(interval.count) * longest
    }

    // MARK: - Milliseconds: multiples of n since 1970, whatever the time zone (as d3)

    private func milliseconds(_ start: Date, _ stop: Date) -> [Date] {
        let step = Double(interval.count)
        // Milliseconds since 1970 to the whole microsecond, so that binary round-off never drops a
        // boundary that start or stop sits on.
        let inMilliseconds = { (date: Date) in (date.timeIntervalSince1970 * 1_000_000).rounded() / 1000 }
        var multiple = (inMilliseconds(start) / step).rounded(.up)
        let last = inMilliseconds(stop)
        var dates: [Date] = []
        while multiple * step <= last {
            dates.append(Date(timeIntervalSince1970: multiple * step / 1000))
            multiple += 1
        }
        return dates
    }

    // MARK: - Fields that restart with their parent: second, minute, hour, month

    /// Walks parent periods (the minute of a second, …) from the one holding `start`; in each, the
    /// field values 0, n, 2n, … below `values` (0-based), dated by `date(parentStart, value)`.
    private func fieldBoundaries(
        _ start: Date, _ stop: Date, field: Calendar.Component, parent: Calendar.Component, values: Int,
        date: (Date, Int) -> Date?
    ) -> [Date] {
        guard var period = calendar.dateInterval(of: parent, for: start) else { return [] }
        let step = interval.count
        let base = field == .month ? 1 : 0
        // In the first period, skip straight to the aligned value at or before start's.
        var first = (calendar.component(field, from: start) - base) / step * step
        var dates: [Date] = []
        while period.start <= stop {
            for value in stride(from: first, to: values, by: step) {
                guard let boundary = date(period.start, value) else { continue }
                if boundary > stop { return dates }
                // Increasing only: a DST gap can date two wall-clock values to the same instant.
                if boundary >= start, boundary > dates.last ?? .distantPast { dates.append(boundary) }
            }
            first = 0
            guard let next = calendar.dateInterval(of: parent, for: period.end), next.start > period.start else { break }
            period = next
        }
        return dates
    }

    // MARK: - Units counted from a fixed origin: day, week, year

    /// The boundaries numbered by multiples of n, from the one at or before start's number to stop's.
    private func indexedBoundaries(_ start: Date, _ stop: Date, index: (Date) -> Int, date: (Int) -> Date?) -> [Date] {
        // Numbers within ±30,000 years stay far below 10^9, so a larger n has the same multiples (just 0).
        let step = min(interval.count, 1_000_000_000)
        let last = index(stop)
        var number = floorDivision(index(start), step) * step
        var dates: [Date] = []
        while number <= last {
            if let boundary = date(number), boundary >= start, boundary <= stop, boundary > dates.last ?? .distantPast {
                dates.append(boundary)
            }
            number += step
        }
        return dates
    }

    /// Days since 1970-01-01 in the calendar's time zone.
    private func localDay(of date: Date) -> Int {
        let local = date.timeIntervalSince1970 + Double(calendar.timeZone.secondsFromGMT(for: date))
        return Int((local / 86_400).rounded(.down))
    }

    /// The first instant of local day `day` (midnight, or later when DST skips midnight).
    private func startOfLocalDay(_ day: Int) -> Date {
        let noon = Double(day) * 86_400 + 43_200
        let offset = calendar.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: noon))
        return calendar.startOfDay(for: Date(timeIntervalSince1970: noon - Double(offset)))
    }

    /// The local day on which the week holding `day` starts (1970-01-01, day 0, was a Thursday).
    private func firstDayOfLocalWeek(_ day: Int) -> Int {
        let weekday = floorModulo(day + 4, 7) + 1  // 1 = Sunday, as Calendar numbers weekdays
        return day - floorModulo(weekday - calendar.firstWeekday, 7)
    }

    /// Weeks since the week holding 1970-01-01.
    private func localWeek(ofDay day: Int) -> Int {
        (firstDayOfLocalWeek(day) - firstDayOfLocalWeek(0)) / 7
    }

    /// The year number; in the Gregorian calendar astronomical (1 BC is 0), so multiples stay evenly spaced.
    private func year(of date: Date) -> Int {
        let fields = calendar.dateComponents([.era, .year], from: date)
        let year = fields.year ?? 0
        return countsEras && fields.era == 0 ? 1 - year : year
    }

    private func startOfYear(_ year: Int) -> Date? {
        var fields = DateComponents(year: year, month: 1, day: 1)
        if countsEras { (fields.era, fields.year) = year > 0 ? (1, year) : (0, 1 - year) }
        return calendar.date(from: fields)
    }

    private var countsEras: Bool { calendar.identifier == .gregorian || calendar.identifier == .iso8601 }
}

private func floorDivision(_ a: Int, _ b: Int) -> Int {
    let quotient = a / b
    return a % b != 0 && (a < 0) != (b < 0) ? quotient - 1 : quotient
}

private func floorModulo(_ a: Int, _ b: Int) -> Int {
    a - floorDivision(a, b) * b
}
