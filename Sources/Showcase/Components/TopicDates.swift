import Foundation

extension Topic {
    /// When each topic joined the showcase (its first commit), the date its feed entry carries.
    /// A topic missing here has no date: the build warns and leaves it out of the feed.
    var added: Date? {
        Topic.addedDates[id].flatMap { try? Date($0, strategy: .iso8601) }
    }

    private static let addedDates: [String: String] = [
        "text": "2026-11-21T19:05:00Z", "stacks": "2026-11-21T19:05:00Z", "frames": "2026-11-21T19:05:00Z",
        "layers": "2026-11-21T19:05:00Z", "shapes": "2026-11-21T19:05:00Z", "images": "2026-11-21T19:05:00Z",
        "controls": "2026-11-21T19:05:00Z", "accessibility": "2026-11-21T19:05:00Z", "environment": "2026-11-21T19:05:00Z",
        "party-planner": "2026-11-21T19:05:00Z", "form-controls": "2026-11-21T19:26:52Z", "places-table": "2026-11-21T19:28:27Z",
        "grids": "2026-11-21T19:29:05Z", "forms": "2026-11-21T19:29:05Z", "lists": "2026-11-21T19:29:05Z",
        "charts": "2026-11-21T20:18:03Z", "chart-gallery": "2026-11-21T20:18:03Z", "custom-layouts": "2026-11-24T22:28:58Z",
        "presentations": "2026-11-24T22:28:58Z", "styles-and-effects": "2026-11-25T01:14:31Z", "safe-areas": "2026-11-25T01:24:06Z",
        "paths-and-shapes": "2026-11-25T01:29:55Z", "canvas": "2026-11-25T01:33:59Z", "symbols": "2026-11-25T01:41:52Z",
        "rich-graphics": "2026-11-25T02:21:12Z", "rich-text": "2026-11-25T04:11:32Z", "input": "2026-11-25T04:36:00Z",
        "languages": "2026-11-25T07:03:37Z",
    ]
}
