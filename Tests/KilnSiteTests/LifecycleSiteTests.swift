import Foundation
import Kiln
import KilnTestSupport
import Testing

/// A store the way an app fetches: a pause, then the data.
private enum PantryStore {
    static func items() async throws -> [String] {
        try await Task.sleep(for: .milliseconds(10))
        return ["Flour", "Sugar", "Yeast"]
    }
}

private struct PantryList: View {
    @State private var items: [String] = []

    var body: some View {
        List(items, id: \.self) { item in
            Text(item)
        }
        .overlay {
            if items.isEmpty { Text("Loading the pantry…") }
        }
        .task {
            MainActor.preconditionIsolated()
            items = (try? await PantryStore.items()) ?? []
        }
    }
}

/// A page per item, each loading its own note: pages lowered in parallel wait for their tasks at once.
private struct PantrySite: App {
    var body: some Scene {
        WindowGroup("Pantry") { PantryList() }
        Page(path: "flour", title: "Flour") { ItemNote(item: "Flour") }
        Page(path: "sugar", title: "Sugar") { ItemNote(item: "Sugar") }
    }
}

private struct ItemNote: View {
    let item: String
    @State private var note = "…"
    var body: some View {
        Text(note).task {
            try? await Task.sleep(for: .milliseconds(10))
            note = "\(item) is in stock"
        }
    }
}

private struct OfflineError: Error, CustomStringConvertible {
    var description: String { "the pantry is offline" }
}

private struct OfflineSite: App {
    nonisolated static let taskLine = #line + 3
    var body: some Scene {
        WindowGroup("Pantry") {
            Text("Pantry").task { throw OfflineError() }
        }
    }
}

/// How many page tasks run at once, and the most that did.
private final class Overlap: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private(set) var most = 0
    func enter() { lock.withLock { running += 1; most = max(most, running) } }
    func leave() { lock.withLock { running -= 1 } }
    var peak: Int { lock.withLock { most } }
}

private let overlap = Overlap()

private struct SlowNote: View {
    let number: Int
    @State private var note = "…"
    var body: some View {
        Text(note).task {
            overlap.enter()
            try? await Task.sleep(for: .milliseconds(150))
            overlap.leave()
            note = "note \(number) loaded"
        }
    }
}

/// Four pages whose tasks sleep: lowered in parallel, their tasks overlap.
private struct SlowSite: App {
    var body: some Scene {
        WindowGroup("Notes") { SlowNote(number: 0) }
        Page(path: "one", title: "One") { SlowNote(number: 1) }
        Page(path: "two", title: "Two") { SlowNote(number: 2) }
        Page(path: "three", title: "Three") { SlowNote(number: 3) }
    }
}

/// Pages show what their `task` actions loaded; a task that fails fails the build.
@Suite(.serialized)
struct LifecycleSiteTests {
    /// Options whose tasks may wait long: a sleeping task wakes up on the shared pool, which the
    /// suite's browser tests may hold for seconds on a 2-core machine.
    private func patient(_ output: URL) -> SiteOptions {
        var options = SiteOptions(output: output, isVerbose: false)
        options.taskTimeLimit = .seconds(300)
        return options
    }

    @Test func aPageShowsWhatItsTaskLoaded() async throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try await onThreadOfItsOwn { try SiteGenerator(options: patient(output)).build(PantrySite()) }
        let home = try read(output, "index.html")
        for item in ["Flour", "Sugar", "Yeast"] { #expect(home.contains(">\(item)<"), "\(item) is on the page") }
        #expect(!home.contains("Loading the pantry"))
        #expect(try read(output, "flour/index.html").contains("Flour is in stock"))
        #expect(try read(output, "sugar/index.html").contains("Sugar is in stock"))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func pagesWithTasksStillLowerInParallel() async throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try await onThreadOfItsOwn { try SiteGenerator(options: patient(output)).build(SlowSite()) }
        #expect(try read(output, "index.html").contains("note 0 loaded"))
        #expect(try read(output, "three/index.html").contains("note 3 loaded"))
        #expect(overlap.peak >= 2, "the pages' tasks ran one after another")
    }

    @Test func aTaskThatThrowsFailsTheBuildAndWritesNothing() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        #expect { try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(OfflineSite()) } throws: { error in
            "\(error)" == "KilnSiteTests/LifecycleSiteTests.swift:\(OfflineSite.taskLine): error: task threw an error while the page was built: the pantry is offline"
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
